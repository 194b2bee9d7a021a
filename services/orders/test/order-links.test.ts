import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE, type Order, type Product, orderNumberOf } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// The links mailed to open a guest's order: one works at a time (the one mailed last), and none once
// the order has joined an account (its owner then signs in).
describe.each(BACKENDS)('order links on $label', (backend) => {
  let shop: Shop;
  let products: Product[];

  beforeAll(async () => {
    shop = await startShop(backend);
    products = await productsInStock(shop, 5);
  });
  afterAll(async () => shop?.close());

  /** A guest order placed with `email`, from a visitor's cart. */
  const guestOrder = async (email: string): Promise<Order> => {
    const added = await request(shop.cart.app).put('/api/cart/guest').send({ productId: products[0]!._id, quantity: 1 });
    const line = ([] as string[]).concat(added.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`))!;
    const placed = await request(shop.orders.app)
      .post('/api/orders/guest')
      .set({ Cookie: line.split(';')[0]! })
      .send({
        email,
        items: [{ productId: products[0]!._id, quantity: 1 }],
        shippingAddress: { ...ONTARIO, phoneNumber: '416 555 0100' },
        deliveryDate: deliveryDates(new Date())[0],
      });
    expect(placed.status).toBe(201);
    return placed.body as Order;
  };
  const find = (order: Order, email: string) =>
    request(shop.orders.app)
      .post('/api/orders/find')
      .send({ orderNumber: orderNumberOf(order._id), email });
  /** The links mailed for the order, oldest first, as the mailer hears them (once `count` are). */
  const linksOf = async (order: Order, count = 1) =>
    (await shop.heard.allAnnounced('order.link-requested', (p) => p.orderId === order._id, count)).map((p) => p.orderUrl);
  const opens = async (order: Order, url: string) =>
    (await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${new URL(url).searchParams.get('access')}`)).status;

  it('works one at a time: each link mailed ends the ones before it', async () => {
    const order = await guestOrder('linker@example.ca');
    for (let i = 0; i < 3; i++) expect((await find(order, 'linker@example.ca')).status).toBe(202);
    const links = await linksOf(order, 3);
    expect(links).toHaveLength(3);
    expect([await opens(order, links[0]!), await opens(order, links[1]!), await opens(order, links[2]!)]).toEqual([403, 403, 200]);
  });

  it('stops opening the order once it joins the account of the shopper who proves its email', async () => {
    const order = await guestOrder('joining@example.ca');
    await find(order, 'joining@example.ca');
    const [link] = await linksOf(order);
    expect(await opens(order, link!)).toBe(200);
    const owner = await shopper('Jo');
    await shop.orders.bus.publish(
      createEvent('user.email-verified', { userId: owner.userId, email: 'joining@example.ca', verifiedAt: new Date().toISOString() }),
    );
    await waitFor(async () => {
      const mine = (await request(shop.orders.app).get(`/api/orders/${owner.userId}`).set(owner.auth)).body as Order[];
      return mine.some((o) => o._id === order._id);
    }, 'the order to join the account');
    expect(await opens(order, link!)).toBe(403);
    // Its owner opens it signed in.
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(owner.auth)).status).toBe(200);
  });
});
