import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrdersDashboard } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ordersDashboard } from '../src/data/dashboard';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// The back office's dashboard: gross, refunds and net by the store's days, the 30 days before to compare
// with, the best sellers, and the share of visits that buy. The figures below are worked out by hand.
describe.each(BACKENDS)('the dashboard on $label', (backend) => {
  let shop: Shop;
  let admin: { Authorization: string };
  beforeAll(async () => {
    shop = await startShop(backend);
    const token = await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' });
    admin = { Authorization: `Bearer ${token}` };
  });
  afterAll(() => shop?.close());
  const orders = () => request(shop.orders.app);
  const visitCookie = (res: request.Response) => {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    return cookies.find((c) => c.startsWith('visit='));
  };
  const visitRows = async () =>
    Number((await shop.orders.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders.visits`)).rows[0]!.n);

  it('counts a visit once while its browser comes back, and the visit that placed a paid order as buying', async () => {
    const first = await orders().post('/api/visits');
    expect(first.status).toBe(204);
    const cookie = visitCookie(first)!;
    expect(cookie).toMatch(/^visit=[0-9a-f-]{36}; Max-Age=1800; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    const visit = cookie.split(';')[0]!;
    const again = await orders().post('/api/visits').set('Cookie', visit);
    expect(visitCookie(again)!.split(';')[0]).toBe(visit);
    expect(await visitRows()).toBe(1);
    // A cookie the store never gave, or of the wrong shape, begins a visit of its own.
    await orders().post('/api/visits').set('Cookie', 'visit=00000000-0000-4000-8000-000000000000');
    await orders().post('/api/visits').set('Cookie', 'visit=not-a-visit');
    expect(await visitRows()).toBe(3);

    const ada = await shopper('Ada');
    const [product] = await productsInStock(shop, 3);
    const placed = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .set('Cookie', visit)
      .send({ items: [{ productId: product!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: deliveryDates(new Date())[0] });
    expect(placed.status).toBe(201);
    const before = (await orders().get('/api/admin/dashboard/orders').set(admin)).body as OrdersDashboard;
    expect(before.today).toMatchObject({ visits: 3, buyingVisits: 0, orders: 0 }); // placed, not yet paid
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: placed.body._id })).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    const paid = await waitFor(async () => {
      const o = (await orders().get(`/api/orders/detail/${placed.body._id}`).set(ada.auth)).body as Order;
      return o.status === 'Paid' && o;
    }, 'the order to be paid');
    const after = (await orders().get('/api/admin/dashboard/orders').set(admin)).body as OrdersDashboard;
    expect(after.today).toMatchObject({
      visits: 3,
      buyingVisits: 1,
      orders: 1,
      gross: paid.totalAmount,
      refunds: 0,
      net: paid.totalAmount,
    });
    expect(after.days).toHaveLength(30);
    expect(after.previousDays).toHaveLength(30);
    expect(after.topSellers).toEqual([{ productId: product!._id, name: product!.name, units: 1, sales: product!.price }]);
  });

  it('adds up gross, refunds and net by the store days, compares with the 30 days before, and ranks what sold', async () => {
    // 10:00 in Toronto on 20 November 2025 (EST, UTC-5).
    const now = new Date('2025-11-20T15:00:00Z');
    const parka = { productId: crypto.randomUUID(), name: 'Parka', price: 100 };
    const toque = { productId: crypto.randomUUID(), name: 'Toque', price: 20 };
    const line = (p: typeof parka, quantity: number, discount?: number) => ({
      ...p,
      variantId: p.productId,
      options: {},
      sku: '',
      quantity,
      imageUrl: '/images/x.jpg',
      ...(discount ? { discount } : {}),
    });
    const order = async (o: { items: object[]; subtotal: number; discount?: number; tax: number; paidAt?: string; status?: string }) => {
      const { rows } = await shop.orders.db.query<{ id: string }>(
        `INSERT INTO orders.orders (user_id, status, items, subtotal_cents, discount_cents, tax_cents, shipping_cents, total_cents,
           taxes, tax_region, shipping_address, delivery_date, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $4::int - $5::int + $6::int, '[]', 'ON', '{}', '2025-12-01', $7) RETURNING id`,
        [crypto.randomUUID(), o.status ?? 'Paid', JSON.stringify(o.items), o.subtotal, o.discount ?? 0, o.tax, o.paidAt ?? null],
      );
      return rows[0]!.id;
    };
    const refund = (orderId: string, cents: number, items: object[], settledAt: string, status = 'Succeeded') =>
      shop.orders.db.query(
        `INSERT INTO orders.refunds (order_id, amount_cents, items, reason, status, created_by, settled_at) VALUES ($1, $2, $3, 'test', $4, 'test', $5)`,
        [orderId, cents, JSON.stringify(items), status, settledAt],
      );
    const visit = (startedAt: string, orderId?: string) =>
      shop.orders.db.query(`INSERT INTO orders.visits (started_at, order_id) VALUES ($1, $2)`, [startedAt, orderId ?? null]);

    // Today (01:00 Toronto): a parka, $100 + 13 % HST = $113.00.
    const a = await order({ items: [line(parka, 1)], subtotal: 10000, tax: 1300, paidAt: '2025-11-20T06:00:00Z' });
    // Yesterday at 23:30 Toronto (already the 20th in UTC): three toques, 3 for 2 ($20 off), HST on $40 =
    // $5.20, $45.20. One comes back today: a third of the $40 the line cost, $13.33, and its HST share
    // round(520 × 1333 / 4000) = $1.73: $15.06.
    const b = await order({ items: [line(toque, 3, 20)], subtotal: 6000, discount: 2000, tax: 520, paidAt: '2025-11-20T04:30:00Z' });
    await refund(b, 1506, [line(toque, 1)], '2025-11-20T14:00:00Z');
    // A refund still on its way counts nowhere.
    await refund(a, 500, [], '2025-11-20T14:30:00Z', 'Pending');
    // 26 days ago: a toque, $22.60, cancelled and refunded in full the next day.
    const c = await order({ items: [line(toque, 1)], subtotal: 2000, tax: 260, paidAt: '2025-10-25T16:00:00Z', status: 'Cancelled' });
    await refund(c, 2260, [line(toque, 1)], '2025-10-26T16:00:00Z');
    // 41 days ago, in the 30 days before: two parkas, $226.00.
    await order({ items: [line(parka, 2)], subtotal: 20000, tax: 2600, paidAt: '2025-10-10T16:00:00Z' });
    // Placed today and never paid: no sale.
    const unpaid = await order({ items: [line(parka, 1)], subtotal: 10000, tax: 1300, status: 'Pending Payment' });
    // Three visits today and yesterday: one bought, one placed an order it never paid, one only looked.
    await visit('2025-11-20T05:50:00Z', a);
    await visit('2025-11-20T13:00:00Z', unpaid);
    await visit('2025-11-19T20:00:00Z');
    // After `now`: not yet.
    await order({ items: [line(parka, 1)], subtotal: 10000, tax: 1300, paidAt: '2025-11-20T16:00:00Z' });

    const dash = await ordersDashboard(shop.orders.db, now);
    expect(dash.today).toEqual({ orders: 1, gross: 113, discounts: 0, refunds: 15.06, net: 97.94, visits: 2, buyingVisits: 1 });
    expect(dash.week).toEqual({ orders: 2, gross: 158.2, discounts: 20, refunds: 15.06, net: 143.14, visits: 3, buyingVisits: 1 });
    expect(dash.period).toEqual({ orders: 3, gross: 180.8, discounts: 20, refunds: 37.66, net: 143.14, visits: 3, buyingVisits: 1 });
    expect(dash.previousPeriod).toEqual({ orders: 1, gross: 226, discounts: 0, refunds: 0, net: 226, visits: 0, buyingVisits: 0 });
    expect(dash.days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2025, 9, 22 + i)).toISOString().slice(0, 10)),
    );
    expect(dash.previousDays[0]!.day).toBe('2025-09-22');
    expect(dash.days.at(-2)).toMatchObject({ day: '2025-11-19', orders: 1, gross: 45.2, refunds: 0, visits: 1 });
    expect(dash.days.find((d) => d.day === '2025-10-26')).toMatchObject({ orders: 0, refunds: 22.6, net: -22.6 });
    // Toques: 3 + 1 sold, 1 + 1 refunded: 2 kept, two thirds of the $40 line, $26.67. Parkas: one today
    // (the two of 41 days ago are the period before's).
    expect(dash.topSellers).toEqual([
      { productId: toque.productId, name: 'Toque', units: 2, sales: 26.67 },
      { productId: parka.productId, name: 'Parka', units: 1, sales: 100 },
    ]);
  });
});
