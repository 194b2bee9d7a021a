import type { Identity } from '@storefront/contracts';
import { addToOutbox } from '@storefront/events';
import { recordAudit, refused } from '@storefront/service-kit';
import { type StoredOrder, addHistory, markDelivered } from '../data/orders';
import { canMove, refusalOf } from '../domain/status';
import { type OrderFlow, auditView, lockedOrder, partyOf, reloaded } from './order-steps';

/** Staff record that a shipped order arrived: the return window starts now. */
export async function deliverOrder(flow: OrderFlow, d: { orderId: string; actor: Identity }): Promise<StoredOrder> {
  await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, d.orderId);
    if (!canMove(before.order.status, 'Delivered') || !(await markDelivered(tx, d.orderId))) {
      throw refused(refusalOf('deliver', before.order.status));
    }
    await addHistory(tx, d.orderId, 'Delivered');
    const after = await lockedOrder(tx, d.orderId);
    await recordAudit(tx, 'orders', {
      actor: d.actor,
      action: 'order.delivered',
      targetType: 'order',
      targetId: d.orderId,
      before: auditView(before),
      after: auditView(after),
    });
    await addToOutbox(tx, 'orders', 'order.delivered', { ...partyOf(before), deliveredAt: after.order.deliveredAt! });
  });
  flow.onEventsWritten();
  return reloaded(flow, d.orderId);
}
