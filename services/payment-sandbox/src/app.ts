import express, { type Express } from 'express';
import qs from 'qs';
import type { Logger } from 'pino';
import { paymentPage, paymentsPage } from './page';
import { DEFAULT_REFUND_DELAY_MS, PaymentLedger, type SandboxRefund, chargeView, intentView, stringMetadata } from './payments';
import { type SandboxSession, StripeStyleError, apiView, buildSession } from './sessions';
import { WebhookSender } from './webhooks';

export interface SandboxOptions {
  /** The secret key the store's Stripe SDK uses (sk_test_...). */
  apiKey: string;
  /** Webhooks are signed with it, as Stripe signs with the endpoint's whsec_ secret. */
  webhookSecret: string;
  /** Where webhooks go (or a function that says so when one is sent): the orders service's
   * /api/payments/webhook, as set in Stripe's dashboard. Never taken from a session's return links,
   * which come from the shopper's request. */
  webhookUrl: string | (() => string);
  /** The path the gateway serves the payment pages under. */
  pagesPath?: string;
  retryScheduleMs?: number[];
  /** How long a refund stays 'pending' before it settles (SANDBOX_REFUND_DELAY_MS). */
  refundDelayMs?: number;
  log?: Logger;
}

export interface PaymentSandbox {
  app: Express;
  sessions: Map<string, SandboxSession>;
  /** Every Checkout payment (payment intent and charge) and its refunds. */
  payments: PaymentLedger;
  webhooks: WebhookSender;
  stop(): void;
}

export const PAGES_PATH = '/payment-sandbox';

export function createPaymentSandbox(options: SandboxOptions): PaymentSandbox {
  const sessions = new Map<string, SandboxSession>();
  const byIdempotencyKey = new Map<string, string>();
  const payments = new PaymentLedger();
  // Stripe keeps the first answer to an idempotency key and replays it for the same request.
  const refundsByIdempotencyKey = new Map<string, { request: string; answer: SandboxRefund }>();
  const settling = new Set<NodeJS.Timeout>();
  const refundDelayMs = options.refundDelayMs ?? DEFAULT_REFUND_DELAY_MS;
  const webhooks = new WebhookSender({
    secret: options.webhookSecret,
    url: options.webhookUrl,
    log: options.log,
    retryScheduleMs: options.retryScheduleMs,
  });
  const pages = options.pagesPath ?? PAGES_PATH;
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'payment-sandbox' }));
  // Nothing of its own to wait for: ready whenever it answers (the gateway asks every service).
  app.get('/readyz', (_req, res) => void res.json({ status: 'ready', service: 'payment-sandbox', checks: {} }));

  // The Stripe API, as far as the store uses it.
  const api = express.Router();
  api.use((req, res, next) => {
    if (req.get('authorization') !== `Bearer ${options.apiKey}`) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    next();
  });
  api.use(express.text({ type: 'application/x-www-form-urlencoded', limit: '1mb' }));
  const form = (req: express.Request) =>
    qs.parse(typeof req.body === 'string' ? req.body : '', { arrayLimit: 1000, depth: 10, parameterLimit: 20_000 });

  api.post('/checkout/sessions', (req, res) => {
    const key = req.get('idempotency-key');
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    if (earlier) {
      res.json(apiView(sessions.get(earlier)!));
      return;
    }
    const params = form(req);
    const session = buildSession(params, (successUrl) => `${new URL(successUrl).origin}${pages}`);
    sessions.set(session.id, session);
    const intentData = params.payment_intent_data;
    payments.open(
      session.id,
      session.amount_total,
      session.currency,
      stringMetadata(typeof intentData === 'object' && intentData !== null ? (intentData as Record<string, unknown>).metadata : undefined),
    );
    if (key) byIdempotencyKey.set(key, session.id);
    options.log?.info({ sessionId: session.id, amount: session.amount_total }, 'checkout session created');
    res.json(apiView(session));
  });

  api.get('/checkout/sessions/:id', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) throw new StripeStyleError(404, `No such checkout.session: '${req.params.id}'`, 'id');
    res.json(apiView(session));
  });

  api.post('/checkout/sessions/:id/expire', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) throw new StripeStyleError(404, `No such checkout.session: '${req.params.id}'`, 'id');
    if (session.status !== 'open') throw new StripeStyleError(400, `Only open sessions can be expired; this one is ${session.status}.`);
    session.status = 'expired';
    const payment = payments.forSession(session.id);
    if (payment) payments.cancel(payment);
    webhooks.send('checkout.session.expired', apiView(session));
    res.json(apiView(session));
  });

  // Payments and refunds: every paid session has a payment intent and a charge, refunded through /v1/refunds.
  api.get('/payment_intents/:id', (req, res) => void res.json(intentView(payments.intent(req.params.id))));
  api.get('/charges/:id', (req, res) => void res.json(chargeView(payments.charge(req.params.id))));

  api.post('/refunds', (req, res) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const key = req.get('idempotency-key');
    const earlier = key ? refundsByIdempotencyKey.get(key) : undefined;
    if (key && earlier) {
      if (earlier.request !== raw) {
        throw new StripeStyleError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          undefined,
          { type: 'idempotency_error' },
        );
      }
      res.set('Idempotent-Replayed', 'true').json(earlier.answer);
      return;
    }
    const { refund, payment } = payments.createRefund(form(req));
    const answer = structuredClone(refund);
    if (key) refundsByIdempotencyKey.set(key, { request: raw, answer });
    options.log?.info({ refundId: refund.id, paymentIntent: payment.intentId, amount: refund.amount }, 'refund created');
    webhooks.send('refund.created', refund);
    // Settles later, as a card refund does: the store hears how it ended by webhook.
    const timer = setTimeout(() => {
      settling.delete(timer);
      const status = payments.settle(refund);
      options.log?.info({ refundId: refund.id, status }, 'refund settled');
      webhooks.send('refund.updated', refund, { status: 'pending' });
      if (status === 'succeeded') webhooks.send('charge.refunded', chargeView(payment));
      else webhooks.send('refund.failed', refund);
    }, refundDelayMs);
    timer.unref();
    settling.add(timer);
    res.json(answer);
  });

  api.get('/refunds/:id', (req, res) => void res.json(payments.refund(req.params.id)));
  app.use('/v1', api);

  // What Stripe's dashboard shows: each payment, its amount and status, and its refunds.
  app.get(`${pages}/payments`, (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(paymentsPage([...payments.payments.values()].reverse(), pages));
  });

  // A test hook for staff: from now on, this payment's refunds fail (or no longer fail).
  app.post(`${pages}/payments/:id/refunds`, express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const payment = payments.payments.get(req.params.id);
    if (!payment || payment.status !== 'succeeded') {
      res.status(404).type('text/plain').send('No such payment.');
      return;
    }
    if (req.body?.fail !== 'true' && req.body?.fail !== 'false') {
      res.status(400).type('text/plain').send('Say whether refunds should fail (fail=true or fail=false).');
      return;
    }
    payment.refundsFail = req.body.fail === 'true';
    res.redirect(303, `${pages}/payments`);
  });

  // The payment page the shopper sees (through the store's gateway).
  app.get(`${pages}/pay/:id`, (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) {
      res
        .status(404)
        .type('text/plain')
        .send('This payment page does not exist (the payment sandbox keeps sessions in memory: was the store restarted?).');
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(paymentPage(session, `${pages}/pay/${session.id}`));
  });

  app.post(`${pages}/pay/:id`, express.urlencoded({ extended: false, limit: '10kb' }), (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) {
      res.status(404).type('text/plain').send('This payment page does not exist.');
      return;
    }
    if (req.body?.action === 'cancel') {
      res.redirect(303, session.cancel_url);
      return;
    }
    if (req.body?.action !== 'pay') {
      res.status(400).type('text/plain').send('Choose Pay or Cancel.');
      return;
    }
    if (session.status === 'expired') {
      res.status(410).type('text/plain').send('This payment page has expired. Go back to the store and proceed to checkout again.');
      return;
    }
    if (session.status === 'open') {
      session.status = 'complete';
      session.payment_status = 'paid';
      const payment = payments.forSession(session.id)!;
      // The test card whose refunds fail, chosen on the payment page.
      payments.pay(payment, req.body?.refunds === 'fail');
      session.payment_intent = payment.intentId;
      webhooks.send('checkout.session.completed', apiView(session));
      options.log?.info({ sessionId: session.id }, 'test payment made');
    }
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof StripeStyleError) {
      res.status(err.status).json(err.body());
      return;
    }
    // What the request itself got wrong is a 4xx, as Stripe answers: an address with a broken %-escape,
    // a form over its size limit, a body that does not parse.
    const status = (err as { status?: unknown; statusCode?: unknown } | undefined)?.status ?? (err as { statusCode?: unknown })?.statusCode;
    if (err instanceof URIError || (typeof status === 'number' && status >= 400 && status < 500)) {
      const code = err instanceof URIError ? 400 : (status as number);
      const message =
        err instanceof URIError
          ? 'The address of the request is not valid: a % must be followed by two hexadecimal digits.'
          : code === 413
            ? 'The request body is too large.'
            : 'The request could not be read.';
      res.status(code).json({ error: { type: 'invalid_request_error', message } });
      return;
    }
    options.log?.error({ err }, 'payment sandbox error');
    res.status(500).json({ error: { type: 'api_error', message: 'The payment sandbox failed.' } });
  });

  return {
    app,
    sessions,
    payments,
    webhooks,
    stop: () => {
      webhooks.stop();
      for (const t of settling) clearTimeout(t);
      settling.clear();
    },
  };
}
