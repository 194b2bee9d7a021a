import type { Express, Request } from 'express';
import type Stripe from 'stripe';
import { CheckoutSessionRequest, type CheckoutSessionResponse, type Order, OrderParams, UpdatePaymentRequest } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import type { Database, Queryable } from '@storefront/data';
import { HttpError, assertOwnerOrAdmin, conflict, currentUser, endpoint, errorBody, notFound } from '@storefront/service-kit';
import { countCheckoutAttempt, findOrder, firstTimeSeen, markPaid, markPaymentFailed, recordCheckoutSession } from '../data/orders';
import { PAYABLE } from '../domain/status';
import { Payments, type SessionState } from '../payments/stripe';
import { priceItems, refuseShortages } from './pricing';

export interface PaymentRouteDeps {
  db: Database;
  catalog: CatalogClient;
  payments: Payments;
  /** The store's public address for the payment page's return links; else taken from the request. */
  publicUrl?: string;
  onEventsWritten: () => void;
}

export const WEBHOOK_PATH = '/api/payments/webhook';

const providerDown = () => new HttpError(502, 'The payment provider is not available right now. Please try again in a moment.');

/** Where the shopper's browser is: the configured address, or the page that made the request. */
function publicUrlOf(req: Request, configured?: string): string {
  if (configured) return configured.replace(/\/$/, '');
  const origin = req.get('origin');
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.get('host')}`;
}

export function mountPaymentRoutes(app: Express, deps: PaymentRouteDeps): void {
  /** Marks an order paid, in the caller's transaction, when the provider says its session is paid for
   * exactly the order's total. */
  const settleIn = async (tx: Queryable, req: Request, orderId: string, session: SessionState): Promise<boolean> => {
    if (!session.paid) return false;
    const stored = await findOrder(tx, orderId, true);
    if (!stored) return false;
    if (session.amountTotal !== null && session.amountTotal !== stored.totalCents) {
      // Never mark an order paid for an amount other than its total.
      req.log.error({ orderId, charged: session.amountTotal, total: stored.totalCents }, 'payment amount does not match the order total');
      return false;
    }
    const changed = await markPaid(tx, orderId, session.paymentReference);
    if (!changed && stored.paymentReference && stored.paymentReference !== session.paymentReference) {
      // A second page for the same order was paid too: the shopper is owed a refund.
      req.log.error({ orderId, sessionId: session.id, paymentReference: session.paymentReference }, 'order paid twice: refund the second payment');
    }
    return changed;
  };

  const settle = async (req: Request, orderId: string, session: SessionState): Promise<boolean> => {
    const changed = await deps.db.transaction((tx) => settleIn(tx, req, orderId, session));
    if (changed) deps.onEventsWritten();
    return changed;
  };

  const ownOrder = async (req: Request, orderId: string) => {
    const stored = await findOrder(deps.db, orderId);
    if (!stored) throw notFound('Order not found.');
    assertOwnerOrAdmin(currentUser(req), stored.order.userId, 'orders');
    return stored;
  };

  /** Before a new payment page: an earlier page that was paid settles the order; one still open is
   * closed, so that one order can never be paid twice. */
  const closeEarlierPage = async (req: Request, orderId: string, sessionId: string): Promise<void> => {
    let session: SessionState;
    try {
      session = await deps.payments.retrieveSession(sessionId);
      if (session.open) session = await deps.payments.expireSession(sessionId);
    } catch (err) {
      if (Payments.isMissing(err)) return; // gone (the sandbox keeps pages in memory): nothing left to pay
      req.log.error({ sessionId, err: (err as Error).message }, 'the earlier payment page could not be checked');
      // A new page while the old one might still be paid could take the money twice.
      throw providerDown();
    }
    if (session.paid && session.orderId === orderId) {
      await settle(req, orderId, session);
      throw conflict('This order is already paid.');
    }
  };

  /** Sends the shopper to the card payment page for an order awaiting payment. The spec's client also
   * sends items and an amount: the session is built from the stored order instead. */
  app.post(
    '/api/create-checkout-session',
    endpoint({ body: CheckoutSessionRequest }, async ({ body }, req): Promise<CheckoutSessionResponse> => {
      const stored = await ownOrder(req, body.orderId);
      if (stored.order.userId !== currentUser(req).userId) throw new HttpError(403, 'Only the shopper who placed an order can pay for it.');
      if (!PAYABLE.includes(stored.order.status)) {
        throw conflict(stored.order.paymentStatus === 'Paid' ? 'This order is already paid.' : `This order is ${stored.order.status.toLowerCase()} and can no longer be paid.`);
      }
      // Stock may have gone since the order was placed.
      refuseShortages(await priceItems(deps.catalog, req, stored.order.items, stored.order.shippingAddress));
      if (stored.checkoutSessionId) await closeEarlierPage(req, stored.order._id, stored.checkoutSessionId);
      const base = publicUrlOf(req, deps.publicUrl);
      const attempt = await countCheckoutAttempt(deps.db, stored.order._id);
      let session: { id: string; url: string };
      try {
        session = await deps.payments.createCheckoutSession(stored.order, stored.totalCents, {
          successUrl: `${base}/success?orderId=${stored.order._id}&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${base}/cancel?orderId=${stored.order._id}`,
          publicUrl: base,
        }, attempt);
      } catch (err) {
        req.log.error({ err: (err as Error).message }, 'the payment provider refused the checkout session');
        throw providerDown();
      }
      if (!(await recordCheckoutSession(deps.db, stored.order._id, session.id, stored.checkoutSessionId))) {
        // Another request for this order got there first: close this page and send the shopper to that one.
        await deps.payments.expireSession(session.id).catch(() => {});
        const winner = (await findOrder(deps.db, stored.order._id))?.checkoutSessionId;
        const current = winner ? await deps.payments.retrieveSession(winner).catch(() => null) : null;
        if (!current?.open || !current.url) throw conflict('This order is being sent to payment already. Please try again in a moment.');
        return { sessionId: current.id, url: current.url };
      }
      return { sessionId: session.id, url: session.url };
    }),
  );

  /** After the payment page: checks with the payment provider (a browser saying "paid" proves nothing). */
  app.put(
    '/api/orders/update-payment/:orderId',
    endpoint({ params: OrderParams, body: UpdatePaymentRequest }, async ({ params, body }, req): Promise<Order> => {
      const stored = await ownOrder(req, params.orderId);
      if (stored.order.paymentStatus === 'Paid') return stored.order; // paid (and perhaps backordered or shipped since)
      const sessionIds = [...new Set([stored.checkoutSessionId, body.sessionId].filter((s): s is string => Boolean(s)))];
      if (sessionIds.length === 0) throw conflict('This order has not been sent to payment yet.');
      for (const id of sessionIds) {
        let session: SessionState;
        try {
          session = await deps.payments.retrieveSession(id);
        } catch {
          continue; // an unknown session id proves nothing
        }
        if (session.orderId !== stored.order._id) continue;
        if (await settle(req, stored.order._id, session)) break;
      }
      return (await findOrder(deps.db, params.orderId))!.order;
    }),
  );

  /** Stripe's webhook: verified on the raw body; each event has one effect however often it comes. */
  app.post(WEBHOOK_PATH, async (req, res) => {
    let event: Stripe.Event;
    try {
      if (!req.rawBody) throw new Error('The webhook needs its JSON body.');
      event = deps.payments.parseWebhook(req.rawBody, req.get('stripe-signature'));
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'webhook refused: bad signature');
      res.status(400).json(errorBody(`Webhook signature verification failed: ${(err as Error).message}`));
      return;
    }
    const session = event.type.startsWith('checkout.session.') ? Payments.sessionState(event.data.object as Stripe.Checkout.Session) : null;
    const orderId = session?.orderId ?? null;
    // The event id is recorded in the same transaction as its effect: a failure leaves it unrecorded,
    // so the provider's retry can still do the work.
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await firstTimeSeen(tx, event.id, event.type, orderId))) return 'duplicate' as const;
      if (!session || !orderId) return 'ignored' as const;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return (await settleIn(tx, req, orderId, session)) ? ('paid' as const) : ('unchanged' as const);
        case 'checkout.session.async_payment_failed':
          await markPaymentFailed(tx, orderId);
          return 'unchanged' as const;
        default:
          return 'ignored' as const; // e.g. expired: the order keeps waiting for payment and can be paid again
      }
    });
    if (outcome === 'paid') deps.onEventsWritten();
    if (outcome === 'duplicate') {
      res.json({ received: true, duplicate: true });
      return;
    }
    res.json({ received: true });
  });
}
