// The Stripe API, as far as the store uses it: Checkout sessions, their payments, and refunds.

import express, { type Router } from 'express';
import qs from 'qs';
import type { Logger } from 'pino';
import { type PaymentLedger, type SandboxPayment, type SandboxRefund, chargeView, intentView, stringMetadata } from './payments';
import { type SandboxSession, StripeStyleError, apiView, buildSession } from './sessions';
import type { WebhookSender } from './webhooks';

/** What the sandbox holds while it runs, shared by its API and its pages. */
export interface SandboxState {
  sessions: Map<string, SandboxSession>;
  payments: PaymentLedger;
  webhooks: WebhookSender;
  /** Refunds waiting to settle. */
  settling: Set<NodeJS.Timeout>;
  refundDelayMs: number;
  /** The path the gateway serves the payment pages under. */
  pages: string;
  log?: Logger;
}

const form = (req: express.Request) =>
  qs.parse(typeof req.body === 'string' ? req.body : '', { arrayLimit: 1000, depth: 10, parameterLimit: 20_000 });

export function stripeApi(apiKey: string, state: SandboxState): Router {
  const api = express.Router();
  api.use((req, res, next) => {
    if (req.get('authorization') !== `Bearer ${apiKey}`) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    next();
  });
  api.use(express.text({ type: 'application/x-www-form-urlencoded', limit: '1mb' }));
  mountCheckoutSessions(api, state);
  // Payments and refunds: every paid session has a payment intent and a charge, refunded through /v1/refunds.
  api.get('/payment_intents/:id', (req, res) => void res.json(intentView(state.payments.intent(req.params.id))));
  api.get('/charges/:id', (req, res) => void res.json(chargeView(state.payments.charge(req.params.id))));
  mountRefunds(api, state);
  return api;
}

function mountCheckoutSessions(api: Router, { sessions, payments, webhooks, pages, log }: SandboxState) {
  const byIdempotencyKey = new Map<string, string>();
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
    log?.info({ sessionId: session.id, amount: session.amount_total }, 'checkout session created');
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
}

function mountRefunds(api: Router, state: SandboxState) {
  const { payments, webhooks, log } = state;
  // Stripe keeps the first answer to an idempotency key and replays it for the same request.
  const refundsByIdempotencyKey = new Map<string, { request: string; answer: SandboxRefund }>();
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
    log?.info({ refundId: refund.id, paymentIntent: payment.intentId, amount: refund.amount }, 'refund created');
    webhooks.send('refund.created', refund);
    settleLater(state, refund, payment);
    res.json(answer);
  });

  api.get('/refunds/:id', (req, res) => void res.json(payments.refund(req.params.id)));
}

/** Settles later, as a card refund does: the store hears how it ended by webhook. */
function settleLater({ payments, webhooks, settling, refundDelayMs, log }: SandboxState, refund: SandboxRefund, payment: SandboxPayment) {
  const timer = setTimeout(() => {
    settling.delete(timer);
    const status = payments.settle(refund);
    log?.info({ refundId: refund.id, status }, 'refund settled');
    webhooks.send('refund.updated', refund, { status: 'pending' });
    if (status === 'succeeded') webhooks.send('charge.refunded', chargeView(payment));
    else webhooks.send('refund.failed', refund);
  }, refundDelayMs);
  timer.unref();
  settling.add(timer);
}
