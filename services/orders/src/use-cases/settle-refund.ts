import type { Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { addHistory, moveTo, refundableCentsOf } from '../data/orders';
import { findRefund, recordProviderRefund, settleRefundRow } from '../data/refunds';
import { centsRefunded } from '../domain/refunds';
import type { RefundState } from '../payments/stripe';
import { dollars } from '../domain/totals';
import { type OrderFlow, lockedOrder, partyOf } from './order-steps';

export type RefundSettlement = 'refunded' | 'failed' | 'unchanged';

/** The provider's word on a refund, in the caller's transaction (the webhook's, which records the
 * provider event as handled). Only a 'Pending' refund settles, so the same news twice has one effect.
 * Succeeded: order.refunded, and a returned order becomes 'Refunded' or 'Partially Refunded'. */
export async function settleRefundIn(tx: Queryable, state: RefundState): Promise<RefundSettlement> {
  const known = await findRefund(tx, state.refundId);
  if (!known) return 'unchanged';
  // The order first, as every other step locks it, then the refund's own guard.
  const stored = await lockedOrder(tx, known.orderId);
  if (state.status === 'pending') {
    if (!known.providerRefundId) await recordProviderRefund(tx, known.id, state.id);
    return 'unchanged';
  }
  const outcome = state.status === 'succeeded' ? 'Succeeded' : 'Failed';
  // A refusal has no provider refund: its id stays as it was (none).
  if (!(await settleRefundRow(tx, known.id, outcome, state.id || null))) return 'unchanged';
  const orderId = known.orderId;
  if (outcome === 'Failed') {
    await addHistory(tx, orderId, 'Refund failed', [{ says: 'refund.failed', values: { amount: known.amountCents } }]);
    return 'failed';
  }
  await addHistory(tx, orderId, 'Refund issued', [
    {
      says: known.storeCreditCardId ? 'refunded.storeCredit' : known.toGiftCards ? 'refunded.giftCards' : 'refunded.card',
      values: { amount: known.amountCents },
    },
  ]);
  const refunds = stored.refunds
    .filter((r) => !r.paymentReference)
    .map((r) => (r.id === known.id ? { ...r, status: 'Succeeded' as const } : r));
  // A stray payment given back leaves the order's own payment as it was.
  const stray = Boolean(known.paymentReference);
  const fully = !stray && centsRefunded(refunds) >= refundableCentsOf(stored);
  const status = stored.order.status;
  const next = stray
    ? null
    : status === 'Return Received'
      ? fully
        ? 'Refunded'
        : 'Partially Refunded'
      : status === 'Partially Refunded' && fully
        ? 'Refunded'
        : null;
  if (next && (await moveTo(tx, orderId, next))) await addHistory(tx, orderId, next);
  await addToOutbox(tx, 'orders', 'order.refunded', {
    ...partyOf(stored),
    refundId: known.id,
    amount: dollars(known.amountCents),
    currency: 'cad',
    items: known.items,
    orderFullyRefunded: fully,
    refundedAt: new Date().toISOString(),
    ...(known.storeCreditCardId ? { to: 'storeCredit' as const } : known.toGiftCards ? { to: 'giftCards' as const } : {}),
  });
  return 'refunded';
}

export async function settleRefund(flow: OrderFlow, state: RefundState): Promise<RefundSettlement> {
  const settled = await flow.db.transaction((tx) => settleRefundIn(tx, state));
  if (settled === 'refunded') flow.onEventsWritten();
  return settled;
}
