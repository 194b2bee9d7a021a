import type Stripe from 'stripe';
import type { Logger } from 'pino';
import { firstTimeSeen } from '../data/orders';
import { Payments } from '../payments/stripe';
import { storeAddressOf } from './order-access';
import type { OrderFlow } from './order-steps';
import { sendRefund } from './send-refund';
import { failPaymentIn, settlePaymentIn } from './settle-payment';
import { settleRefundIn } from './settle-refund';

export type ProviderEventOutcome = 'duplicate' | 'events' | 'unchanged' | 'ignored';

/** What the payment provider's verified webhook says, in one transaction with the record of its event
 * id, so each event has one effect however often it comes (a failure leaves it unrecorded, and the
 * provider's retry can still do the work): a checkout session paid or failed, or refunds settled. A
 * payment the order could no longer take is given back after the commit (the caller need not wait). */
export async function takeProviderEvent(flow: OrderFlow, log: Logger, event: Stripe.Event): Promise<ProviderEventOutcome> {
  const session = event.type.startsWith('checkout.session.') ? Payments.sessionState(event.data.object as Stripe.Checkout.Session) : null;
  const refunds = Payments.refundsFromEvent(event);
  const orderId = session?.orderId ?? refunds.find((r) => r.orderId)?.orderId ?? null;
  let strayRefundId: string | null = null;
  const outcome = await flow.db.transaction(async (tx): Promise<ProviderEventOutcome> => {
    strayRefundId = null;
    if (!(await firstTimeSeen(tx, event.id, event.type, orderId))) return 'duplicate';
    if (refunds.length > 0) {
      let wrote = false;
      for (const refund of refunds) if ((await settleRefundIn(tx, refund)) === 'refunded') wrote = true;
      return wrote ? 'events' : 'unchanged';
    }
    if (!session || !orderId) return 'ignored';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const settled = await settlePaymentIn(tx, log, orderId, session, storeAddressOf(flow));
        if (settled.outcome === 'stray') strayRefundId = settled.strayRefundId;
        return settled.outcome === 'paid' ? 'events' : 'unchanged';
      }
      case 'checkout.session.async_payment_failed':
        await failPaymentIn(tx, orderId);
        return 'unchanged';
      default:
        return 'ignored'; // e.g. expired: the order keeps waiting for payment and can be paid again
    }
  });
  if (outcome === 'events') flow.onEventsWritten();
  // Not awaited: the provider waits for no refund. One out of reach stays pending and is sent again later.
  if (strayRefundId) {
    const refundId: string = strayRefundId;
    sendRefund(flow, refundId).catch((err: Error) =>
      log.error({ refundId, err: err.message }, 'a stray payment’s refund could not be sent'),
    );
  }
  return outcome;
}
