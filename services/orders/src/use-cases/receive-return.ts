import type { Identity } from '@storefront/contracts';
import { addToOutbox } from '@storefront/events';
import { conflict, notFound, recordAudit, refused } from '@storefront/service-kit';
import { type StoredOrder, addHistory, moveTo } from '../data/orders';
import { findReturn, markReturnReceived } from '../data/returns';
import { canMove, refusalOf } from '../domain/status';
import { type OrderFlow, auditView, lockedOrder, partyOf, reloaded } from './order-steps';

/** Staff record that a return's parcel came back: return.received (the catalogue restocks it); the
 * refund follows with POST .../refunds. */
export async function receiveReturn(flow: OrderFlow, r: { orderId: string; returnId: string; actor: Identity }): Promise<StoredOrder> {
  await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, r.orderId);
    const ret = await findReturn(tx, r.orderId, r.returnId, true);
    if (!ret) throw notFound('return.notFound');
    if (ret.status === 'Received') throw conflict('return.alreadyReceived');
    if (!canMove(before.order.status, 'Return Received')) throw refused(refusalOf('receive', before.order.status));
    const received = (await markReturnReceived(tx, ret.id))!;
    if (!(await moveTo(tx, r.orderId, 'Return Received'))) throw refused(refusalOf('receive', before.order.status));
    await addHistory(tx, r.orderId, 'Return Received', received.returnNumber);
    await recordAudit(tx, 'orders', {
      actor: r.actor,
      action: 'return.received',
      targetType: 'order',
      targetId: r.orderId,
      before: auditView(before),
      after: auditView(await lockedOrder(tx, r.orderId)),
    });
    await addToOutbox(tx, 'orders', 'return.received', {
      ...partyOf(before),
      returnId: received.id,
      returnNumber: received.returnNumber,
      items: received.items,
      receivedAt: received.receivedAt!,
    });
  });
  flow.onEventsWritten();
  return reloaded(flow, r.orderId);
}
