import type { Request } from 'express';
import type { CheckoutSessionResponse } from '@storefront/contracts';
import type { CatalogClient } from '@storefront/clients';
import { HttpError, conflict } from '@storefront/service-kit';
import { type StoredOrder, countCheckoutAttempt, findOrder, recordCheckoutSession } from '../data/orders';
import { PAYABLE } from '../domain/status';
import { Payments, type SessionState } from '../payments/stripe';
import { priceItems, refuseShortages } from './pricing';
import type { OrderFlow } from './order-steps';
import { settlePayment } from './settle-payment';

export const providerDown = () => new HttpError(502, 'payment.provider.down');

/** Before a new payment page: an earlier page that was paid settles the order; one still open is
 * closed, so that one order can never be paid twice. */
async function closeEarlierPage(flow: OrderFlow, req: Request, orderId: string, sessionId: string): Promise<void> {
  let session: SessionState;
  try {
    session = await flow.payments.retrieveSession(sessionId);
    if (session.open) session = await flow.payments.expireSession(sessionId);
  } catch (err) {
    if (Payments.isMissing(err)) return; // gone (the sandbox keeps pages in memory): nothing left to pay
    req.log.error({ sessionId, err: (err as Error).message }, 'the earlier payment page could not be checked');
    // A new page while the old one might still be paid could take the money twice.
    throw providerDown();
  }
  if (session.paid && session.orderId === orderId) {
    await settlePayment(flow, req.log, orderId, session);
    throw conflict('order.pay.alreadyPaid');
  }
}

/** Sends the shopper to the card payment page for an order awaiting payment, built from the stored order. */
export async function startCheckout(
  flow: OrderFlow & { catalog: CatalogClient },
  req: Request,
  stored: StoredOrder,
  base: string,
): Promise<CheckoutSessionResponse> {
  if (!PAYABLE.includes(stored.order.status)) {
    throw stored.order.paymentStatus === 'Paid'
      ? conflict('order.pay.alreadyPaid')
      : conflict('order.pay.tooLate', { status: stored.order.status.toLowerCase() });
  }
  // Stock may have gone since the order was placed (a gift card is never short).
  const goods = stored.order.items.filter((i) => !i.giftCard);
  if (goods.length > 0) refuseShortages(await priceItems(flow.catalog, req, goods, stored.order.shippingAddress));
  if (stored.checkoutSessionId) await closeEarlierPage(flow, req, stored.order._id, stored.checkoutSessionId);
  const attempt = await countCheckoutAttempt(flow.db, stored.order._id);
  let session: { id: string; url: string };
  try {
    session = await flow.payments.createCheckoutSession(
      stored.order,
      // What the card owes: the total less what gift cards paid.
      stored.totalCents - stored.giftCardCents,
      {
        successUrl: `${base}/success?orderId=${stored.order._id}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/cancel?orderId=${stored.order._id}`,
        publicUrl: base,
      },
      attempt,
    );
  } catch (err) {
    req.log.error({ err: (err as Error).message }, 'the payment provider refused the checkout session');
    throw providerDown();
  }
  if (!(await recordCheckoutSession(flow.db, stored.order._id, session.id, stored.checkoutSessionId))) {
    // The order was cancelled meanwhile, or another request for it got there first: close this page, and
    // say why or send the shopper to that one.
    await flow.payments.expireSession(session.id).catch(() => {});
    const now = await findOrder(flow.db, stored.order._id);
    if (now && !PAYABLE.includes(now.order.status)) throw conflict('order.pay.tooLate', { status: now.order.status.toLowerCase() });
    const winner = now?.checkoutSessionId;
    const current = winner ? await flow.payments.retrieveSession(winner).catch(() => null) : null;
    if (!current?.open || !current.url) throw conflict('order.pay.inProgress');
    return { sessionId: current.id, url: current.url };
  }
  return { sessionId: session.id, url: session.url };
}
