import type { Identity } from '@storefront/contracts';
import { type NewOrder, type StoredOrder, addHistory, insertOrder } from '../data/orders';
import { holdUses } from '../data/promotions';
import { type OrderFlow, reloaded } from './order-steps';

/** Places an order awaiting payment, priced by the caller from the catalogue, and holds its uses of
 * promotions, in one transaction: a use that cannot be held (the limit reached meanwhile) places
 * nothing. A visitor's order is placed for their cart's id, with the email and name they gave. */
export async function placeOrder(
  flow: OrderFlow,
  shopper: Identity,
  o: Omit<NewOrder, 'userId' | 'customerEmail' | 'customerName'>,
): Promise<StoredOrder> {
  const id = await flow.db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, {
      userId: shopper.userId,
      customerEmail: shopper.email,
      customerName: shopper.name,
      ...o,
    });
    await holdUses(
      tx,
      orderId,
      shopper.email,
      (o.discounts ?? []).map((d) => ({ promotionId: d.promotionId, name: d.description, code: d.code, discountCents: d.amountCents })),
    );
    await addHistory(tx, orderId, 'Placed', o.placedAsGuest ? 'As a guest, awaiting payment' : 'Awaiting payment');
    return orderId;
  });
  return reloaded(flow, id);
}
