import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@storefront/contracts';
import { BACKENDS } from '@storefront/testing';
import { deliveryDates } from '../src';
import { Payments } from '../src/payments/stripe';
import { reconcileOpenCheckouts } from '../src/use-cases/reconcile-payments';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop } from './helpers';

// A card paid on the provider's page, and its webhook never reaching the store (and the shopper's
// browser never coming back to say so): the orders service asks the provider about open checkouts
// itself, and settles the paid ones, once, as the webhook would have.
describe.each(BACKENDS)('settling paid orders whose webhook never came, on $label', (backend) => {
  let shop: Shop;
  let products: Product[];
  beforeAll(async () => {
    shop = await startShop(backend, { webhooks: false });
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => shop?.close());

  const flow = () => ({
    db: shop.orders.db,
    payments: new Payments({ secretKey: 'sk_test_sandbox', webhookSecret: WEBHOOK_SECRET, sandboxUrl: shop.sandboxUrl }),
    log: pino({ level: 'silent' }),
    onEventsWritten: () => {},
  });
  const status = async (orderId: string) =>
    (await shop.orders.db.query<{ status: string }>(`SELECT status FROM orders.orders WHERE id = $1`, [orderId])).rows[0]!.status;
  const receipts = async (orderId: string) =>
    (
      await shop.orders.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM orders.outbox WHERE type = 'payment.completed' AND payload->>'orderId' = $1`,
        [orderId],
      )
    ).rows[0]!.n;

  it('settles a paid order by asking the provider, leaves an unpaid one waiting, and does it once', async () => {
    const ada = await shopper('Ada');
    const place = async (): Promise<Order> =>
      (
        await request(shop.orders.app)
          .post(`/api/orders/${ada.userId}`)
          .set(ada.auth)
          .send({
            items: [{ productId: products[0]!._id, quantity: 1 }],
            shippingAddress: ONTARIO,
            deliveryDate: deliveryDates(new Date())[0],
          })
      ).body;
    const checkout = async (order: Order) =>
      (await request(shop.orders.app).post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body
        .sessionId as string;
    const paid = await place();
    const unpaid = await place();
    const paidSession = await checkout(paid);
    await checkout(unpaid);
    // Paid on the provider's page; the webhook goes nowhere and the browser never comes back.
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${paidSession}`).type('form').send({ action: 'pay' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await status(paid._id)).toBe('Pending Payment');

    // Not yet: a checkout opened moments ago may still be paid and its webhook still come.
    expect(await reconcileOpenCheckouts(flow())).toBe(0);
    expect(await status(paid._id)).toBe('Pending Payment');

    expect(await reconcileOpenCheckouts(flow(), 0)).toBe(1);
    expect(await status(paid._id)).toBe('Paid');
    expect(await status(unpaid._id)).toBe('Pending Payment');
    expect(await receipts(paid._id)).toBe(1);
    // Again: nothing more to do, and no second receipt.
    expect(await reconcileOpenCheckouts(flow(), 0)).toBe(0);
    expect(await receipts(paid._id)).toBe(1);
  });
});
