import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminPromotion, GUEST_CART_COOKIE, type Order, type PaymentCompleted, type Product, type Quote } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { QUEBEC, type Shop, productAs, productsInStock, shopper, startShop, waitFor } from './helpers';

// Promotions on real orders: the quote, the order and the card charge carry each discount to the cent,
// tax is on the discounted lines, a code is refused with why, and a limited code is never used more
// than its limit however many shoppers pay at once. Every figure is worked out by hand beside it.

describe.each(BACKENDS)('orders with promotions on $label', (backend) => {
  let shop: Shop;
  let admin: Record<string, string>;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let parka: Product;
  let toque: Product;
  let tent: Product;
  const delivery = () => deliveryDates(new Date())[0]!;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    admin = {
      Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' })}`,
    };
    const [a, b, c] = await productsInStock(shop, 40);
    const make = (p: Product, name: string, category: string, price: string) => productAs(shop, admin, p, { name, category, price });
    parka = await make(a!, 'Tadoussac Parka', 'Outdoor', '279.00');
    toque = await make(b!, 'Merino Toque', 'Accessories', '24.99');
    tent = await make(c!, 'Laurentian Tent', 'Outdoor', '189.99');
    await promotion({
      name: 'Boxing Day: 25 % off Outdoor',
      code: 'BOXING25',
      target: { kind: 'categories', names: ['Outdoor'] },
      benefit: { kind: 'percent', percent: 25 },
      startsAt: yesterday,
      endsAt: nextMonth,
      usageLimit: 200,
    });
    await promotion({
      name: '3 for 2 on toques',
      target: { kind: 'products', ids: [toque._id] },
      benefit: { kind: 'buy-get', buy: 2, get: 1, percent: 100 },
      startsAt: yesterday,
    });
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  async function promotion(body: object): Promise<AdminPromotion> {
    const res = await orders().post('/api/admin/promotions').set(admin).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const basket = () => [
    { productId: parka._id, quantity: 1 },
    { productId: toque._id, quantity: 3 },
    { productId: tent._id, quantity: 1 },
  ];
  const quote = (codes: string[], items = basket(), shopperOf = ada) =>
    orders().post(`/api/orders/${shopperOf.userId}/quote`).set(shopperOf.auth).send({ items, shippingAddress: QUEBEC, codes });
  const place = (codes: string[], items = basket(), shopperOf = ada) =>
    orders()
      .post(`/api/orders/${shopperOf.userId}`)
      .set(shopperOf.auth)
      .send({ items, shippingAddress: QUEBEC, deliveryDate: delivery(), codes });

  it('quotes a Quebec order with a code: each discount by name, GST and QST on the discounted lines', async () => {
    const res = await quote(['boxing25']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q: Quote = res.body;
    // Subtotal: 279.00 + 3 × 24.99 + 189.99 = 543.96.
    // 3 for 2: the third toque, 24.99. BOXING25: 25 % of the Outdoor lines (279.00 + 189.99 = 468.99)
    // = 117.2475 → 117.25, the parka 69.75 and the tent the rest, 47.50.
    expect(q.subtotal).toBe(543.96);
    expect(q.discounts).toEqual([
      { description: '3 for 2 on toques', amount: 24.99 },
      { code: 'BOXING25', description: 'Boxing Day: 25 % off Outdoor', amount: 117.25 },
    ]);
    expect(q.discount).toBe(142.24);
    expect(q.items.map((i) => [i.name, i.discount ?? 0])).toEqual([
      ['Tadoussac Parka', 69.75],
      ['Merino Toque', 24.99],
      ['Laurentian Tent', 47.5],
    ]);
    // Taxed: 543.96 − 142.24 = 401.72. GST 5 % = 20.086 → 20.09; QST 9.975 % = 40.0716 → 40.07.
    expect(q.taxes).toEqual([
      { name: 'GST', rate: 5, amount: 20.09 },
      { name: 'QST', rate: 9.975, amount: 40.07 },
    ]);
    expect([q.tax, q.totalAmount]).toEqual([60.16, 461.88]);
  });

  it('refuses an unknown code and one not yet started, each saying which', async () => {
    const unknown = await quote(['NOPE2026']);
    expect([unknown.status, unknown.body.code, unknown.body.error]).toEqual([
      400,
      'promotion.code.unknown',
      'The code NOPE2026 is not one of ours. Check how it is written.',
    ]);
    await promotion({ name: 'New year', code: 'NEWYEAR', benefit: { kind: 'percent', percent: 10 }, startsAt: '2027-01-01' });
    const early = await quote(['newyear']);
    expect([early.status, early.body.code, early.body.error]).toEqual([
      400,
      'promotion.code.notStarted',
      'The code NEWYEAR can be used from 2027-01-01.',
    ]);
    // Without a code the automatic deal still applies.
    expect((await quote([])).body.discounts).toEqual([{ description: '3 for 2 on toques', amount: 24.99 }]);
  });

  it('places and charges the order at the discounted total, and counts the use once paid', async () => {
    const placed = await place(['BOXING25']);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order: Order = placed.body;
    expect([order.subtotal, order.discount, order.tax, order.totalAmount]).toEqual([543.96, 142.24, 60.16, 461.88]);
    const unpaid = await orders().get(`/api/orders/detail/${order._id}/receipt.pdf`).set(ada.auth);
    expect([unpaid.status, unpaid.body.error]).toEqual([409, 'This order is not paid yet: its receipt comes once it is.']);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body;
    const session = shop.sandbox.sessions.get(sessionId)!;
    // The page's lines add up to the order's total: 209.25 + 49.98 + 142.49 + 20.09 + 40.07 = 461.88.
    expect(session.line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0)).toBe(46_188);
    expect(session.line_items.map((l) => [l.name, l.quantity, l.unit_amount])).toEqual([
      ['Tadoussac Parka × 1', 1, 20_925],
      ['Merino Toque × 3', 1, 4_998],
      ['Laurentian Tent × 1', 1, 14_249],
      ['GST (5%)', 1, 2_009],
      ['QST (9.975%)', 1, 4_007],
    ]);
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    await waitFor(
      async () => (await orders().get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status === 'Paid',
      'the order to be paid',
    );
    // The receipt's event says each discount, each tax, and where and when it goes (no phone number).
    const { rows } = await shop.orders.db.query<{ payload: PaymentCompleted }>(
      `SELECT payload FROM orders.outbox WHERE type = 'payment.completed' AND payload->>'orderId' = $1`,
      [order._id],
    );
    expect(rows[0]!.payload.discounts).toEqual(order.discounts);
    expect(rows[0]!.payload.taxes).toEqual([
      { name: 'GST', rate: 5, amount: 20.09 },
      { name: 'QST', rate: 9.975, amount: 40.07 },
    ]);
    const { phoneNumber, ...printed } = QUEBEC;
    expect(phoneNumber).toBeTruthy();
    expect([rows[0]!.payload.shippingAddress, rows[0]!.payload.deliveryDate]).toEqual([printed, order.deliveryDate]);
    // Its receipt as a PDF, for the shopper who placed it and no one else.
    const pdf = await orders().get(`/api/orders/detail/${order._id}/receipt.pdf`).set(ada.auth).buffer(true);
    expect([pdf.status, pdf.headers['content-type'], pdf.headers['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
    expect(
      Buffer.from(pdf.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await shopper('Bob');
    expect((await orders().get(`/api/orders/detail/${order._id}/receipt.pdf`).set(other.auth)).status).toBe(403);
    expect((await orders().get(`/api/orders/detail/${order._id}/receipt.pdf`)).status).toBe(401);
    // Each promotion it got is announced as used, once, with what it took off.
    const used = await shop.orders.db.query<{ payload: { code?: string; amount: number } }>(
      `SELECT payload FROM orders.outbox WHERE type = 'promotion.used' AND payload->>'orderId' = $1 ORDER BY (payload->>'amount')::numeric`,
      [order._id],
    );
    expect(used.rows.map((r) => [r.payload.code, r.payload.amount])).toEqual([
      [undefined, 24.99],
      ['BOXING25', 117.25],
    ]);
    const listed: AdminPromotion[] = (await orders().get('/api/admin/promotions').set(admin)).body.promotions;
    expect(listed.find((p) => p.code === 'BOXING25')).toMatchObject({ uses: 1, revenue: 461.88, discountGiven: 117.25 });

    // Delivered, one toque comes back: it cost (74.97 − 24.99) / 3 = 16.66, and its tax
    // 60.16 × 16.66 / 401.72 = 2.4949 → 2.49: 19.15 back.
    await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: 'CP1' });
    await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
    const returned = await orders()
      .post(`/api/orders/${order._id}/returns`)
      .set(ada.auth)
      .send({ items: [{ productId: toque._id, quantity: 1 }], reason: 'Too small' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const returnId: string = returned.body.returns[0]._id;
    const refundReturn = (body: object) => orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send(body);
    // Not back yet: nothing to refund, and no quote.
    expect((await orders().get(`/api/admin/orders/${order._id}`).set(admin)).body.returns[0].refundQuote).toBeUndefined();
    const early = await refundReturn({ returnId, reason: 'Returned' });
    expect([early.status, early.body.error]).toEqual([409, 'This order is return requested: there is nothing to refund this way.']);
    await orders().post(`/api/admin/orders/${order._id}/returns/${returnId}/receive`).set(admin).send({});
    // Back: staff see what refunding it gives back, worked out on the server.
    const received = (await orders().get(`/api/admin/orders/${order._id}`).set(admin)).body;
    expect(received.returns[0]).toMatchObject({ status: 'Received', refundQuote: { amount: 19.15 } });
    // A return or chosen lines, never both.
    const both = await refundReturn({ returnId, items: [{ productId: toque._id, quantity: 1 }], reason: 'Returned' });
    expect([both.status, both.body.error]).toEqual([400, 'Refund either a return or chosen lines, not both.']);
    const refund = await refundReturn({ returnId, reason: 'Returned' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body.refunds.at(-1)).toMatchObject({ amount: 19.15, returnId, items: [{ productId: toque._id, quantity: 1 }] });
    expect(refund.body.returns[0]).toMatchObject({ refundId: refund.body.refunds.at(-1)._id });
    expect(refund.body.returns[0].refundQuote).toBeUndefined();
    // Once: asked again, refused, and nothing more refunded.
    const again = await refundReturn({ returnId, reason: 'Returned' });
    expect([again.status, again.body.error]).toEqual([409, 'This return has already been refunded.']);
    const unknown = await refundReturn({ returnId: crypto.randomUUID(), reason: 'Returned' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Return not found.']);
    expect((await orders().get(`/api/admin/orders/${order._id}`).set(admin)).body.refunds).toHaveLength(1);
  });

  it('gives a single-use code to one order, and gives it back when that order is cancelled unpaid', async () => {
    const p = await promotion({
      name: 'Thank you: $10 off',
      applies: 'with-code',
      benefit: { kind: 'fixed', amount: 10 },
      startsAt: yesterday,
    });
    const [code] = (await orders().post(`/api/admin/promotions/${p._id}/codes`).set(admin).send({ count: 1 })).body.codes as string[];
    const first = await place([code!], [{ productId: tent._id, quantity: 1 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 189.99 − 10.00 = 179.99; GST 9.00 (8.9995), QST 17.95 (17.954).
    expect([first.body.discount, first.body.tax, first.body.totalAmount]).toEqual([10, 26.95, 206.94]);
    const bob = await shopper('Bob');
    const second = await place([code!], [{ productId: tent._id, quantity: 1 }], bob);
    expect([second.status, second.body.code]).toEqual([409, 'promotion.code.usedUp']);
    const cancelled = await orders().post(`/api/orders/${first.body._id}/cancel`).set(ada.auth).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const third = await place([code!], [{ productId: tent._id, quantity: 1 }], bob);
    expect(third.status, JSON.stringify(third.body)).toBe(201);
  });

  it('never uses a limited code more than its limit when many shoppers order at once', async () => {
    await promotion({ name: 'First five', code: 'FIRST5', benefit: { kind: 'percent', percent: 5 }, startsAt: yesterday, usageLimit: 5 });
    const shoppers = await Promise.all(Array.from({ length: 15 }, (_, i) => shopper(`Rush${i}`)));
    const answers = await Promise.all(shoppers.map((s) => place(['FIRST5'], [{ productId: toque._id, quantity: 1 }], s)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(5).fill(201), ...Array(10).fill(409)]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('promotion.code.usedUp');
    const { rows } = await shop.orders.db.query<{ uses: number; held: number }>(
      `SELECT p.uses, (SELECT count(*)::int FROM orders.promotion_uses u WHERE u.promotion_id = p.id AND u.status = 'held') AS held
         FROM orders.promotions p JOIN orders.promotion_codes c ON c.promotion_id = p.id WHERE c.code = 'FIRST5'`,
    );
    expect(rows[0]).toEqual({ uses: 5, held: 5 });
  });

  it('keeps a code for shoppers with an account away from a guest, and takes a guest’s code at checkout', async () => {
    await promotion({
      name: 'Members 15 %',
      code: 'MEMBERS15',
      benefit: { kind: 'percent', percent: 15 },
      startsAt: yesterday,
      signedInOnly: true,
    });
    const added = await request(shop.cart.app).put('/api/cart/guest').send({ productId: parka._id, quantity: 1 });
    const line = ([] as string[]).concat(added.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`))!;
    const cookie = { Cookie: line.split(';')[0]! };
    const body = (codes: string[]) => ({
      email: 'gabrielle@example.ca',
      items: [{ productId: parka._id, quantity: 1 }],
      shippingAddress: QUEBEC,
      deliveryDate: delivery(),
      codes,
    });
    const members = await orders()
      .post('/api/orders/guest')
      .set(cookie)
      .send(body(['MEMBERS15']));
    expect([members.status, members.body.code]).toEqual([400, 'promotion.code.signIn']);
    const boxing = await orders()
      .post('/api/orders/guest')
      .set(cookie)
      .send(body(['BOXING25']));
    expect(boxing.status, JSON.stringify(boxing.body)).toBe(201);
    // 279.00 − 69.75 = 209.25; GST 10.4625 → 10.46, QST 20.8727 → 20.87; 240.58.
    expect([boxing.body.discount, boxing.body.tax, boxing.body.totalAmount]).toEqual([69.75, 31.33, 240.58]);
  });
});
