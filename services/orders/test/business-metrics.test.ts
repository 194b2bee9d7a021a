import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@storefront/contracts';
import { signPayload } from '@storefront/payment-sandbox';
import { BACKENDS, metricValue } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop, waitFor } from './helpers';

// The numbers an operator watches the shop by (orders placed, paid, payments that failed) move with a
// real checkout, and the events it causes show in the consumers' metrics of the services that take them.
describe.each(BACKENDS)('orders placed, paid and payment failures in /metrics on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let products: Product[];
  const scrape = async (svc: 'orders' | 'cart' = 'orders') => (await request(shop[svc].app).get('/metrics').expect(200)).text;
  const counters = async () => {
    const text = await scrape();
    return {
      placed: metricValue(text, 'orders_placed_total'),
      paid: metricValue(text, 'orders_paid_total'),
      failed: metricValue(text, 'orders_payment_failures_total'),
    };
  };
  const place = async () => {
    const res = await request(shop.orders.app)
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({
        items: [{ productId: products[0]!._id, quantity: 1 }],
        shippingAddress: ONTARIO,
        deliveryDate: deliveryDates(new Date())[0]!,
      });
    expect(res.status).toBe(201);
    const order = res.body as Order;
    const checkout = await request(shop.orders.app).post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id });
    expect(checkout.status).toBe(200);
    return { order, sessionId: checkout.body.sessionId as string };
  };

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    products = await productsInStock(shop, 5);
  });
  afterAll(async () => shop?.close());

  it('starts at 0 and counts an order placed, then paid through the payment page', async () => {
    expect(await counters()).toEqual({ placed: 0, paid: 0, failed: 0 });
    expect(await scrape()).toMatch(/# TYPE orders_placed_total counter/);
    const cartHandledBefore = metricValue(await scrape('cart'), 'events_consumer_deliveries_total', {
      consumer: 'cart.payment.completed',
      outcome: 'handled',
    });
    expect(cartHandledBefore).toBe(0);

    const { order, sessionId } = await place();
    expect(await counters()).toEqual({ placed: 1, paid: 0, failed: 0 });

    expect((await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' })).status).toBe(
      303,
    );
    await waitFor(
      async () => (await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status === 'Paid',
      'the order to be paid',
    );
    expect(await counters()).toEqual({ placed: 1, paid: 1, failed: 0 });

    // payment.completed went out through the orders relay, and the cart's consumer handled it.
    await waitFor(
      async () => metricValue(await scrape(), 'events_published_total', { type: 'payment.completed' }) === 1,
      'payment.completed to be published',
    );
    await waitFor(
      async () =>
        metricValue(await scrape('cart'), 'events_consumer_deliveries_total', {
          consumer: 'cart.payment.completed',
          outcome: 'handled',
        }) === 1,
      "the cart's consumer to handle it",
    );
    const cart = await scrape('cart');
    expect(metricValue(cart, 'events_consumer_lag_seconds_count', { consumer: 'cart.payment.completed' })).toBe(1);
    expect(metricValue(cart, 'events_consumer_processing_seconds_count', { consumer: 'cart.payment.completed' })).toBe(1);
    await waitFor(async () => metricValue(await scrape(), 'events_outbox_pending') === 0, 'the outbox to be empty');
  });

  it('counts a payment the provider says failed, and leaves the counts alone for a webhook sent twice', async () => {
    const { order, sessionId } = await place();
    const session = shop.sandbox.sessions.get(sessionId)!;
    const failed = JSON.stringify({
      id: `evt_failed_${order._id}`,
      object: 'event',
      type: 'checkout.session.async_payment_failed',
      data: { object: session },
    });
    for (let i = 0; i < 2; i++) {
      const res = await request(shop.orders.app)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signPayload(failed, WEBHOOK_SECRET))
        .send(failed);
      expect(res.status).toBe(200);
    }
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status).toBe('Payment Failed');
    expect(await counters()).toEqual({ placed: 2, paid: 1, failed: 1 });
  });
});
