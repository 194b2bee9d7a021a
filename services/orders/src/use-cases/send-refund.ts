import { HttpError, conflict } from '@storefront/service-kit';
import Stripe from 'stripe';
import { findOrder } from '../data/orders';
import { findRefund, recordProviderRefund } from '../data/refunds';
import type { RefundState } from '../payments/stripe';
import type { OrderFlow } from './order-steps';
// A cycle of functions only, called at run time: a refund the provider refuses is settled as failed.
import { settleRefund } from './settle-refund';

/** Asks the provider for a refund already committed as 'Pending'. The same refund id is the same
 * idempotency key, so asking again never refunds twice. A provider failure leaves it 'Pending': staff
 * retry it (POST /api/admin/orders/:orderId/refunds/:refundId/retry). */
export async function sendRefund(flow: OrderFlow, refundId: string, opts: { failLoudly?: boolean } = {}): Promise<RefundState | null> {
  const refund = await findRefund(flow.db, refundId);
  if (!refund) return null;
  if (refund.status !== 'Pending') throw conflict('refund.alreadySettled');
  const order = await findOrder(flow.db, refund.orderId);
  const paymentReference = refund.paymentReference ?? order?.paymentReference;
  if (!paymentReference) {
    flow.log.error({ refundId, orderId: refund.orderId }, 'a refund for an order with no payment reference cannot be sent');
    if (opts.failLoudly) throw conflict('refund.noCardPayment');
    return null;
  }
  try {
    // A refund the provider already took is looked up, never asked for again: idempotency keys are
    // forgotten after a day, and a second request then would be a second refund.
    if (refund.providerRefundId) return await flow.payments.retrieveRefund(refund.providerRefundId);
    const state = await flow.payments.refund({
      paymentReference,
      amountCents: refund.amountCents,
      refundId: refund.id,
      orderId: refund.orderId,
    });
    await recordProviderRefund(flow.db, refund.id, state.id);
    return state;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code !== 'resource_missing') {
      // The provider said no for good (e.g. more than the charge has left): asking again would be refused
      // again, so the refund failed, its money is free to refund another way, and staff see why. A payment
      // it does not know (resource_missing: another account's keys, test and live mixed up) stays pending
      // for staff, as it may be found once the configuration is right.
      flow.log.error({ refundId, orderId: refund.orderId, err: err.message }, 'the payment provider refused the refund');
      const refused: RefundState = {
        id: '',
        status: 'failed',
        amountCents: refund.amountCents,
        refundId: refund.id,
        orderId: refund.orderId,
      };
      await settleRefund(flow, refused);
      return refused;
    }
    flow.log.error(
      { refundId, orderId: refund.orderId, err: (err as Error).message },
      'the payment provider did not take the refund: it stays pending',
    );
    if (opts.failLoudly) {
      throw new HttpError(502, 'payment.provider.refundPending');
    }
    return null;
  }
}
