import type { Identity } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { type NewOrder, type StoredOrder, addHistory, findOrder, insertOrder, markPaid } from '../data/orders';
import { holdGiftCards } from '../data/gift-cards';
import { holdUses } from '../data/promotions';
import { visitPlaced } from '../data/visits';
import { storeAddressOf } from './order-access';
import { type OrderFlow, reloaded } from './order-steps';
import { announcePaid, paidWith } from './settle-payment';

/** Places an order awaiting payment, priced by the caller from the catalogue, and holds its uses of
 * promotions, in one transaction: a use that cannot be held (the limit reached meanwhile) places
 * nothing. A visitor's order is placed for their cart's id, with the email and name they gave; the visit
 * it was placed in (its cookie) learns that it bought. */
export async function placeOrder(
  flow: OrderFlow,
  shopper: Identity,
  o: Omit<NewOrder, 'userId' | 'customerEmail' | 'customerName'> & { visitId?: string },
): Promise<StoredOrder> {
  const { visitId, ...order } = o;
  const id = await flow.db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, {
      userId: shopper.userId,
      customerEmail: shopper.email,
      customerName: shopper.name,
      ...order,
    });
    if (visitId) await visitPlaced(tx, visitId, orderId);
    await holdUses(
      tx,
      orderId,
      shopper.email,
      (o.discounts ?? []).map((d) => ({ promotionId: d.promotionId, name: d.description, code: d.code, discountCents: d.amountCents })),
    );
    await holdGiftCards(tx, orderId, o.giftCards ?? []);
    await addHistory(tx, orderId, 'Placed', [{ says: o.placedAsGuest ? 'placed.guest' : 'placed.awaiting' }]);
    const giftCardCents = (o.giftCards ?? []).reduce((sum, g) => sum + g.amountCents, 0);
    if (giftCardCents > 0 && giftCardCents >= o.totals.total) await paidByGiftCards(tx, orderId, storeAddressOf(flow));
    return orderId;
  });
  flow.onEventsWritten();
  return reloaded(flow, id);
}

/** An order its gift cards pay in full is paid as it is placed: there is nothing for a card to pay,
 * so no payment page. */
async function paidByGiftCards(tx: Queryable, orderId: string, storeAddress: string): Promise<void> {
  const stored = (await findOrder(tx, orderId))!;
  await markPaid(tx, orderId, null, 0);
  await addHistory(tx, orderId, 'Paid', paidWith(stored, 0));
  await announcePaid(tx, stored, storeAddress);
}
