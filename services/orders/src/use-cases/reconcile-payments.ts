import { openCheckoutsBetween } from '../data/orders';
import { PAYABLE } from '../domain/status';
import type { OrderFlow } from './order-steps';
import { settlePayment } from './settle-payment';

/** How long a payment page may stay open before the store asks the provider about it itself: longer than
 * a shopper takes to pay and the webhook takes to come. */
export const OPEN_CHECKOUT_GRACE_MS = 10 * 60_000;
/** Sessions older than this have expired at the provider (Stripe's last 24 hours): not asked about. */
export const OPEN_CHECKOUT_MAX_AGE_MS = 3 * 24 * 60 * 60_000;

/** Settles the orders that were paid but whose webhook never came (Stripe's advice: do not rely on
 * webhooks alone). Each order still waiting for payment, its page opened a while ago, is looked up at the
 * provider; one it says was paid is settled as the webhook would have settled it (once, however often
 * this runs: settling is idempotent). Answers how many were settled. */
export async function reconcileOpenCheckouts(flow: OrderFlow, graceMs = OPEN_CHECKOUT_GRACE_MS): Promise<number> {
  const now = flow.now?.() ?? new Date();
  const open = await openCheckoutsBetween(flow.db, {
    from: new Date(now.getTime() - OPEN_CHECKOUT_MAX_AGE_MS),
    before: new Date(now.getTime() - graceMs),
    statuses: PAYABLE,
  });
  let settled = 0;
  for (const { orderId, sessionId } of open) {
    const session = await flow.payments.retrieveSession(sessionId).catch((err: Error) => {
      flow.log.warn({ orderId, sessionId, err: err.message }, 'the provider could not say whether an open checkout was paid: next time');
      return null;
    });
    // An answer about another order proves nothing about this one.
    if (!session || session.orderId !== orderId) continue;
    const { outcome } = await settlePayment(flow, flow.log, orderId, session);
    if (outcome !== 'unchanged') {
      flow.log.warn({ orderId, sessionId, outcome }, 'a paid order whose webhook never came was settled by asking the provider');
      settled += 1;
    }
  }
  return settled;
}
