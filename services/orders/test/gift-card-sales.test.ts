import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, GiftCardView, Order, Product } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { storeDate } from '../src/domain/delivery';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// A gift card sold as a product: a set amount (its variant) or the buyer's own within the product's
// limits, paid by card, carrying no tax; issued when paid, announced with its code to be mailed on its day.

describe.each(BACKENDS)('gift cards sold on $label', (backend) => {
  let shop: Shop;
  let giftCard: Product;
  let ada: Awaited<ReturnType<typeof shopper>>;

  beforeAll(async () => {
    shop = await startShop(backend);
    ada = await shopper('Ada');
    const all: Product[] = (await request(shop.catalog.app).get('/products')).body;
    const listed = all.find((p) => p.giftCard)!;
    giftCard = (await request(shop.catalog.app).get(`/api/products/${listed._id}`)).body;
  });
  afterAll(async () => shop?.close());

  const orders = () => request(shop.orders.app);
  const fifty = () => giftCard.variants!.find((v) => v.options.Amount === '$50')!;
  const buy = (body: Record<string, unknown>, auth: Record<string, string> = ada.auth) =>
    orders()
      .post('/api/gift-cards/orders')
      .set(auth)
      .send({ productId: giftCard._id, ...body });
  async function pay(order: Order, auth: Record<string, string>) {
    const checkout = await orders().post('/api/create-checkout-session').set(auth).send({ orderId: order._id });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const session = shop.sandbox.sessions.get(checkout.body.sessionId)!;
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${session.id}`).type('form').send({ action: 'pay' });
    return {
      session,
      paid: await waitFor(async () => {
        const o: Order = (await orders().get(`/api/orders/detail/${order._id}`).set(auth)).body;
        return o.status === 'Paid' && o;
      }, 'the gift card order to be paid'),
    };
  }
  const issuedFor = async (orderId: string) =>
    (
      await shop.orders.db.query<{ payload: EventPayload<'gift-card.issued'> }>(
        `SELECT payload FROM orders.outbox WHERE type = 'gift-card.issued' AND payload->>'orderId' = $1`,
        [orderId],
      )
    ).rows.map((r) => r.payload);
  /** The card issued with an order, with its code, as the mailer hears it (the outbox keeps no code once sent). */
  const heardIssued = (orderId: string) => shop.heard.announced('gift-card.issued', (p) => p.orderId === orderId);

  it('is a product of the catalogue: set amounts as variants, and the limits of an amount of your own', () => {
    expect(giftCard.giftCard).toEqual({ minAmount: 10, maxAmount: 500 });
    expect(giftCard.variants!.map((v) => v.price)).toEqual([25, 50, 100]);
  });

  it('sells a set amount with no tax, issues it when paid and announces its code for its day', async () => {
    const placed = await buy({
      variantId: fifty()._id,
      recipientName: 'Grace',
      recipientEmail: 'grace@example.ca',
      message: 'Joyeux Noël',
      deliverOn: '2099-01-01',
    });
    expect(placed.body.code).toBe('giftCard.deliverOn.range');
    const day = storeDate(new Date(Date.now() + 3 * 86_400_000));
    const res = await buy({
      variantId: fifty()._id,
      recipientName: 'Grace',
      recipientEmail: 'grace@example.ca',
      message: 'Joyeux Noël',
      deliverOn: day,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order: Order = res.body;
    // $50.00, no GST/HST on a gift card, nothing to ship.
    expect([order.subtotal, order.tax, order.taxes, order.shipping, order.totalAmount]).toEqual([50, 0, [], 0, 50]);
    expect(order.shippingAddress).toBeNull();
    expect(order.items[0]).toMatchObject({ options: { Amount: '$50' }, giftCard: { recipientEmail: 'grace@example.ca', deliverOn: day } });
    expect(await issuedFor(order._id)).toEqual([]); // nothing is issued before it is paid

    const { session } = await pay(order, ada.auth);
    expect(session.line_items.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0)).toBe(5000);
    const issued = await heardIssued(order._id);
    expect(await issuedFor(order._id)).toHaveLength(1);
    expect(issued).toMatchObject({
      amount: 50,
      recipientEmail: 'grace@example.ca',
      recipientName: 'Grace',
      message: 'Joyeux Noël',
      deliverOn: day,
      senderName: 'Ada',
    });
    const balance: GiftCardView = (await orders().get('/api/gift-cards/balance').query({ code: issued.code })).body;
    expect(balance).toMatchObject({ initial: 50, balance: 50, lastFour: issued.lastFour });
    const { rows } = await shop.orders.db.query<{ bought_with_order: string }>(
      `SELECT bought_with_order FROM orders.gift_cards WHERE id = $1`,
      [issued.giftCardId],
    );
    expect(rows[0]!.bought_with_order).toBe(order._id);

    // Staff find it by the last 4 characters of its code (never by the code), with the order it came from.
    const admin = {
      Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' })}`,
    };
    const found = await orders().get('/api/admin/gift-cards').query({ lastFour: issued.lastFour.toLowerCase() }).set(admin);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    // Paid, it waits for no shipment.
    expect((await orders().get('/api/admin/dashboard/orders').set(admin)).body.waitingToShip).toBe(0);
    expect(found.body.giftCards).toContainEqual(
      expect.objectContaining({
        lastFour: issued.lastFour,
        balance: 50,
        orderId: order._id,
        recipientEmail: 'grace@example.ca',
        issuedByStaff: false,
      }),
    );
    expect(JSON.stringify(found.body)).not.toContain(issued.code);
    expect((await orders().get('/api/admin/gift-cards').query({ lastFour: 'AB' }).set(admin)).body.code).toBe('giftCard.lastFour.format');
    expect((await orders().get('/api/admin/gift-cards').set(ada.auth)).status).toBe(403);
  });

  it('takes an amount of your own within the limits, and mails it to the buyer when nobody is named', async () => {
    const low = await buy({ amount: 9.99 });
    expect([low.status, low.body.code, low.body.message]).toEqual([
      400,
      'giftCard.amount.outside',
      'This gift card is for $10.00 to $500.00.',
    ]);
    expect((await buy({ amount: 20, variantId: fifty()._id })).body.code).toBe('giftCard.amount.choose');
    const res = await buy({ amount: 72.5 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order: Order = res.body;
    expect([order.totalAmount, order.items[0]!.options]).toEqual([72.5, { Amount: '$72.50' }]);
    expect(order.items[0]!.giftCard).toMatchObject({
      recipientEmail: 'ada@example.ca',
      recipientName: 'Ada',
      deliverOn: storeDate(new Date()),
    });
    await pay(order, ada.auth);
    expect((await issuedFor(order._id)).map((i) => [i.amount, i.recipientEmail])).toEqual([[72.5, 'ada@example.ca']]);
  });

  it('refuses a product that is not a gift card, and a visitor who gives no email; a visitor with one buys', async () => {
    const all: Product[] = (await request(shop.catalog.app).get('/products')).body;
    const toque = all.find((p) => !p.giftCard)!;
    expect((await orders().post('/api/gift-cards/orders').set(ada.auth).send({ productId: toque._id, amount: 20 })).body.code).toBe(
      'giftCard.notForSale',
    );
    expect((await buy({ variantId: fifty()._id }, {})).body.code).toBe('giftCard.buyer.required');
    const visitor = await buy({ variantId: fifty()._id, email: 'lin@example.ca', name: 'Lin' }, {});
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(201);
    const cookie = visitor.headers['set-cookie'] as unknown as string[];
    expect(cookie.join(';')).toContain('guest_cart=');
    // The order is the visitor's by that cookie: they can pay for it, and nobody else can.
    const guest = { Cookie: cookie.map((c) => c.split(';')[0]).join('; ') };
    expect((await orders().post('/api/create-checkout-session').set(ada.auth).send({ orderId: visitor.body._id })).status).toBe(403);
    const { paid } = await pay(visitor.body, guest);
    expect(paid.items[0]!.giftCard!.recipientEmail).toBe('lin@example.ca');
  });

  it('undoes a purchase while its card is unspent (the card voided, the money back), and refuses once it was spent', async () => {
    const cancel = (order: Order) => orders().post(`/api/orders/${order._id}/cancel`).set(ada.auth).send({});
    const balanceOf = async (code: string) =>
      ((await orders().get('/api/gift-cards/balance').query({ code })).body as GiftCardView).balance;
    const first: Order = (await buy({ variantId: fifty()._id })).body;
    await pay(first, ada.auth);
    const unspent = await heardIssued(first._id);
    const undone = await cancel(first);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((undone.body as Order).refunds.map((r) => r.amount)).toEqual([50]);
    expect(await balanceOf(unspent.code)).toBe(0);

    const second: Order = (await buy({ variantId: fifty()._id })).body;
    await pay(second, ada.auth);
    const spent = await heardIssued(second._id);
    const [goods] = await productsInStock(shop, 5);
    const used = await orders()
      .post(`/api/orders/${ada.userId}`)
      .set(ada.auth)
      .send({
        items: [{ productId: goods!._id, quantity: 1 }],
        shippingAddress: ONTARIO,
        deliveryDate: deliveryDates(new Date())[0],
        codes: [spent.code],
      });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    const refused = await cancel(second);
    expect([refused.status, refused.body.code]).toEqual([409, 'giftCard.cancel.spent']);
    expect((await orders().get(`/api/orders/detail/${second._id}`).set(ada.auth)).body.status).toBe('Paid');
  });

  it('limits balance checks per client: guessing codes is refused after GIFT_CARD_BALANCE_CHECKS_PER_CLIENT an hour', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 25 && !answers.includes(429); i++) {
      answers.push(
        (
          await orders()
            .get('/api/gift-cards/balance')
            .query({
              code: `ABCD-EFGH-JKMN-${String(1000 + i)
                .slice(-4)
                .replace(/[01]/g, 'Z')}`,
            })
        ).status,
      );
    }
    // 20 an hour by default; this file asked once before.
    expect(answers.filter((s) => s === 404).length).toBeLessThanOrEqual(20);
    expect(answers.at(-1)).toBe(429);
    const refused = await orders().get('/api/gift-cards/balance').query({ code: 'ABCD-EFGH-JKMN-PQRS' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toMatch(/^limit\.giftCards\.balance\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
