import { pendingRefundsOlderThan } from '../data/refunds';
import type { OrderFlow } from './order-steps';
import { sendRefund } from './send-refund';
import { settleRefund } from './settle-refund';

/** How long a refund may wait for its first answer before it is asked for again by itself. */
export const PENDING_REFUND_GRACE_MS = 2 * 60_000;

/** The refunds left 'Pending' because the process stopped, or the provider was away, between the commit
 * that made them and the request that sends them: each is asked for again (the same idempotency key, or
 * looked up when the provider took it), so no cancelled order waits on staff pressing retry. A final
 * answer settles it as its webhook would. Answers how many were settled. */
export async function resendPendingRefunds(flow: OrderFlow, graceMs = PENDING_REFUND_GRACE_MS): Promise<number> {
  const now = flow.now?.() ?? new Date();
  let settled = 0;
  for (const refundId of await pendingRefundsOlderThan(flow.db, new Date(now.getTime() - graceMs))) {
    const state = await sendRefund(flow, refundId).catch((err: Error) => {
      // Settled meanwhile by its webhook: nothing to do.
      flow.log.debug({ refundId, err: err.message }, 'a pending refund was settled before it was sent again');
      return null;
    });
    if (state && state.status !== 'pending' && (await settleRefund(flow, state)) !== 'unchanged') settled += 1;
  }
  return settled;
}
