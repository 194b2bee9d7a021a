import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GiftCardView, IssuedGiftCard, Order, Product, Quote } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productAs, productsInStock, shopper, startShop, waitFor } from './helpers';

// Gift cards pay orders: a payment, not a discount (tax is on the goods as usual). A card pays part and
// the card the rest, or all of it with no payment page; a cancelled order gives each back what it paid.
// Every figure is worked out by hand beside it.

describe.each(BACKENDS)('orders paid with gift cards on $label', (backend) => {
  let shop: Shop;
  let admin: Record<string, string>;
  let ada: Awaited<ReturnType<typeof shopper>>;
  let parka: Product;
  let toque: Product;
  const delivery = () => deliveryDates(new Date())[0]!;

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    admin = {
      Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' })}`,
    };
    const [a, b] = await productsInStock(shop, 40);
    parka = await productAs(shop, admin, a!, { name: 'Tadoussac Parka', category: 'Outdoor', price: '279.00' });
    toque = await productAs(shop, admin, b!, { name: 'Merino Toque', category: 'Accessories', price: '24.99' });
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  async function giftCard(amount: number): Promise<IssuedGiftCard> {
    const res = await orders()
      .post('/api/admin/gift-cards')
      .set(admin)
      .send({ amount, email: 'friend@example.ca', message: 'Joyeux Noël' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const balance = async (code: string) => ((await orders().get('/api/gift-cards/balance').query({ code })).body as GiftCardView).balance;
  const basket = () => [
    { productId: parka._id, quantity: 1 },
    { productId: toque._id, quantity: 1 },
  ];
  const place = (codes: string[], items = basket()) =>
    orders().post(`/api/orders/${ada.userId}`).set(ada.auth).send({ items, shippingAddress: ONTARIO, deliveryDate: delivery(), codes });

  it('issues a card whose code is shown once and never kept, and tells its balance by code', async () => {
    const card = await giftCard(50);
    expect(card.code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(card).toMatchObject({ lastFour: card.code.slice(-4), initial: 50, balance: 50, storeCredit: false });
    const { rows } = await shop.orders.db.query<{ code_hash: string }>(`SELECT code_hash FROM orders.gift_cards WHERE id = $1`, [card._id]);
    expect(rows[0]!.code_hash).not.toContain(card.code.replace(/-/g, ''));
    // Typed in lower case without dashes, it is the same card.
    expect(await balance(card.code.toLowerCase().replace(/-/g, ''))).toBe(50);
    const unknown = await orders().get('/api/gift-cards/balance').query({ code: 'ABCD-EFGH-JKMN-PQRS' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'giftCard.unknown']);
    const refused = await orders().post('/api/admin/gift-cards').set(ada.auth).send({ amount: 50 });
    expect(refused.status).toBe(403);
    expect((await orders().post('/api/admin/gift-cards').set(admin).send({ amount: 4.99 })).body.code).toBe('giftCard.amount.range');
  });

  it('pays part of an order: tax on the goods as usual, the card charged the rest, a cancellation giving both back', async () => {
    const card = await giftCard(100);
    // 279.00 + 24.99 = 303.99; HST 13 % = 39.5187 → 39.52; total 343.51; the card pays 100.00, 243.51 is left.
    const quote: Quote = (
      await orders()
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({ items: basket(), shippingAddress: ONTARIO, codes: [card.code] })
    ).body;
    expect([quote.subtotal, quote.tax, quote.totalAmount, quote.amountDue]).toEqual([303.99, 39.52, 343.51, 243.51]);
    expect(quote.giftCards).toEqual([{ lastFour: card.lastFour, amount: 100 }]);
    expect(quote.discounts).toBeUndefined();

    const placed = await place([card.code]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order: Order = placed.body;
    expect([order.status, order.totalAmount, order.amountDue]).toEqual(['Pending Payment', 343.51, 243.51]);
    // Held as the order is placed: another order cannot spend it meanwhile.
    expect(await balance(card.code)).toBe(0);
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body;
    const session = shop.sandbox.sessions.get(sessionId)!;
    expect(session.line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0)).toBe(24_351);
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    const paid: Order = await waitFor(async () => {
      const o: Order = (await orders().get(`/api/orders/detail/${order._id}`).set(ada.auth)).body;
      return o.status === 'Paid' && o;
    }, 'the order to be paid');
    expect(paid.timeline.find((t) => t.event === 'Paid')?.detail).toBe(`$100.00 by gift card …${card.lastFour}, $243.51 by card`);
    // Paid, the card's use is announced with what it has left.
    const redeemed = await shop.orders.db.query<{ payload: { cards: unknown[]; orderId: string } }>(
      `SELECT payload FROM orders.outbox WHERE type = 'gift-card.redeemed' AND payload->>'orderId' = $1`,
      [order._id],
    );
    expect(redeemed.rows.map((r) => r.payload.cards)).toEqual([
      [{ giftCardId: card._id, lastFour: card.lastFour, amount: 100, balance: 0 }],
    ]);

    // Cancelled before it ships: 243.51 back to the card (with the provider), 100.00 to the gift card at once.
    const cancelled = await orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunds = (cancelled.body as Order).refunds.map((r) => [r.amount, r.toGiftCards ?? false, r.status]);
    expect(refunds).toEqual(
      expect.arrayContaining([
        [243.51, false, expect.any(String)],
        [100, true, 'Succeeded'],
      ]),
    );
    expect(await balance(card.code)).toBe(100);
  });

  it('refunds returned lines to the card first, then to the gift card, to the cent', async () => {
    const card = await giftCard(100);
    const order: Order = (await place([card.code])).body;
    const { sessionId } = (await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: order._id })).body;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
    await waitFor(async () => (await orders().get(`/api/orders/detail/${order._id}`).set(ada.auth)).body.status === 'Paid', 'paid');
    await orders().post(`/api/admin/orders/${order._id}/ship`).set(admin).send({ carrier: 'Canada Post', trackingNumber: 'CP2' });
    await orders().post(`/api/admin/orders/${order._id}/deliver`).set(admin).send({});
    const back = await orders().post(`/api/orders/${order._id}/returns`).set(ada.auth).send({ items: basket(), reason: 'Changed my mind' });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    await orders().post(`/api/admin/orders/${order._id}/returns/${back.body.returns[0]._id}/receive`).set(admin).send({});
    const refund = (items: Array<{ productId: string; quantity: number }>) =>
      orders().post(`/api/admin/orders/${order._id}/refunds`).set(admin).send({ items, reason: 'Returned' });
    // The toque: 24.99 and its share of the tax, 39.52 × 24.99 / 303.99 = 3.2487 → 3.25: 28.24, all to the card.
    const first: Order = (await refund([{ productId: toque._id, quantity: 1 }])).body;
    expect(first.refunds.map((r) => [r.amount, r.toGiftCards ?? false])).toEqual([[28.24, false]]);
    expect(await balance(card.code)).toBe(0);
    // The parka takes the rest, 343.51 − 28.24 = 315.27: the card's last 243.51 − 28.24 = 215.27, then 100.00 to the gift card.
    const second: Order = (await refund([{ productId: parka._id, quantity: 1 }])).body;
    expect(second.refunds.map((r) => [r.amount, r.toGiftCards ?? false])).toEqual([
      [28.24, false],
      [215.27, false],
      [100, true],
    ]);
    expect(await balance(card.code)).toBe(100);
  });

  it('pays a whole order with no payment page, and gives a card back what an unpaid order held', async () => {
    const big = await giftCard(500);
    // The parka alone: 279.00 + HST 36.27 = 315.27, all of it from the card: paid as it is placed.
    const placed = await place([big.code], [{ productId: parka._id, quantity: 1 }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect([placed.body.status, placed.body.amountDue]).toEqual(['Paid', 0]);
    expect(await balance(big.code)).toBe(184.73);
    const { rows } = await shop.orders.db.query<{ payload: { giftCards?: unknown; amountDue?: number } }>(
      `SELECT payload FROM orders.outbox WHERE type = 'payment.completed' AND payload->>'orderId' = $1`,
      [placed.body._id],
    );
    expect(rows[0]!.payload).toMatchObject({ giftCards: [{ lastFour: big.lastFour, amount: 315.27 }], amountDue: 0 });
    const page = await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: placed.body._id });
    expect(page.status).toBe(409);

    // A card paying part of an order that is then cancelled unpaid gets it all back.
    const small = await giftCard(25);
    const unpaid = await place([small.code], [{ productId: toque._id, quantity: 1 }]);
    expect(await balance(small.code)).toBe(0);
    await orders().post(`/api/orders/${unpaid.body._id}/cancel`).set(ada.auth).send({});
    expect(await balance(small.code)).toBe(25);
  });

  it('lets one of two orders placed at once spend a card, and refuses an empty one by its last 4', async () => {
    const card = await giftCard(100);
    const both = await Promise.all([place([card.code]), place([card.code])]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('giftCard.balanceChanged');
    const empty = await place([card.code]);
    expect([empty.status, empty.body.code, empty.body.error]).toEqual([
      400,
      'giftCard.empty',
      `The gift card ending in ${card.lastFour} has nothing left on it.`,
    ]);
  });

  it('gives a refund as store credit when the shopper chooses it, which then pays her orders by itself', async () => {
    const bea = await shopper('Bea');
    const beaPlaces = (items: Array<{ productId: string; quantity: number }>) =>
      orders()
        .post(`/api/orders/${bea.userId}`)
        .set(bea.auth)
        .send({ items, shippingAddress: ONTARIO, deliveryDate: delivery(), codes: [] });
    const payByCard = async (order: Order) => {
      const { sessionId } = (await orders().post('/api/create-checkout-session').set(bea.auth).send({ orderId: order._id })).body;
      await request(shop.sandbox.app).post(`/payment-sandbox/pay/${sessionId}`).type('form').send({ action: 'pay' });
      await waitFor(async () => (await orders().get(`/api/orders/detail/${order._id}`).set(bea.auth)).body.status === 'Paid', 'paid');
      return sessionId as string;
    };
    // The parka: 279.00 + HST 36.27 = 315.27, by card; cancelled, it all becomes store credit at once.
    const order: Order = (await beaPlaces([{ productId: parka._id, quantity: 1 }])).body;
    const sessionId = await payByCard(order);
    const cancelled = await orders().post(`/api/orders/${order._id}/cancel`).set(bea.auth).send({ refundTo: 'storeCredit' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunds = (cancelled.body as Order).refunds;
    expect(refunds.map((r) => [r.amount, r.status, Boolean(r.storeCredit)])).toEqual([[315.27, 'Succeeded', true]]);
    expect((cancelled.body as Order).refundTo).toBe('storeCredit');
    expect(shop.sandbox.payments.forSession(sessionId)!.refunds).toEqual([]); // nothing asked of the payment provider
    const mine = async () => ((await orders().get('/api/gift-cards/mine').set(bea.auth)).body as { giftCards: GiftCardView[] }).giftCards;
    expect((await mine()).map((c) => [c.balance, c.storeCredit, c.lastFour])).toEqual([[315.27, true, refunds[0]!.storeCredit!.lastFour]]);
    const { rows } = await shop.orders.db.query<{ payload: { to?: string; amount: number } }>(
      `SELECT payload FROM orders.outbox WHERE type = 'order.refunded' AND payload->>'orderId' = $1`,
      [order._id],
    );
    expect(rows.map((r) => [r.payload.amount, r.payload.to])).toEqual([[315.27, 'storeCredit']]);

    // Her next order, the toque: 24.99 + HST 3.25 = 28.24, paid by her store credit with no code: 287.03 left.
    const next = await beaPlaces([{ productId: toque._id, quantity: 1 }]);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect([next.body.status, next.body.giftCards, next.body.amountDue]).toEqual([
      'Paid',
      [{ lastFour: refunds[0]!.storeCredit!.lastFour, amount: 28.24, storeCredit: true }],
      0,
    ]);
    expect((await mine())[0]!.balance).toBe(287.03);
    // Nobody else's checkout sees it.
    const quote: Quote = (
      await orders()
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({ items: [{ productId: toque._id, quantity: 1 }], shippingAddress: ONTARIO, codes: [] })
    ).body;
    expect(quote.giftCards).toBeUndefined();
    expect((await orders().post(`/api/orders/${order._id}/cancel`).set(bea.auth).send({ refundTo: 'cash' })).body.code).toBe(
      'refund.destination',
    );
  });
});
