import express from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Listening, listen } from '@storefront/service-kit';
import { type PaymentSandbox, createPaymentSandbox } from '../src';

const SECRET = 'whsec_sandbox_test';
const RETRY_SCHEDULE_MS = [100, 200, 300];

describe('payment sandbox, through the official Stripe SDK', () => {
  let sandbox: PaymentSandbox;
  let server: Listening;
  let store: Listening;
  let stripe: Stripe;
  const received: Array<{ event: Stripe.Event; verified: boolean }> = [];
  let failuresToSimulate = 0;
  /** The id of every webhook the sandbox started to send. */
  const sent: string[] = [];
  /** Every webhook the sandbox started has had its last attempt (accepted, or retried to the end). */
  const allSent = () =>
    sent.every((eventId) => {
      const attempts = sandbox.webhooks.deliveries.filter((d) => d.eventId === eventId);
      return (
        attempts.some((d) => typeof d.status === 'number' && d.status >= 200 && d.status < 300) ||
        attempts.length > RETRY_SCHEDULE_MS.length
      );
    });

  beforeAll(async () => {
    // A store that verifies webhooks exactly as the orders service does, and can fail on purpose.
    const storeApp = express();
    storeApp.post('/api/payments/webhook', express.raw({ type: 'application/json' }), (req, res) => {
      if (failuresToSimulate > 0) {
        failuresToSimulate--;
        res.status(503).end();
        return;
      }
      try {
        const event = new Stripe('sk_test_x').webhooks.constructEvent(req.body, req.get('stripe-signature')!, SECRET);
        received.push({ event, verified: true });
        res.json({ received: true });
      } catch {
        res.status(400).end();
      }
    });
    store = await listen(storeApp, 0, '127.0.0.1');
    sandbox = createPaymentSandbox({
      apiKey: 'sk_test_sandbox',
      webhookSecret: SECRET,
      webhookUrl: () => `http://127.0.0.1:${store.port}/api/payments/webhook`,
      retryScheduleMs: RETRY_SCHEDULE_MS,
    });
    // Every webhook the sandbox starts sending (its handlers call send synchronously, before answering).
    const send = sandbox.webhooks.send.bind(sandbox.webhooks);
    sandbox.webhooks.send = (...args: Parameters<typeof send>) => {
      const id = send(...args);
      sent.push(id);
      return id;
    };
    server = await listen(sandbox.app, 0, '127.0.0.1');
    stripe = new Stripe('sk_test_sandbox', { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    sandbox.stop();
    await server.close();
    await store.close();
  });

  const storeUrl = () => `http://127.0.0.1:${store.port}`;
  const create = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}, idempotencyKey?: string) =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { quantity: 2, price_data: { currency: 'cad', unit_amount: 1999, product_data: { name: 'Merino Toque' } } },
          { quantity: 1, price_data: { currency: 'cad', unit_amount: 520, product_data: { name: 'HST (13%)' } } },
        ],
        success_url: `${storeUrl()}/success?orderId=o1&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${storeUrl()}/cancel?orderId=o1`,
        client_reference_id: 'o1',
        metadata: { orderId: 'o1' },
        ...extra,
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );

  it('creates and retrieves Checkout Sessions the SDK can read', async () => {
    const session = await create();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 4518,
      currency: 'cad',
      metadata: { orderId: 'o1' },
    });
    expect(session.url).toBe(`${storeUrl()}/payment-sandbox/pay/${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('returns the same session for the same idempotency key', async () => {
    const a = await create({}, 'order-o1-checkout-1');
    const b = await create({}, 'order-o1-checkout-1');
    expect(b.id).toBe(a.id);
  });

  it('answers like Stripe to a wrong key, an unknown session and a bad request', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(create({ success_url: 'not-a-url' })).rejects.toMatchObject({ statusCode: 400, param: 'success_url' });
  });

  it('shows a payment page clearly marked as a test, and Cancel goes back', async () => {
    const session = await create();
    const page = await request(sandbox.app).get(`/payment-sandbox/pay/${session.id}`);
    expect(page.text).toContain('TEST PAYMENT');
    expect(page.text).toContain('nothing is charged');
    expect(page.text).toContain('Merino Toque × 2');
    expect(page.text).toMatch(/Pay \$45\.18/);
    const cancel = await request(sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send({ action: 'cancel' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(`${storeUrl()}/cancel?orderId=o1`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('on Pay, completes the session and sends a signed webhook, retrying until the store accepts it', async () => {
    failuresToSimulate = 2;
    const session = await create();
    const pay = await request(sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send({ action: 'pay' });
    expect(pay.headers.location).toBe(`${storeUrl()}/success?orderId=o1&session_id=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(done.payment_intent).toMatch(/^pi_test_/);
    // The store has the event as soon as it answers; the sandbox writes down that answer a moment later.
    const accepted = () => sandbox.webhooks.deliveries.some((d) => d.eventId === received[0]?.event.id && d.status === 200);
    const start = Date.now();
    while (!accepted() && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    expect(received[0]!.event.type).toBe('checkout.session.completed');
    expect((received[0]!.event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    expect(sandbox.webhooks.deliveries.filter((d) => d.eventId === received[0]!.event.id).map((d) => d.status)).toEqual([503, 503, 200]);
    // paying twice is one payment: the second Pay starts no webhook (the handler would have started it
    // before answering), and every one it started has had its last attempt
    const started = sent.length;
    await request(sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send({ action: 'pay' });
    expect(sent).toHaveLength(started);
    const settling = Date.now();
    while (!allSent() && Date.now() - settling < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(allSent()).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('sends webhooks only to the store, whatever address the return links name', async () => {
    const before = received.length;
    const session = await create({ success_url: 'http://127.0.0.1:9/success?orderId=o1', cancel_url: 'http://127.0.0.1:9/cancel' });
    await request(sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send({ action: 'pay' });
    const start = Date.now();
    while (received.length === before && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
    expect((received.at(-1)!.event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
  });

  it('answers 400 or 413, never 500, to a broken address, an oversized form or a body that does not parse', async () => {
    const app = sandbox.app;
    const badEscape = await request(app).get('/payment-sandbox/pay/%E0%A4%A');
    expect([badEscape.status, badEscape.body.error.type]).toEqual([400, 'invalid_request_error']);
    const huge = await request(app)
      .post('/payment-sandbox/pay/cs_test_x')
      .type('form')
      .send(`card=${'4'.repeat(20_000)}`);
    expect([huge.status, huge.body.error.message]).toEqual([413, 'The request body is too large.']);
    const hugeApi = await request(app)
      .post('/v1/checkout/sessions')
      .set('Authorization', 'Bearer sk_test_sandbox')
      .type('form')
      .send(`mode=${'x'.repeat(2_000_000)}`);
    expect(hugeApi.status).toBe(413);
    const badRefundForm = await request(app)
      .post('/payment-sandbox/payments/pi_x/refunds')
      .auth('sk_test_sandbox', '')
      .type('form')
      .send('amount=%zz');
    expect(badRefundForm.status).toBeLessThan(500);
  });
});
