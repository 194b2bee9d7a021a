import express, { type Express } from 'express';
import qs from 'qs';
import type { Logger } from 'pino';
import { paymentPage } from './page';
import { type SandboxSession, StripeStyleError, apiView, buildSession, newId } from './sessions';
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
  log?: Logger;
}

export interface PaymentSandbox {
  app: Express;
  sessions: Map<string, SandboxSession>;
  webhooks: WebhookSender;
  stop(): void;
}

export const PAGES_PATH = '/payment-sandbox';

export function createPaymentSandbox(options: SandboxOptions): PaymentSandbox {
  const sessions = new Map<string, SandboxSession>();
  const byIdempotencyKey = new Map<string, string>();
  const webhooks = new WebhookSender({ secret: options.webhookSecret, url: options.webhookUrl, log: options.log, retryScheduleMs: options.retryScheduleMs });
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
  const form = (req: express.Request) => qs.parse(typeof req.body === 'string' ? req.body : '', { arrayLimit: 1000, depth: 10, parameterLimit: 20_000 });

  api.post('/checkout/sessions', (req, res) => {
    const key = req.get('idempotency-key');
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    if (earlier) {
      res.json(apiView(sessions.get(earlier)!));
      return;
    }
    const session = buildSession(form(req), (successUrl) => `${new URL(successUrl).origin}${pages}`);
    sessions.set(session.id, session);
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
    webhooks.send('checkout.session.expired', session);
    res.json(apiView(session));
  });
  app.use('/v1', api);

  // The payment page the shopper sees (through the store's gateway).
  app.get(`${pages}/pay/:id`, (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) {
      res.status(404).type('text/plain').send('This payment page does not exist (the payment sandbox keeps sessions in memory: was the store restarted?).');
      return;
    }
    res.set('Cache-Control', 'no-store').type('html').send(paymentPage(session, `${pages}/pay/${session.id}`));
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
      session.payment_intent = newId('pi');
      webhooks.send('checkout.session.completed', session);
      options.log?.info({ sessionId: session.id }, 'test payment made');
    }
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err instanceof StripeStyleError) {
      res.status(err.status).json(err.body());
      return;
    }
    options.log?.error({ err }, 'payment sandbox error');
    res.status(500).json({ error: { type: 'api_error', message: 'The payment sandbox failed.' } });
  });

  return { app, sessions, webhooks, stop: () => webhooks.stop() };
}
