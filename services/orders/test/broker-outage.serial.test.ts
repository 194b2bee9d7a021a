import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contracts';
import { rabbitmqctl } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// Runs in the "serial" project: it stops and starts that project's own RabbitMQ node.

describe('a broker outage during payment', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  }, 120_000);
  afterAll(async () => {
    rabbitmqctl('start_app');
    await shop?.close();
  });

  it('delays emptying the cart and taking the stock, and loses neither', async () => {
    const ada = await shopper('Ada');
    const p = (await productsInStock(shop, 10))[0]!;
    await request(shop.cart.app).put(`/api/cart/${ada.userId}`).set(ada.auth).send({ productId: p._id, quantity: 2 });
    const order: Order = (
      await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}`)
        .set(ada.auth)
        .send({ items: [{ productId: p._id, quantity: 2 }], shippingAddress: ONTARIO, deliveryDate: deliveryDates(new Date())[0] })
    ).body;
    const { sessionId } = (await request(shop.orders.app).post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id }))
      .body;

    rabbitmqctl('stop_app');
    try {
      await waitFor(
        async () =>
          await shop.orders.bus.ping().then(
            () => false,
            () => true,
          ),
        'the orders service to notice the outage',
      );
      await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
      await waitFor(
        async () => (await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status === 'Paid',
        'the order to be paid',
      );
      // The proof that nothing can have reached the other services: the relay has tried to publish the event
      // and the broker was not there (the attempt is counted, the event still unsent); no other path carries it.
      const waiting = await waitFor(async () => {
        const { rows } = await shop.orders.db.query<{ n: number; tried: number | null }>(
          `SELECT count(*)::int AS n, min(attempts)::int AS tried FROM orders.outbox WHERE sent_at IS NULL`,
        );
        return (rows[0]!.tried ?? 0) >= 1 && rows[0]!;
      }, 'the relay to try the event while the broker is down');
      expect(waiting.n).toBe(1); // the event waits in the outbox
      expect((await request(shop.cart.app).get(`/api/cart/${ada.userId}`).set(ada.auth)).body.items).toHaveLength(1);
      expect((await request(shop.catalog.app).get(`/api/products/${p._id}`)).body.stock).toBe(p.stock);
    } finally {
      rabbitmqctl('start_app');
      rabbitmqctl('await_startup');
    }

    await waitFor(
      async () => (await request(shop.cart.app).get(`/api/cart/${ada.userId}`).set(ada.auth)).body.items.length === 0,
      'the cart to be emptied',
      60_000,
    );
    await waitFor(
      async () => (await request(shop.catalog.app).get(`/api/products/${p._id}`)).body.stock === p.stock - 2,
      'the stock to be taken',
      30_000,
    );
  }, 120_000);
});
