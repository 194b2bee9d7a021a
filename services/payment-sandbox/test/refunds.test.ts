import express from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payments, type RefundState } from '@storefront/orders/payments';
import { type Listening, listen } from '@storefront/service-kit';
import { type PaymentSandbox, createPaymentSandbox } from '../src';

const SECRET = 'whsec_sandbox_refunds_test';
const REFUND_DELAY_MS = 100;
const RETRY_SCHEDULE_MS = [100, 200];

describe('refunds on the payment sandbox, through the official Stripe SDK and the orders service’s Payments', () => {
  let sandbox: PaymentSandbox;
  let server: Listening;
  let store: Listening;
  let stripe: Stripe;
  let payments: Payments;
  /** Every webhook the store verified, with the refunds the orders service reads from it. */
  const received: Array<{ event: Stripe.Event; refunds: RefundState[] }> = [];
  let refused = 0;
  /** The id of every webhook the sandbox started to send. */
  const sent: string[] = [];

  beforeAll(async () => {
    sandbox = createPaymentSandbox({
      apiKey: 'sk_test_sandbox',
      webhookSecret: SECRET,
      webhookUrl: () => `http://127.0.0.1:${store.port}/api/payments/webhook`,
      retryScheduleMs: RETRY_SCHEDULE_MS,
      refundDelayMs: REFUND_DELAY_MS,
    });
    // Every webhook the sandbox starts sending (its handlers and timers call send synchronously).
    const send = sandbox.webhooks.send.bind(sandbox.webhooks);
    sandbox.webhooks.send = (...args: Parameters<typeof send>) => {
      const id = send(...args);
      sent.push(id);
      return id;
    };
    server = await listen(sandbox.app, 0, '127.0.0.1');
    const sandboxUrl = `http://127.0.0.1:${server.port}`;
    // The orders service's own payment client, pointed at the sandbox as it is without Stripe keys.
    payments = new Payments({ secretKey: 'sk_test_sandbox', webhookSecret: SECRET, sandboxUrl });
    stripe = new Stripe('sk_test_sandbox', { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
    const storeApp = express();
    storeApp.post('/api/payments/webhook', express.raw({ type: 'application/json' }), (req, res) => {
      try {
        const event = payments.parseWebhook(req.body as Buffer, req.get('stripe-signature'));
        received.push({ event, refunds: Payments.refundsFromEvent(event) });
        res.json({ received: true });
      } catch {
        refused++;
        res.status(400).end();
      }
    });
    store = await listen(storeApp, 0, '127.0.0.1');
  });
  afterAll(async () => {
    sandbox.stop();
    await server.close();
    await store.close();
  });

  const storeUrl = () => `http://127.0.0.1:${store.port}`;

  /** A Checkout payment as the store makes it, paid on the sandbox's page; its payment intent id. */
  async function paidPayment(orderId: string, cents: number, options: { refundsFail?: boolean } = {}): Promise<string> {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'cad', unit_amount: cents, product_data: { name: 'Merino Toque' } } }],
      success_url: `${storeUrl()}/success?orderId=${orderId}`,
      cancel_url: `${storeUrl()}/cancel?orderId=${orderId}`,
      client_reference_id: orderId,
      metadata: { orderId },
      payment_intent_data: { metadata: { orderId } },
    });
    const form: Record<string, string> = { action: 'pay', ...(options.refundsFail ? { refunds: 'fail' } : {}) };
    const pay = await request(sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send(form);
    expect(pay.status).toBe(303);
    const state = await payments.retrieveSession(session.id);
    expect(state.paid).toBe(true);
    return state.paymentReference!;
  }

  const eventsAbout = (refundId: string) => received.filter((r) => r.refunds.some((s) => s.id === refundId));

  async function until(done: () => boolean, what: string): Promise<void> {
    const start = Date.now();
    while (!done()) {
      if (Date.now() - start > 5000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The proof that the sandbox has nothing more to send, before saying "no other webhook came": no refund
   * is still pending (a pending refund is the timer that will settle it and send its webhooks), and every
   * webhook it started has had its last attempt (accepted, or retried to the end of the schedule). */
  async function sandboxSettled(): Promise<void> {
    const lastAttemptMade = (eventId: string) => {
      const attempts = sandbox.webhooks.deliveries.filter((d) => d.eventId === eventId);
      return (
        attempts.some((d) => typeof d.status === 'number' && d.status >= 200 && d.status < 300) ||
        attempts.length > RETRY_SCHEDULE_MS.length
      );
    };
    const pendingRefunds = () => [...sandbox.payments.payments.values()].some((p) => p.refunds.some((r) => r.status === 'pending'));
    await until(() => !pendingRefunds() && sent.every(lastAttemptMade), 'the sandbox to send all it will send');
  }

  /** Waits for these webhooks about a refund (Stripe promises no order between them, nor does the sandbox);
   * each by its type. */
  async function webhooksAbout(refundId: string, types: string[]) {
    const has = (type: string) => eventsAbout(refundId).some((e) => e.event.type === type);
    await until(() => types.every(has), `${types.join(', ')} about ${refundId}`);
    return (type: string) => eventsAbout(refundId).find((e) => e.event.type === type)!;
  }
  const SUCCEEDED = ['refund.created', 'refund.updated', 'charge.refunded'];
  const typesAbout = (refundId: string) =>
    eventsAbout(refundId)
      .map((e) => e.event.type)
      .sort();

  it('refunds part of a payment, then the rest: pending at first, settled later, announced by signed webhooks', async () => {
    const intent = await paidPayment('o-part', 4518);
    const first = await payments.refund({ paymentReference: intent, amountCents: 1000, refundId: 'refund-1', orderId: 'o-part' });
    expect(first).toEqual({
      id: expect.stringMatching(/^re_test_/),
      status: 'pending',
      amountCents: 1000,
      refundId: 'refund-1',
      orderId: 'o-part',
    });

    const event = await webhooksAbout(first.id, SUCCEEDED);
    expect(typesAbout(first.id)).toEqual([...SUCCEEDED].sort());
    expect(event('refund.created').refunds).toEqual([{ ...first, status: 'pending' }]);
    expect(event('refund.updated').refunds).toEqual([{ ...first, status: 'succeeded' }]);
    expect((event('refund.updated').event.data as { previous_attributes?: unknown }).previous_attributes).toEqual({ status: 'pending' });
    const charge = event('charge.refunded').event.data.object as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', payment_intent: intent, amount: 4518, amount_refunded: 1000, refunded: false });
    expect(event('charge.refunded').refunds).toEqual([{ ...first, status: 'succeeded' }]);
    expect((await stripe.refunds.retrieve(first.id)).status).toBe('succeeded');

    // No amount: all that is left, as Stripe does.
    const rest = await stripe.refunds.create({ payment_intent: intent, metadata: { orderId: 'o-part', refundId: 'refund-2' } });
    expect(rest).toMatchObject({ object: 'refund', amount: 3518, status: 'pending', payment_intent: intent, charge: charge.id });
    const whole = (await webhooksAbout(rest.id, SUCCEEDED))('charge.refunded');
    expect(whole.event.data.object).toMatchObject({ amount_refunded: 4518, refunded: true });
    expect(whole.refunds.map((r) => [r.refundId, r.amountCents, r.status])).toEqual([
      ['refund-2', 3518, 'succeeded'],
      ['refund-1', 1000, 'succeeded'],
    ]);
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 4518, refunded: true });
    expect(refused).toBe(0);

    // Nothing is left.
    await expect(
      payments.refund({ paymentReference: intent, amountCents: 1, refundId: 'refund-3', orderId: 'o-part' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'charge_already_refunded',
    });
  });

  it('asking again for the same refund returns the same refund, and the webhooks come once', async () => {
    const intent = await paidPayment('o-twice', 2000);
    const ask = () => payments.refund({ paymentReference: intent, amountCents: 500, refundId: 'refund-twice', orderId: 'o-twice' });
    const a = await ask();
    const b = await ask();
    expect(b).toEqual(a);
    await webhooksAbout(a.id, SUCCEEDED);
    // asked again after it settled: still that refund (the provider replays its first answer)
    expect((await ask()).id).toBe(a.id);
    await sandboxSettled();
    expect(typesAbout(a.id)).toEqual([...SUCCEEDED].sort());
    expect(sandbox.payments.payments.get(intent)!.refunds).toHaveLength(1);
    expect(await stripe.charges.retrieve(sandbox.payments.payments.get(intent)!.chargeId)).toMatchObject({ amount_refunded: 500 });
    // The same key for a different request is refused, as Stripe refuses it.
    await expect(
      stripe.refunds.create({ payment_intent: intent, amount: 700 }, { idempotencyKey: 'refund-refund-twice' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('refuses, with the errors the SDK raises for Stripe, what cannot be refunded', async () => {
    const intent = await paidPayment('o-refused', 3000);
    const refund = (params: Stripe.RefundCreateParams) => stripe.refunds.create(params);
    await expect(refund({ payment_intent: intent, amount: 3001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($30.01) is greater than charge amount ($30.00)',
    });
    await refund({ payment_intent: intent, amount: 2000 });
    await expect(refund({ payment_intent: intent, amount: 1001 })).rejects.toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($10.01) is greater than unrefunded amount on charge ($10.00)',
    });
    await expect(refund({ payment_intent: intent, amount: 0 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    await expect(refund({ payment_intent: intent, amount: -5 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    await expect(refund({ payment_intent: 'pi_test_unknown', amount: 100 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    // A session nobody paid has a payment intent with nothing to refund.
    const unpaid = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'cad', unit_amount: 900, product_data: { name: 'Toque' } } }],
      success_url: `${storeUrl()}/success`,
      cancel_url: `${storeUrl()}/cancel`,
    });
    const unpaidIntent = sandbox.payments.forSession(unpaid.id)!.intentId;
    await expect(refund({ payment_intent: unpaidIntent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    await expect(stripe.refunds.retrieve('re_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    // What was refused changed nothing: 1000 is still there to refund.
    expect(await refund({ payment_intent: intent })).toMatchObject({ amount: 1000 });
  });

  it('a payment made with the test card whose refunds fail: refund.updated and refund.failed, and the money can be refunded again', async () => {
    const intent = await paidPayment('o-fail', 2500, { refundsFail: true });
    const asked = await payments.refund({ paymentReference: intent, amountCents: 2500, refundId: 'refund-fails', orderId: 'o-fail' });
    expect(asked.status).toBe('pending');
    const event = await webhooksAbout(asked.id, ['refund.created', 'refund.updated', 'refund.failed']);
    expect(event('refund.updated').refunds).toEqual([{ ...asked, status: 'failed' }]);
    expect(event('refund.failed').refunds).toEqual([{ ...asked, status: 'failed' }]);
    expect(event('refund.failed').event.data.object).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    await sandboxSettled();
    expect(typesAbout(asked.id)).toEqual(['refund.created', 'refund.failed', 'refund.updated']); // and no charge.refunded
    const charge = await stripe.charges.retrieve(sandbox.payments.payments.get(intent)!.chargeId);
    expect(charge).toMatchObject({ amount_refunded: 0, refunded: false });

    // Staff switch the failures off on the sandbox's payments page; the next refund goes through.
    // Staff only: the sandbox's secret key opens its dashboard, as a login opens Stripe's.
    expect((await request(sandbox.app).get('/payment-sandbox/payments')).status).toBe(401);
    expect(
      (await request(sandbox.app).post(`/payment-sandbox/payments/${intent}/refunds`).type('form').send({ fail: 'true' })).status,
    ).toBe(401);
    const page = await request(sandbox.app).get('/payment-sandbox/payments').auth('sk_test_sandbox', '');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.text).toContain(`action="/payment-sandbox/payments/${intent}/refunds"`);
    const toggle = await request(sandbox.app)
      .post(`/payment-sandbox/payments/${intent}/refunds`)
      .auth('sk_test_sandbox', '')
      .type('form')
      .send({ fail: 'false' });
    expect(toggle.status).toBe(303);
    const again = await payments.refund({ paymentReference: intent, amountCents: 2500, refundId: 'refund-again', orderId: 'o-fail' });
    const settled = await webhooksAbout(again.id, SUCCEEDED);
    expect(settled('refund.updated').refunds).toEqual([{ ...again, status: 'succeeded' }]);
    // The test hook says what it does, and refuses what it does not understand.
    expect(
      (
        await request(sandbox.app)
          .post(`/payment-sandbox/payments/${intent}/refunds`)
          .auth('sk_test_sandbox', '')
          .type('form')
          .send({ fail: 'maybe' })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(sandbox.app)
          .post('/payment-sandbox/payments/pi_test_nope/refunds')
          .auth('sk_test_sandbox', '')
          .type('form')
          .send({ fail: 'true' })
      ).status,
    ).toBe(404);
  });

  it('shows each payment and its refunds on a page, as Stripe’s dashboard does', async () => {
    const intent = await paidPayment('<b>o-page</b>', 1234);
    const refund = await payments.refund({ paymentReference: intent, amountCents: 234, refundId: 'refund-page', orderId: 'o-page' });
    let page = await request(sandbox.app).get('/payment-sandbox/payments').auth('sk_test_sandbox', '');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const row = (html: string) => html.slice(html.indexOf(`<tr data-payment="${intent}">`), html.indexOf('</tr>', html.indexOf(intent)));
    expect(row(page.text)).toContain('$12.34');
    expect(row(page.text)).toContain('Partially refunded');
    expect(row(page.text)).toMatch(new RegExp(`Refund \\$2\\.34 <span class="status pending">pending</span>.*${refund.id}`));
    expect(row(page.text)).toContain('Order &lt;b&gt;o-page&lt;/b&gt;');
    expect(page.text).not.toContain('<b>o-page</b>');
    await webhooksAbout(refund.id, SUCCEEDED);
    page = await request(sandbox.app).get('/payment-sandbox/payments').auth('sk_test_sandbox', '');
    expect(row(page.text)).toContain('<span class="status succeeded">succeeded</span>');
  });
});
