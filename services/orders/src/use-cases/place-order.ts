import type { Identity, OrderItem, ShippingAddress } from '@storefront/contracts';
import { type StoredOrder, addHistory, insertOrder } from '../data/orders';
import type { TotalsCents } from '../domain/totals';
import { type OrderFlow, reloaded } from './flow';

/** Places an order awaiting payment, priced by the caller from the catalogue (one transaction). */
export async function placeOrder(
  flow: OrderFlow,
  shopper: Identity,
  o: { items: OrderItem[]; totals: TotalsCents; shippingAddress: ShippingAddress; deliveryDate: string },
): Promise<StoredOrder> {
  const id = await flow.db.transaction(async (tx) => {
    const orderId = await insertOrder(tx, {
      userId: shopper.userId,
      customerEmail: shopper.email,
      customerName: shopper.name,
      ...o,
    });
    await addHistory(tx, orderId, 'Placed', 'Awaiting payment');
    return orderId;
  });
  return reloaded(flow, id);
}
