import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// Staff may refund some lines of an order that has not shipped (a line they cannot send), never all of
// it that way: an order refunded in full is a cancelled order, with its stock put back and its
// shopper told. Each refund is checked against what is left.
describe.each(BACKENDS)('refunding lines of a paid order before it ships on $label', (backend) => {
  let shop: Shop;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let admin: { Authorization: string };
  let products: Product[];

  beforeAll(async () => {
    shop = await startShop(backend, { refundDelayMs: 100 });
    ada = await shopper('Ada');
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const detail = async (id: string): Promise<Order> => (await orders().get(`/api/orders/detail/${id}`).set(ada.auth)).body;
  const refund = (id: string, items: Array<{ productId: string; quantity: number }>) =>
    orders().post(`/api/admin/orders/${id}/refunds`).set(admin).send({ items, reason: 'Cannot be sent' });

  async function paidOrder(): Promise<Order> {
    const [a, b] = [products[0]!, products[1]!];
    const placed = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({
        items: [
          { productId: a._id, quantity: 2 },
          { productId: b._id, quantity: 1 },
        ],
        shippingAddress: ONTARIO,
        deliveryDate: deliveryDates(new Date())[0]!,
      });
    expect(placed.status).toBe(201);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: placed.body._id })).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    return waitFor(async () => {
      const o = await detail(placed.body._id);
      return o.status === 'Paid' && o;
    }, 'the order to be paid');
  }

  it('refunds some lines and keeps the order paid, but refuses to refund all of it that way', async () => {
    const order = await paidOrder();
    const [a, b] = [products[0]!, products[1]!];

    const all = await refund(order._id, [
      { productId: a._id, quantity: 2 },
      { productId: b._id, quantity: 1 },
    ]);
    expect([all.status, all.body.error]).toEqual([409, 'To refund all of an order that has not shipped, cancel it.']);

    const one = await refund(order._id, [{ productId: a._id, quantity: 1 }]);
    expect(one.status).toBe(201);
    expect(one.body.status).toBe('Paid');
    const lineCents = Math.round(a.price * 100);
    const expected = lineCents + Math.round((Math.round(order.tax * 100) * lineCents) / Math.round(order.subtotal * 100));
    expect(one.body.refunds).toEqual([expect.objectContaining({ status: 'Pending', amount: expected / 100 })]);

    // What is left (one a and the b) is the rest of the order: refused too.
    const rest = await refund(order._id, [
      { productId: a._id, quantity: 1 },
      { productId: b._id, quantity: 1 },
    ]);
    expect([rest.status, rest.body.error]).toEqual([409, 'To refund all of an order that has not shipped, cancel it.']);
    const noLines = await orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send({ reason: 'All of it' });
    expect([noLines.status, noLines.body.error]).toEqual([409, 'To refund all of an order that has not shipped, cancel it.']);

    // Cancelling refunds exactly what is left.
    const cancelled = await orders().post(`/api/admin/orders/${order._id}/cancel`).set(admin).send({ reason: 'Out of stock' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelled');
    const total = Math.round(order.totalAmount * 100);
    expect(cancelled.body.refunds.map((r: { amount: number }) => Math.round(r.amount * 100)).sort((x: number, y: number) => x - y)).toEqual(
      [expected, total - expected].sort((x, y) => x - y),
    );
    const settled = await waitFor(async () => {
      const o = await detail(order._id);
      return o.refunds.every((r) => r.status === 'Succeeded') && o;
    }, 'both refunds to be confirmed');
    expect(settled.refundedAmount).toBe(order.totalAmount);
  });
});
