import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE, type Order, type Product, orderNumberOf } from '@storefront/contracts';
import { type TimelineSaying, sayTimeline } from '@storefront/contracts/timeline-words';
import { BACKENDS } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// An order keeps the language of the page it was placed on (the `lang` cookie, else Accept-Language,
// else English), and every event support mails the shopper from carries it: the receipt, the
// cancellation, and the link 'Find my order' sends (in the language of the page that asked).
describe.each(BACKENDS)('the language of an order on $label', (backend) => {
  let shop: Shop;
  let products: Product[];
  beforeAll(async () => {
    shop = await startShop(backend);
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const delivery = () => deliveryDates(new Date())[0]!;
  const languageOf = async (orderId: string) =>
    (await shop.orders.db.query<{ language: string }>(`SELECT language FROM orders.orders WHERE id = $1`, [orderId])).rows[0]!.language;
  const eventLanguages = async (type: string, orderId: string) =>
    (
      await shop.orders.db.query<{ payload: { language?: string } }>(
        `SELECT payload FROM orders.outbox WHERE type = $1 AND payload->>'orderId' = $2 ORDER BY seq`,
        [type, orderId],
      )
    ).rows.map((r) => r.payload.language);

  it("keeps a signed-in shopper's page language on the order, and its receipt and cancellation carry it", async () => {
    const lea = await shopper('Lea');
    const placed = await orders()
      .post(`/api/orders/${lea.userId}`)
      .set(lea.auth)
      .set('Cookie', 'lang=fr')
      .set('Accept-Language', 'en-CA')
      .send({ items: [{ productId: products[0]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() });
    expect(placed.status).toBe(201);
    const order: Order = placed.body;
    expect(await languageOf(order._id)).toBe('fr');

    // Paid in English: the order's language is the one it was placed in.
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(lea.auth).send({ orderId: order._id })).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    await waitFor(async () => (await eventLanguages('payment.completed', order._id)).length > 0, 'the receipt event');
    expect(await eventLanguages('payment.completed', order._id)).toEqual(['fr']);

    expect((await orders().post(`/api/orders/${order._id}/cancel`).set(lea.auth).send({ reason: 'Plus besoin' })).status).toBe(200);
    expect(await eventLanguages('order.cancelled', order._id)).toEqual(['fr']);
  });

  it("takes a guest's browser language without a cookie, English without either, and mails Find my order's link in the asking page's", async () => {
    const guestOrder = async (headers: Record<string, string>, email: string): Promise<Order> => {
      const added = await request(shop.cart.app).put('/api/cart/guest').send({ productId: products[1]!._id, quantity: 1 });
      const cart = ([] as string[]).concat(added.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`))!;
      const cookie = [cart.split(';')[0], headers.Cookie].filter(Boolean).join('; ');
      const res = await orders()
        .post('/api/orders/guest')
        .set({ ...headers, Cookie: cookie })
        .send({ email, items: [{ productId: products[1]!._id, quantity: 1 }], shippingAddress: ONTARIO, deliveryDate: delivery() });
      expect(res.status).toBe(201);
      return res.body;
    };
    const french = await guestOrder({ 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' }, 'guest.fr@example.ca');
    expect(await languageOf(french._id)).toBe('fr');
    const english = await guestOrder({}, 'guest.en@example.ca');
    expect(await languageOf(english._id)).toBe('en');
    // A value the store does not speak is no choice: the browser's languages decide.
    const odd = await guestOrder({ Cookie: 'lang=xx', 'Accept-Language': 'de, fr;q=0.5' }, 'guest.odd@example.ca');
    expect(await languageOf(odd._id)).toBe('fr');

    const find = await orders()
      .post('/api/orders/find')
      .set('Cookie', 'lang=fr')
      .send({ orderNumber: orderNumberOf(english._id), email: 'guest.en@example.ca' });
    expect(find.status).toBe(202);
    expect(find.body.code).toBe('findOrder.sent');
    expect(await eventLanguages('order.link-requested', english._id)).toEqual(['fr']);
  });

  it('names its lines in its language, as they were when it was placed, and its receipt event carries them so', async () => {
    const all: Product[] = (await request(shop.catalog.app).get('/products')).body;
    const withOptions = all.find((p) => p.options.some((o) => o.name === 'Colour') && p.stock > 0)!;
    const product: Product = (await request(shop.catalog.app).get(`/api/products/${withOptions._id}`)).body;
    const variant = product.variants!.find((v) => v.forSale && v.stock > 0)!;
    const french: Product = (await request(shop.catalog.app).get(`/api/products/${product._id}?lang=fr`)).body;
    const place = async (cookie: string) => {
      const who = await shopper('Zoé');
      const res = await orders()
        .post(`/api/orders/${who.userId}`)
        .set(who.auth)
        .set('Cookie', cookie)
        .send({
          items: [{ productId: product._id, variantId: variant._id, quantity: 1 }],
          shippingAddress: ONTARIO,
          deliveryDate: delivery(),
        });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { order: res.body as Order, who };
    };
    const inFrench = await place('lang=fr');
    expect(inFrench.order.items[0]).toMatchObject({
      name: french.name,
      options: french.variants!.find((v) => v._id === variant._id)!.options,
    });
    expect(inFrench.order.items[0]!.name).not.toBe(product.name);
    // Read on an English page later, it still names its lines as they were placed.
    const read = await orders().get(`/api/orders/${inFrench.who.userId}`).set(inFrench.who.auth).set('Cookie', 'lang=en');
    expect((read.body as Order[]).find((o) => o._id === inFrench.order._id)!.items[0]!.name).toBe(french.name);
    const inEnglish = await place('lang=en');
    expect(inEnglish.order.items[0]).toMatchObject({ name: product.name, options: variant.options });

    const { sessionId } = (await orders().post('/api/create-checkout-session').set(inFrench.who.auth).send({ orderId: inFrench.order._id }))
      .body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    const receipt = await waitFor(async () => {
      const { rows } = await shop.orders.db.query<{ payload: { items: Array<{ name: string }> } }>(
        `SELECT payload FROM orders.outbox WHERE type = 'payment.completed' AND payload->>'orderId' = $1`,
        [inFrench.order._id],
      );
      return rows[0]?.payload;
    }, 'the receipt event');
    expect(receipt.items.map((i) => i.name)).toEqual([french.name]);

    // Its timeline says each step by code, for the page to say in its language; the English is kept beside.
    const paid = (await orders().get(`/api/orders/${inFrench.who.userId}`).set(inFrench.who.auth)).body as Order[];
    const timeline = paid.find((o) => o._id === inFrench.order._id)!.timeline;
    const cents = Math.round(inFrench.order.totalAmount * 100);
    expect(timeline.map((e) => [e.event, e.detail, e.said])).toEqual([
      ['Placed', 'Awaiting payment', [{ says: 'placed.awaiting' }]],
      ['Paid', `$${inFrench.order.totalAmount.toFixed(2)} by card`, [{ says: 'paid.card', values: { amount: cents } }]],
    ]);
    expect(sayTimeline(timeline[1]!.said as TimelineSaying[], 'fr', { money: (c) => `${(c / 100).toFixed(2).replace('.', ',')} $` })).toBe(
      `${inFrench.order.totalAmount.toFixed(2).replace('.', ',')} $ par carte`,
    );
  });
});
