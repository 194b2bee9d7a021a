import type { Express, Request } from 'express';
import type Stripe from 'stripe';
import { CheckoutSessionRequest, type CheckoutSessionResponse, type Order, OrderParams, UpdatePaymentRequest } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { retryingPassingFailures } from '@storefront/events';
import { HttpError, conflict, endpoint, errorBody } from '@storefront/service-kit';
import { findOrder } from '../data/orders';
import type { SessionState } from '../payments/stripe';
import { orderReadBy, placedBy, storeAddressOf } from '../use-cases/order-access';
import type { OrderFlow } from '../use-cases/order-steps';
import { settlePayment } from '../use-cases/settle-payment';
import { startCheckout } from '../use-cases/start-checkout';
import { takeProviderEvent } from '../use-cases/take-provider-event';

export interface PaymentRouteDeps extends OrderFlow {
  catalog: CatalogClient;
}

export const WEBHOOK_PATH = '/api/payments/webhook';

/** Where the shopper's browser is, for the payment page's return links: the configured address, or the page that made the request. */
function publicUrlOf(req: Request, flow: Pick<OrderFlow, 'publicUrl'>): string {
  if (flow.publicUrl) return storeAddressOf(flow);
  const origin = req.get('origin');
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.get('host')}`;
}

export function mountPaymentRoutes(app: Express, deps: PaymentRouteDeps): void {
  /** The order, for whoever placed it (a shopper, or the visitor whose cart it came from) or an admin. */
  const ownOrder = async (req: Request, orderId: string) => orderReadBy(req, await findOrder(deps.db, orderId));

  /** Sends the shopper to the card payment page for an order awaiting payment. The spec's client also
   * sends items and an amount: the session is built from the stored order instead. */
  app.post(
    '/api/create-checkout-session',
    endpoint({ body: CheckoutSessionRequest }, async ({ body }, req): Promise<CheckoutSessionResponse> => {
      const stored = await ownOrder(req, body.orderId);
      if (!placedBy(req, stored)) throw new HttpError(403, 'order.pay.notPlacer');
      return startCheckout(deps, req, stored, publicUrlOf(req, deps));
    }),
  );

  /** After the payment page: checks with the payment provider (a browser saying "paid" proves nothing). */
  app.put(
    '/api/orders/update-payment/:orderId',
    endpoint({ params: OrderParams, body: UpdatePaymentRequest }, async ({ params, body }, req): Promise<Order> => {
      const stored = await ownOrder(req, params.orderId);
      if (stored.order.paymentStatus === 'Paid') return stored.order; // paid (and perhaps backordered or shipped since)
      const sessionIds = [...new Set([stored.checkoutSessionId, body.sessionId].filter((s): s is string => Boolean(s)))];
      if (sessionIds.length === 0) throw conflict('order.pay.notStarted');
      for (const id of sessionIds) {
        let session: SessionState;
        try {
          session = await deps.payments.retrieveSession(id);
        } catch {
          continue; // an unknown session id proves nothing
        }
        if (session.orderId !== stored.order._id) continue;
        if ((await settlePayment(deps, req.log, stored.order._id, session)).outcome !== 'unchanged') break;
      }
      return (await findOrder(deps.db, params.orderId))!.order;
    }),
  );

  /** The provider's webhook: verified on the raw body; each event has one effect however often it comes. */
  app.post(WEBHOOK_PATH, async (req, res) => {
    let event: Stripe.Event;
    try {
      if (!req.rawBody) throw new Error('The webhook needs its JSON body.');
      event = deps.payments.parseWebhook(req.rawBody, req.get('stripe-signature'));
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'webhook refused: bad signature');
      res.status(400).json(errorBody('payment.webhook.signature', { reason: (err as Error).message }));
      return;
    }
    // A database that blinks must not cost the payment the provider's next try, minutes away (each
    // event has one effect, so taking it again is safe).
    const outcome = await retryingPassingFailures(() => takeProviderEvent(deps, req.log, event));
    res.json(outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true });
  });
}
