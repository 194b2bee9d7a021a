import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Logger } from 'pino';
import { mountPaymentPages } from './payment-pages';
import { DEFAULT_REFUND_DELAY_MS, PaymentLedger } from './payments';
import { type SandboxSession, StripeStyleError } from './sessions';
import { type SandboxState, stripeApi } from './stripe-api';
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
  const webhooks = new WebhookSender({
    secret: options.webhookSecret,
    url: options.webhookUrl,
    log: options.log,
    retryScheduleMs: options.retryScheduleMs,
  });
  const state: SandboxState = {
    sessions: new Map(),
    payments: new PaymentLedger(),
    webhooks,
    settling: new Set(),
    refundDelayMs: options.refundDelayMs ?? DEFAULT_REFUND_DELAY_MS,
    pages: options.pagesPath ?? PAGES_PATH,
    log: options.log,
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'payment-sandbox' }));
  // Nothing of its own to wait for: ready whenever it answers (the gateway asks every service).
  app.get('/readyz', (_req, res) => void res.json({ status: 'ready', service: 'payment-sandbox', checks: {} }));
  app.use('/v1', stripeApi(options.apiKey, state));
  mountPaymentPages(app, { ...state, apiKey: options.apiKey });
  app.use(stripeStyleErrors(options.log));

  return {
    app,
    sessions: state.sessions,
    payments: state.payments,
    webhooks,
    stop: () => {
      webhooks.stop();
      for (const t of state.settling) clearTimeout(t);
      state.settling.clear();
    },
  };
}

/** Errors answered as Stripe answers them. */
function stripeStyleErrors(log: Logger | undefined): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
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
    log?.error({ err }, 'payment sandbox error');
    res.status(500).json({ error: { type: 'api_error', message: 'The payment sandbox failed.' } });
  };
}
