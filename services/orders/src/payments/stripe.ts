import Stripe from 'stripe';
import { lineName } from '@storefront/contracts/variants';
import { type Order, orderNumberOf } from '@storefront/contracts';
import type { OrdersSettings } from '../config';

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** The local payment sandbox (http://host:port) standing in for Stripe's API when there are no keys. */
  sandboxUrl?: string;
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET talk to Stripe; without a key, the same SDK talks to the
 * local payment sandbox at PAYMENT_SANDBOX_URL (whose webhooks are signed with STRIPE_WEBHOOK_SECRET). */
export function paymentsConfigOf(
  settings: Pick<OrdersSettings, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'PAYMENT_SANDBOX_URL'>,
): PaymentsConfig {
  const webhookSecret = settings.STRIPE_WEBHOOK_SECRET;
  if (settings.STRIPE_SECRET_KEY) {
    if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: without it payment webhooks cannot be verified.');
    return { secretKey: settings.STRIPE_SECRET_KEY, webhookSecret };
  }
  if (!settings.PAYMENT_SANDBOX_URL || !webhookSecret) {
    throw new Error(
      'No payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or PAYMENT_SANDBOX_URL and STRIPE_WEBHOOK_SECRET for the local payment sandbox.',
    );
  }
  return { secretKey: 'sk_test_sandbox', webhookSecret, sandboxUrl: settings.PAYMENT_SANDBOX_URL };
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
  /** The store's public address: product pictures are linked from there when it is HTTPS. */
  publicUrl: string;
}

export interface SessionState {
  id: string;
  paid: boolean;
  /** Still waiting on the payment page (neither paid, completed nor expired). */
  open: boolean;
  /** The payment page's address, while it is open. */
  url: string | null;
  amountTotal: number | null;
  orderId: string | null;
  paymentReference: string | null;
}

export interface RefundState {
  /** The provider's refund id (re_...). */
  id: string;
  /** 'pending' until the card network answers ('requires_action' counts as pending); 'failed' when the money
   * went back to us instead of the shopper (Stripe's 'failed' or 'canceled'). */
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  /** Our refund's id, from the refund's metadata.refundId. */
  refundId: string | null;
  orderId: string | null;
}

export class Payments {
  readonly mode: 'stripe' | 'sandbox';
  private readonly stripe: Stripe;

  constructor(private readonly config: PaymentsConfig) {
    this.mode = config.sandboxUrl ? 'sandbox' : 'stripe';
    const common = { maxNetworkRetries: 2, timeout: 10_000, appInfo: { name: 'maple-market' } };
    if (config.sandboxUrl) {
      const u = new URL(config.sandboxUrl);
      this.stripe = new Stripe(config.secretKey, {
        ...common,
        host: u.hostname,
        port: Number(u.port || (u.protocol === 'https:' ? 443 : 80)),
        protocol: u.protocol === 'https:' ? 'https' : 'http',
      });
    } else {
      this.stripe = new Stripe(config.secretKey, common);
    }
  }

  /** The order's lines and taxes as the payment page lists them, adding up to its total. */
  private itemLines(order: Order, images: (imageUrl: string) => string[] | undefined): Stripe.Checkout.SessionCreateParams.LineItem[] {
    return [
      ...order.items.map((item) => {
        // A line a promotion took money off goes as one line at what it costs (Stripe takes no negative
        // lines), so the page's lines add up to the order's total to the cent.
        const discountCents = Math.round((item.discount ?? 0) * 100);
        const name = lineName({ name: item.name }, item.options);
        return {
          quantity: discountCents > 0 ? 1 : item.quantity,
          price_data: {
            currency: 'cad',
            unit_amount: discountCents > 0 ? Math.round(item.price * 100) * item.quantity - discountCents : Math.round(item.price * 100),
            product_data: {
              // "Parka (Size M · Red)": the card statement's page says which one.
              name: discountCents > 0 ? `${name} × ${item.quantity}` : name,
              ...(discountCents > 0 ? { description: (order.discounts ?? []).map((d) => d.description).join(' · ') } : {}),
              images: images(item.imageUrl),
              metadata: { productId: item.productId, variantId: item.variantId, ...(item.sku ? { sku: item.sku } : {}) },
            },
          },
        };
      }),
      ...order.taxes
        .filter((t) => t.amount > 0)
        .map((t) => ({
          quantity: 1,
          price_data: { currency: 'cad', unit_amount: Math.round(t.amount * 100), product_data: { name: `${t.name} (${t.rate}%)` } },
        })),
    ];
  }

  /** A Stripe Checkout Session for a stored order, charging `totalCents` (what the card owes): its items
   * at their order prices and each tax as a line of its own, so Stripe charges exactly the order's
   * total; or, when gift cards paid part, one line for what is left. */
  async createCheckoutSession(order: Order, totalCents: number, urls: CheckoutUrls, attempt: number): Promise<{ id: string; url: string }> {
    const images = (imageUrl: string) =>
      urls.publicUrl.startsWith('https://') ? [new URL(imageUrl, urls.publicUrl).toString()] : undefined;
    const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = order.giftCards
      ? // Gift cards paid part: the page asks for what is left, as one line (Stripe takes no negative lines).
        [
          {
            quantity: 1,
            price_data: {
              currency: 'cad',
              unit_amount: totalCents,
              product_data: {
                name: `Order ${orderNumberOf(order._id)}`,
                description: `$${order.totalAmount.toFixed(2)} less gift cards ${order.giftCards.map((g) => `…${g.lastFour} $${g.amount.toFixed(2)}`).join(', ')}`,
              },
            },
          },
        ]
      : this.itemLines(order, images);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: lineItems,
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
        client_reference_id: order._id,
        metadata: { orderId: order._id, totalCents: String(totalCents) },
        payment_intent_data: { metadata: { orderId: order._id } },
      },
      // The same order and attempt never makes two sessions, even if the request is retried.
      { idempotencyKey: `order-${order._id}-checkout-${attempt}` },
    );
    if (!session.url) throw new Error('The payment provider gave no checkout address.');
    return { id: session.id, url: session.url };
  }

  async retrieveSession(id: string): Promise<SessionState> {
    return Payments.sessionState(await this.stripe.checkout.sessions.retrieve(id));
  }

  /** Closes a payment page that was never used, so that one order never has two pages that could both be paid. */
  async expireSession(id: string): Promise<SessionState> {
    return Payments.sessionState(await this.stripe.checkout.sessions.expire(id));
  }

  /** Asks the provider to refund part of a payment; idempotent per refund (idempotencyKey `refund-${refundId}`):
   * asking again returns the same refund, as the provider first answered it (its later status comes by webhook).
   * Refunding more than is left is refused with a StripeInvalidRequestError (code 'amount_too_large' or
   * 'charge_already_refunded'). */
  async refund(args: { paymentReference: string; amountCents: number; refundId: string; orderId: string }): Promise<RefundState> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: args.paymentReference,
        amount: args.amountCents,
        metadata: { orderId: args.orderId, refundId: args.refundId },
      },
      { idempotencyKey: `refund-${args.refundId}` },
    );
    return Payments.refundState(refund);
  }

  /** A refund the provider already holds, as it stands now. */
  async retrieveRefund(providerRefundId: string): Promise<RefundState> {
    return Payments.refundState(await this.stripe.refunds.retrieve(providerRefundId));
  }

  /** The refunds a verified webhook event speaks of: 'refund.created', 'refund.updated', 'refund.failed' and
   * 'charge.refund.updated' (the refund), 'charge.refunded' (the charge's refunds list, when the event carries it:
   * Stripe's recent API versions leave it out, so the refund.* events are the ones to rely on); [] for other events.
   * Events may arrive out of order or more than once: a 'pending' after a 'succeeded' is an old one. */
  static refundsFromEvent(event: Stripe.Event): RefundState[] {
    switch (event.type) {
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        return [Payments.refundState(event.data.object)];
      case 'charge.refunded': {
        const charge = event.data.object;
        return (charge.refunds?.data ?? []).map((r) => Payments.refundState(r, charge.metadata?.orderId ?? null));
      }
      default:
        return [];
    }
  }

  /** Our view of a provider refund; the order falls back to the charge's (the payment intent's metadata). */
  static refundState(r: Stripe.Refund, chargeOrderId: string | null = null): RefundState {
    return {
      id: r.id,
      status: r.status === 'succeeded' ? 'succeeded' : r.status === 'failed' || r.status === 'canceled' ? 'failed' : 'pending',
      amountCents: r.amount,
      refundId: r.metadata?.refundId ?? null,
      orderId: r.metadata?.orderId ?? chargeOrderId,
    };
  }

  /** Whether an error from the provider says the session does not exist (e.g. the sandbox restarted). */
  static isMissing(err: unknown): boolean {
    return err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing');
  }

  /** Verifies a webhook against the raw body and the Stripe-Signature header; throws when it is not genuine. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new Error('The Stripe-Signature header is missing.');
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
  }

  static sessionState(s: Stripe.Checkout.Session): SessionState {
    return {
      id: s.id,
      paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
      open: s.status === 'open',
      url: s.url ?? null,
      amountTotal: s.amount_total,
      orderId: s.metadata?.orderId ?? s.client_reference_id ?? null,
      paymentReference: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
    };
  }
}
