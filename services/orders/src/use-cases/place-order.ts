import type { Identity, Language, OrderItem, ShippingAddress } from '@storefront/contracts';
import { type StoredOrder, addHistory, insertOrder } from '../data/orders';
import type { TotalsCents } from '../domain/totals';
import { type OrderFlow, reloaded } from './flow';

/** Places an order awaiting payment, priced by the caller from the catalogue (one transaction). A
 * visitor's order is placed for their cart's id, with the email and name they gave. */
export async function placeOrder(
  flow: OrderFlow,
  shopper: Identity,
  o: {
    items: OrderItem[];
    totals: TotalsCents;
    shippingAddress: ShippingAddress;
    deliveryDate: string;
    placedAsGuest?: boolean;
    /** The page's language: the order's mails are written in it. */
    language: Language;
  },
): Promise<StoredOrder> {
  const id = await flow.db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, {
      userId: shopper.userId,
      customerEmail: shopper.email,
      customerName: shopper.name,
      ...o,
    });
    await addHistory(tx, orderId, 'Placed', o.placedAsGuest ? 'As a guest, awaiting payment' : 'Awaiting payment');
    return orderId;
  });
  return reloaded(flow, id);
}
