import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Product } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { Payments, paymentsConfigOf } from '../src/payments/stripe';
import { ONTARIO, type Shop, WEBHOOK_SECRET, productsInStock, shopper, startShop, waitFor } from './helpers';

// A payment that came for an order that could no longer take it goes back whole, on its own: it is
// not the order's money. So when the order itself is refunded later, what the stray payment got back
// does not count towards "refunded in full".
describe.each(BACKENDS)('refunding a returned order that also had a stray payment on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let admin: { Authorization: string };
  let products: Product[];

  beforeAll(async () => {
    // Refunds stay pending a moment at the provider, as card refunds do.
    shop = await startShop(backend, { refundDelayMs: 300 });
    ada = await shopper('Ada');
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
    products = await productsInStock(shop, 5);
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const detail = async (id: string): Promise<AdminOrder> => (await orders().get(`/api/admin/orders/${id}`).set(admin)).body;
  const pay = (sessionId: string) =>
    request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });

  it('leaves the order partly refunded when one of two returned lines is refunded', async () => {
    const [a, b] = [products[0]!, products[1]!];
    const items = [a, b].map((p) => ({ productId: p._id, quantity: 1 }));
    const placed = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({ items, shippingAddress: ONTARIO, deliveryDate: deliveryDates(new Date())[0]! });
    const order = placed.body as Order;
    await pay((await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body.sessionId);
    await waitFor(async () => (await detail(order._id)).status === 'Paid', 'the order to be paid');
    await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: '1Z4' });
    await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
    const asked = await orders().post(`/api/orders/${order._id}/returns`).set(ada.auth).send({ items, reason: 'Not as pictured' });
    const returnId = (asked.body as Order).returns[0]!._id;
    expect((await orders().post(`/api/admin/orders/${order._id}/returns/${returnId}/receive`).set(admin).send({})).status).toBe(200);

    // A second payment for it, on a page opened at the provider directly: it goes back whole.
    const payments = new Payments(
      paymentsConfigOf({ STRIPE_SECRET_KEY: undefined, PAYMENT_SANDBOX_URL: shop.provider.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    );
    const urls = { successUrl: 'http://shop.test/success', cancelUrl: 'http://shop.test/cancel', publicUrl: 'http://shop.test' };
    const page = await payments.createCheckoutSession(await detail(order._id), Math.round(order.totalAmount * 100), urls, 99);
    await pay(page.id);
    await waitFor(async () => {
      const o = await detail(order._id);
      return o.refunds.length === 1 && o.refunds[0]!.status === 'Succeeded' && o;
    }, 'the second payment to be given back');

    // One of the two returned lines refunded: the order is partly refunded, not refunded.
    const refund = await orders()
      .post(`/api/admin/orders/${order._id}/refunds`)
      .set(admin)
      .send({ items: [{ productId: a._id, quantity: 1 }], reason: 'Returned' });
    expect(refund.status).toBe(201);
    const settled = await waitFor(async () => {
      const o = await detail(order._id);
      return o.refunds.length === 2 && o.refunds.every((r) => r.status === 'Succeeded') && o;
    }, 'the line refund to be confirmed');
    expect(settled.status).toBe('Partially Refunded');
    const { rows } = await shop.orders.db.query<{ payload: { orderFullyRefunded: boolean } }>(
      `SELECT payload FROM orders.outbox WHERE type = 'order.refunded' AND payload->>'orderId' = $1 ORDER BY occurred_at`,
      [order._id],
    );
    expect(rows.map((r) => r.payload.orderFullyRefunded)).toEqual([false, false]);
  });
});
