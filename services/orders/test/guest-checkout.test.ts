import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_ORDER_SENT, GUEST_CART_COOKIE, type Order, type PaymentCompleted, type Product, orderNumberOf } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

const DELIVERY = { ...ONTARIO, phoneNumber: '416 555 0100' };

describe.each(BACKENDS)('checking out as a guest on $label', (backend) => {
  let shop: Shop;
  let products: Product[];
  const delivery = () => deliveryDates(new Date())[0]!;

  beforeAll(async () => {
    shop = await startShop(backend);
    products = await productsInStock(shop, 10);
  });
  afterAll(async () => shop?.close());

  /** A visitor: a browser with a cart cookie (after its first add) and nothing else. */
  const visitor = async (productId: string, quantity: number) => {
    const added = await request(shop.cart.app).put('/api/cart/guest').send({ productId, quantity });
    const line = ([] as string[]).concat(added.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`))!;
    const cookie = { Cookie: line.split(';')[0]! };
    return {
      cookie,
      cart: () => request(shop.cart.app).get('/api/cart/guest').set(cookie),
      place: (body: Record<string, unknown>) => request(shop.orders.app).post('/api/orders/guest').set(cookie).send(body),
      order: (orderId: string) => request(shop.orders.app).get(`/api/orders/detail/${orderId}`).set(cookie),
    };
  };
  const orderBody = (productId: string, quantity: number, email: string) => ({
    email,
    items: [{ productId, quantity }],
    shippingAddress: DELIVERY,
    deliveryDate: delivery(),
  });
  const outbox = async (type: string) =>
    (
      await shop.orders.db.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM orders.outbox WHERE type = $1 ORDER BY seq`, [
        type,
      ])
    ).rows.map((r) => r.payload);
  const tokenOf = (url: string) => new URL(url).searchParams.get('access')!;

  it('quotes and places a guest order priced by the server, with the email and address given', async () => {
    const [a] = products;
    const guest = await visitor(a!._id, 2);
    const quote = await request(shop.orders.app)
      .post('/api/orders/guest/quote')
      .send({ items: [{ productId: a!._id, quantity: 2 }], shippingAddress: { ...DELIVERY, province: 'BC', postalCode: 'V6B 1A1' } });
    expect(quote.status).toBe(200);
    expect(quote.body.taxRegion).toBe('BC');
    const res = await guest.place({ ...orderBody(a!._id, 2, 'Guest.One@Example.ca'), totalAmount: 0.01 });
    expect(res.status).toBe(201);
    const order: Order = res.body;
    expect(order).toMatchObject({ status: 'Pending Payment', taxRegion: 'ON', shippingAddress: { postalCode: 'M5H 1A1' } });
    expect(Math.round(order.subtotal * 100)).toBe(Math.round(a!.price * 200));
    expect(order.timeline.map((t) => t.detail)).toEqual(['As a guest, awaiting payment']);
    const stored = await shop.orders.db.query(`SELECT customer_email, customer_name, placed_as_guest FROM orders.orders WHERE id = $1`, [
      order._id,
    ]);
    expect(stored.rows[0]).toEqual({ customer_email: 'guest.one@example.ca', customer_name: DELIVERY.fullName, placed_as_guest: true });
    // The visitor reads their own order through their cart's cookie.
    expect((await guest.order(order._id)).status).toBe(200);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email must be a valid email address.'],
    [{ shippingAddress: { ...DELIVERY, province: 'Narnia' } }, '"Narnia" is not a Canadian province or territory.'],
    [{ shippingAddress: { ...DELIVERY, postalCode: '12345' } }, /postal code/i],
    [{ shippingAddress: { ...DELIVERY, fullName: '' } }, /Full name/],
    [{ deliveryDate: '2020-01-01' }, /^Choose one of the delivery dates offered: /],
  ])('checks the guest order %j as the address book checks an address', async (change, message) => {
    const guest = await visitor(products[0]!._id, 1);
    const res = await guest.place({ ...orderBody(products[0]!._id, 1, 'guest@example.ca'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it('needs a cart, and refuses a signed-in shopper (their order is placed from the account)', async () => {
    const body = orderBody(products[0]!._id, 1, 'guest@example.ca');
    const noCart = await request(shop.orders.app).post('/api/orders/guest').send(body);
    expect(noCart.status).toBe(400);
    expect(noCart.body.error).toBe('Your cart is empty.');
    const ada = await shopper('Ada');
    const signedIn = await request(shop.orders.app).post('/api/orders/guest').set(ada.auth).send(body);
    expect(signedIn.status).toBe(409);
  });

  it('pays through the same payment page; the receipt event carries a link that opens the order, and only it', async () => {
    const [a, b] = products;
    const guest = await visitor(a!._id, 1);
    await request(shop.cart.app).put('/api/cart/guest').set(guest.cookie).send({ productId: b!._id, quantity: 1 });
    const order: Order = (await guest.place({ ...orderBody(a!._id, 1, 'paying.guest@example.ca') })).body;
    const other = await visitor(b!._id, 1);

    // Another visitor cannot pay for it, see it, or check its payment: to them there is no such order.
    expect(
      (await request(shop.orders.app).post('/api/create-checkout-session').set(other.cookie).send({ orderId: order._id })).status,
    ).toBe(404);
    expect((await other.order(order._id)).status).toBe(404);
    expect((await request(shop.orders.app).put(`/api/orders/update-payment/${order._id}`).set(other.cookie).send({})).status).toBe(404);
    // Nor can a stranger with no cookie, nor a shopper signed in to another account.
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`)).status).toBe(401);
    const bob = await shopper('Bob');
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(bob.auth)).status).toBe(403);

    const session = await request(shop.orders.app).post('/api/create-checkout-session').set(guest.cookie).send({ orderId: order._id });
    expect(session.status).toBe(200);
    const pay = await request(shop.sandbox.app).post(`/payment-sandbox/pay/${session.body.sessionId}`).type('form').send({ action: 'pay' });
    expect(pay.status).toBe(303);
    await waitFor(async () => (await guest.order(order._id)).body.status === 'Paid', 'the guest order to be paid');
    // What the order took leaves the guest's cart; what they added besides stays.
    await waitFor(
      async () =>
        JSON.stringify((await guest.cart()).body.items.map((i: { productId: string }) => i.productId)) === JSON.stringify([b!._id]),
      "the ordered line to leave the guest's cart",
    );

    const receipt: PaymentCompleted = await shop.heard.announced('payment.completed', (p) => p.orderId === order._id);
    expect(receipt).toMatchObject({ guest: true, customerEmail: 'paying.guest@example.ca' });
    expect(receipt.orderUrl).toMatch(new RegExp(`^http://localhost:8080/orders/${order._id}\\?access=[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(receipt.orderUrl!);
    const stored = await shop.orders.db.query<{ token_hash: string }>(`SELECT token_hash FROM orders.order_links WHERE order_id = $1`, [
      order._id,
    ]);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);

    // The link opens the order in any browser, without an account ...
    const opened = await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body._id).toBe(order._id);
    // ... and no other order, nor does a made-up or tampered token open it.
    const another: Order = (await other.place(orderBody(b!._id, 1, 'other.guest@example.ca'))).body;
    expect((await request(shop.orders.app).get(`/api/orders/detail/${another._id}?access=${token}`)).status).toBe(404);
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${'B'.repeat(43)}`)).status).toBe(404);
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${token.slice(0, 42)}x`)).status).toBe(404);
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=short`)).status).toBe(400);
    // A link is not a way to act on the order: cancelling still needs its owner.
    expect((await request(shop.orders.app).post(`/api/orders/${order._id}/cancel?access=${token}`).send({})).status).toBe(401);

    // An expired link says so, and what to do.
    await shop.orders.db.query(`UPDATE orders.order_links SET expires_at = now() - interval '1 minute' WHERE order_id = $1`, [order._id]);
    const expired = await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${token}`);
    expect(expired.status).toBe(403);
    expect(expired.body.error).toBe('This order link has expired. Use Find my order to get a new one.');
    // The browser it was ordered from still sees it, whatever link it came by ...
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${token}`).set(guest.cookie)).status).toBe(200);
    // ... for a day: then only a mailed link does (the next person at a shared computer sees nothing).
    await shop.orders.db.query(`UPDATE orders.orders SET created_at = now() - interval '25 hours' WHERE id = $1`, [order._id]);
    expect((await guest.order(order._id)).status).toBe(404);
    expect(
      (await request(shop.orders.app).post('/api/create-checkout-session').set(guest.cookie).send({ orderId: order._id })).status,
    ).toBe(404);
  });

  it("'Find my order' mails a new link to the order's own address, says the same either way, and is limited", async () => {
    const guest = await visitor(products[0]!._id, 1);
    const order: Order = (await guest.place(orderBody(products[0]!._id, 1, 'finder@example.ca'))).body;
    const before = (await outbox('order.link-requested')).length;
    const find = (orderNumber: string, email: string) => request(shop.orders.app).post('/api/orders/find').send({ orderNumber, email });

    const wrongEmail = await find(orderNumberOf(order._id), 'someone.else@example.ca');
    expect(wrongEmail.status).toBe(202);
    expect(wrongEmail.body.message).toBe(FIND_ORDER_SENT);
    const right = await find(`#${orderNumberOf(order._id).toLowerCase()}`, 'FINDER@example.ca');
    expect(right.status).toBe(202);
    expect(right.body).toEqual(wrongEmail.body);
    const links = (await outbox('order.link-requested')).slice(before);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ orderId: order._id, email: 'finder@example.ca', customerName: DELIVERY.fullName });
    // The link as the mailer hears it: the outbox keeps none once the event is sent.
    const { orderUrl } = await shop.heard.announced('order.link-requested', (p) => p.orderId === order._id);
    expect((await request(shop.orders.app).get(`/api/orders/detail/${order._id}?access=${tokenOf(orderUrl)}`)).status).toBe(200);

    expect((await find('not a number', 'finder@example.ca')).status).toBe(400);
    // Look-ups that match nothing never use up the mailbox's links (or anyone could lock a guest out).
    for (let i = 0; i < 4; i++) expect((await find('00000000', 'finder@example.ca')).status).toBe(202);
    // Three links an hour per mailbox; past that nothing more is sent, and the answer stays the same.
    await find(orderNumberOf(order._id), 'finder@example.ca');
    await find(orderNumberOf(order._id), 'finder+again@example.ca');
    const fourth = await find(orderNumberOf(order._id), 'finder@example.ca');
    expect([fourth.status, fourth.body]).toEqual([202, wrongEmail.body]);
    expect((await outbox('order.link-requested')).slice(before)).toHaveLength(3);
  });

  it('joins the account of a shopper who proves the email, once, and the guest cookie no longer opens it', async () => {
    const guest = await visitor(products[0]!._id, 1);
    const order: Order = (await guest.place(orderBody(products[0]!._id, 1, 'joiner@example.ca'))).body;
    const kept: Order = (await (await visitor(products[0]!._id, 1)).place(orderBody(products[0]!._id, 1, 'someone@example.ca'))).body;
    const later: Order = (await (await visitor(products[0]!._id, 1)).place(orderBody(products[0]!._id, 1, 'joiner@example.ca'))).body;
    // Placed after the proof the event reports (a late or replayed event): it waits for a proof of its own.
    await shop.orders.db.query(`UPDATE orders.orders SET created_at = now() + interval '1 hour' WHERE id = $1`, [later._id]);
    const cleo = await shopper('Cleo');
    const verified = createEvent('user.email-verified', {
      userId: cleo.userId,
      email: 'Joiner@example.ca',
      verifiedAt: new Date().toISOString(),
    });
    await shop.orders.bus.publish(verified);
    const mine = await waitFor(async () => {
      const list: Order[] = (await request(shop.orders.app).get(`/api/orders/${cleo.userId}`).set(cleo.auth)).body;
      return list.length === 1 && list;
    }, 'the guest order to join the account');
    expect(mine[0]!._id).toBe(order._id);
    expect(mine[0]!.timeline.at(-1)).toMatchObject({ event: 'Added to your account', detail: 'The email Joiner@example.ca was confirmed' });
    expect((await guest.order(order._id)).status).toBe(404);
    const cleosOrder = async () => (await request(shop.orders.app).get(`/api/orders/detail/${order._id}`).set(cleo.auth)).body as Order;
    const joinedOnce = await cleosOrder();
    expect(joinedOnce.timeline.filter((t) => t.event === 'Added to your account')).toHaveLength(1);
    // Another shopper proving the same address later takes nothing: it joined an account already.
    const dan = await shopper('Dan');
    await shop.orders.bus.publish(
      createEvent('user.email-verified', { userId: dan.userId, email: 'joiner@example.ca', verifiedAt: new Date().toISOString() }),
    );
    // And the same event delivered again (same id) joins nothing again: the order, its timeline included, is as it was.
    await shop.orders.bus.publish(verified);
    await shop.orders.bus.settled();
    expect(await cleosOrder()).toEqual(joinedOnce);
    const handled = await shop.orders.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders.processed_events WHERE event_id = $1`,
      [verified.id],
    );
    expect(handled.rows[0]!.n).toBe(1);
    expect((await request(shop.orders.app).get(`/api/orders/${dan.userId}`).set(dan.auth)).body).toEqual([]);
    expect((await request(shop.orders.app).get(`/api/orders/${cleo.userId}`).set(cleo.auth)).body).toHaveLength(1);
    expect((await request(shop.orders.app).get(`/api/orders/detail/${kept._id}`).set(cleo.auth)).status).toBe(403);
    expect((await request(shop.orders.app).get(`/api/orders/detail/${later._id}`).set(cleo.auth)).status).toBe(403);
  });
});
