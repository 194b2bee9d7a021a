import type { Identity } from '@storefront/contracts';
import { addToOutbox } from '@storefront/events';
import { recordAudit, refused } from '@storefront/service-kit';
import { type StoredOrder, addHistory, markShipped } from '../data/orders';
import { lineOf, quantitiesLeft } from '../domain/refunds';
import { canMove, refusalOf } from '../domain/status';
import { type OrderFlow, auditView, lockedOrder, partyOf, reloaded } from './order-steps';

/** Staff ship a paid (or restocked backordered) order with its carrier and tracking number. */
export async function shipOrder(
  flow: OrderFlow,
  s: { orderId: string; actor: Identity; carrier: string; trackingNumber: string },
): Promise<StoredOrder> {
  await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, s.orderId);
    if (!canMove(before.order.status, 'Shipped') || !(await markShipped(tx, s.orderId, s.carrier, s.trackingNumber))) {
      throw refused(refusalOf('ship', before.order.status));
    }
    await addHistory(tx, s.orderId, 'Shipped', [{ says: 'shipped', values: { carrier: s.carrier, tracking: s.trackingNumber } }]);
    const after = (await lockedOrder(tx, s.orderId))!;
    await recordAudit(tx, 'orders', {
      actor: s.actor,
      action: 'order.shipped',
      targetType: 'order',
      targetId: s.orderId,
      before: auditView(before),
      after: auditView(after),
    });
    // Lines refunded before shipping (a backorder settled by refund) are not in the parcel.
    const left = quantitiesLeft(
      before.order.items,
      before.refunds.filter((r) => r.status !== 'Failed'),
    );
    await addToOutbox(tx, 'orders', 'order.shipped', {
      ...partyOf(before),
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      items: before.order.items.map((i) => lineOf(i, left.get(i.variantId) ?? 0)).filter((l) => l.quantity > 0),
      shippedAt: after.order.shipment!.shippedAt,
    });
  });
  flow.onEventsWritten();
  return reloaded(flow, s.orderId);
}
