import type { Identity, RefundDestination } from '@storefront/contracts';
import { addToOutbox } from '@storefront/events';
import { conflict, recordAudit, refused } from '@storefront/service-kit';
import type { Queryable } from '@storefront/data';
import { type StoredOrder, addHistory, chooseRefundDestination, moveTo, refundableCentsOf } from '../data/orders';
import { centsLeft } from '../domain/refunds';
import { refusalOf } from '../domain/status';
import { dollars } from '../domain/totals';
import { assertOwner } from './order-access';
import { type OrderFlow, auditView, lockedOrder, partyOf, reloaded } from './order-steps';
import { sendRefund } from './send-refund';
import { refundTo } from './refund-to';
import { voidBoughtGiftCards } from '../data/gift-cards';

export interface Cancellation {
  orderId: string;
  by: 'shopper' | 'staff';
  actor: Identity;
  reason: string;
  /** The shopper's choice: store credit instead of the card. */
  refundTo?: RefundDestination;
}

/** Cancels an order that has not shipped. What the card paid goes back in full: a 'Pending' refund in
 * the same transaction as the cancellation (and, for staff, its audit entry) and order.cancelled; the
 * provider is asked after the commit. */
export async function cancelOrder(flow: OrderFlow, c: Cancellation): Promise<StoredOrder> {
  const refundId = await flow.db.transaction(async (tx) => {
    const before = await lockedOrder(tx, c.orderId);
    if (c.by === 'shopper') assertOwner(before, c.actor);
    const shopperChoice = await refundDestinationChosen(tx, before, c.refundTo);
    // The move itself only matches the statuses the state machine lets go to 'Cancelled'.
    if (!(await moveTo(tx, c.orderId, 'Cancelled'))) throw refused(refusalOf('cancel', before.order.status));
    // Staff always give a reason (the back office asks for one); a shopper need not.
    const reason = c.reason || 'Cancelled by the shopper';
    await addHistory(tx, c.orderId, 'Cancelled', reason);
    // Paid by card, by gift cards, or both: all that is left goes back where it came from.
    const paid = Boolean(before.paymentReference) || before.order.paymentStatus === 'Paid';
    // A gift card bought is money already given: its purchase is undone only while it is unspent.
    if (paid && (await voidBoughtGiftCards(tx, c.orderId)) === 'spent') throw conflict('giftCard.cancel.spent');
    const owed = paid ? centsLeft({ ...refundBasis(before) }) : 0;
    const refund = owed > 0 ? await refundTo(tx, shopperChoice, { amountCents: owed, items: [], reason, createdBy: c.actor.userId }) : null;
    if (refund === undefined) throw conflict('refund.nothingLeft');
    if (refund) await addHistory(tx, c.orderId, 'Refund requested', [{ says: 'refund.toCard', values: { amount: refund.amountCents } }]);
    if (c.by === 'staff') {
      await recordAudit(tx, 'orders', {
        actor: c.actor,
        action: 'order.cancelled',
        targetType: 'order',
        targetId: c.orderId,
        before: auditView(before),
        after: { ...auditView(before), status: 'Cancelled', reason, refund: refund && { id: refund.id, amount: dollars(owed) } },
      });
    }
    await addToOutbox(tx, 'orders', 'order.cancelled', {
      ...partyOf(before),
      reason,
      cancelledBy: c.by,
      // payment.completed was announced (stock taken, receipt sent): a 'Payment Review' order never was.
      wasPaid: before.order.paymentStatus === 'Paid',
      refundAmount: dollars(owed),
      cancelledAt: new Date().toISOString(),
    });
    return refund?.id ?? null;
  });
  flow.onEventsWritten();
  if (refundId) await sendRefund(flow, refundId);
  return reloaded(flow, c.orderId);
}

/** What the refund rules need of a stored order. */
export const refundBasis = (stored: StoredOrder) => ({
  items: stored.order.items,
  subtotalCents: stored.subtotalCents,
  discountCents: stored.discountCents,
  taxCents: stored.taxCents,
  paidCents: refundableCentsOf(stored),
  // A stray payment's refund gives back that payment, not the order's.
  refunds: stored.refunds.filter((r) => !r.paymentReference),
});

/** Records where the order's owner wants its refunds to go (only an account's owner gets this far, so
 * store credit always has an account to be kept on). */
export async function refundDestinationChosen(
  tx: Queryable,
  stored: StoredOrder,
  chosen: RefundDestination | undefined,
): Promise<StoredOrder> {
  if (!chosen || chosen === stored.refundTo) return stored;
  await chooseRefundDestination(tx, stored.order._id, chosen);
  return { ...stored, refundTo: chosen };
}
