import { type Identity, RETURN_WINDOW_DAYS, type RefundDestination } from '@storefront/contracts';
import { addToOutbox } from '@storefront/events';
import { conflict, refused } from '@storefront/service-kit';
import { type StoredOrder, addHistory, moveTo } from '../data/orders';
import { insertReturn } from '../data/returns';
import { linesPicked, mergeLines, withinReturnWindow } from '../domain/refunds';
import { canMove, refusalOf } from '../domain/status';
import { assertOwner } from './order-access';
import { refundDestinationChosen } from './cancel-order';
import { type OrderFlow, lockedOrder, partyOf, reloaded } from './order-steps';

/** How many of each line may still be returned: what was ordered, less what was returned already or
 * refunded (whichever is more: a refund after a return covers the same items). */
export function returnableQuantities(stored: StoredOrder): Map<string, number> {
  const count = (lists: Array<{ items: Array<{ productId: string; variantId: string; quantity: number }> }>) =>
    mergeLines(lists.flatMap((l) => l.items));
  const returned = count(stored.returns);
  const refunded = count(stored.refunds.filter((r) => r.status !== 'Failed'));
  return new Map(
    stored.order.items.map((i) => [i.variantId, i.quantity - Math.max(returned.get(i.variantId) ?? 0, refunded.get(i.variantId) ?? 0)]),
  );
}

/** A shopper asks to send items back, within RETURN_WINDOW_DAYS of delivery: a return number for the
 * parcel, and return.requested (support mails the number and the label). */
export async function requestReturn(
  flow: OrderFlow,
  r: {
    orderId: string;
    shopper: Identity;
    items: Array<{ productId: string; variantId?: string; quantity: number }>;
    reason: string;
    refundTo?: RefundDestination;
  },
): Promise<StoredOrder> {
  const now = flow.now?.() ?? new Date();
  await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, r.orderId);
    assertOwner(before, r.shopper);
    if (!canMove(before.order.status, 'Return Requested')) throw refused(refusalOf('return', before.order.status));
    if (!before.deliveredAt) throw conflict('return.notYetDelivered');
    if (!withinReturnWindow(before.deliveredAt, now)) {
      throw conflict('return.windowPassed', { days: String(RETURN_WINDOW_DAYS) });
    }
    const lines = linesPicked(before.order.items, returnableQuantities(before), mergeLines(r.items), 'return');
    if (!lines.ok) throw refused(lines.refusal);
    await refundDestinationChosen(tx, before, r.refundTo);
    const ret = await insertReturn(tx, { orderId: r.orderId, items: lines.value, reason: r.reason });
    if (!(await moveTo(tx, r.orderId, 'Return Requested'))) throw refused(refusalOf('return', before.order.status));
    await addHistory(tx, r.orderId, 'Return Requested', ret.returnNumber);
    await addToOutbox(tx, 'orders', 'return.requested', {
      ...partyOf(before),
      returnId: ret.id,
      returnNumber: ret.returnNumber,
      items: ret.items,
      reason: ret.reason,
      requestedAt: ret.requestedAt,
    });
  });
  flow.onEventsWritten();
  return reloaded(flow, r.orderId);
}
