import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE, type Order, type Product, orderNumberOf } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { supportService } from '@storefront/support';
import { BACKENDS, type HeardEvents, type StartedTestService, hearEvents, mailsIn } from '@storefront/testing';
import { usersService } from '@storefront/users';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, startShop, waitFor } from './helpers';

// Whoever reads the store's databases (a backup, a replica, a leaked dump) must find no working link
// and no gift card code in them: tokens are kept as hashes, outboxes drop an event's secrets once it is
// sent, and the mail queue forgets them once the mail is out. This walks a shopper through a
// confirmation and a reset, a guest through an order, Find my order and a gift card, then reads every
// row of every table of every service.

const DELIVERY = { ...ONTARIO, phoneNumber: '416 555 0100' };

describe.each(BACKENDS)('secrets at rest on $label', (backend) => {
  let shop: Shop;
  let users: StartedTestService;
  let support: StartedTestService;
  let heard: HeardEvents;

  beforeAll(async () => {
    shop = await startShop(backend);
    users = await shop.deployment.start(usersService, {
      signsTokens: true,
      env: { PASSWORD_HASH_COST: '10', CATALOG_URL: shop.catalog.url, PUBLIC_URL: 'https://shop.example.ca' },
    });
    support = await shop.deployment.start(supportService, { env: { ORDERS_URL: shop.orders.url, CATALOG_URL: shop.catalog.url } });
    heard = await hearEvents(users.bus, ['user.email-verification-requested', 'user.password-reset-requested']);
  });
  afterAll(async () => {
    await heard?.stop();
    await shop?.close();
  });

  /** A visitor's cart cookie, with `productId` in the cart. */
  const guestCart = async (productId: string) => {
    const added = await request(shop.cart.app).put('/api/cart/guest').send({ productId, quantity: 1 });
    const line = ([] as string[]).concat(added.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`))!;
    return { Cookie: line.split(';')[0]! };
  };
  const pay = async (order: Order, cookie: Record<string, string>) => {
    const session = await request(shop.orders.app).post('/api/create-checkout-session').set(cookie).send({ orderId: order._id });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    await request(shop.sandbox.app).post(`/payment-sandbox/pay/${session.body.sessionId}`).type('form').send({ action: 'pay' });
  };

  /** The secrets the shopper and the guest were sent: each link's token, and the gift card's code. */
  async function walkThrough(): Promise<string[]> {
    const email = 'rest.easy@example.ca';
    const made = await request(users.app).post('/api/users/register').send({ name: 'Rest Easy', email, password: 'a-good-long-password' });
    expect(made.status).toBe(201);
    const { verifyUrl } = await heard.announced('user.email-verification-requested', (p) => p.email === email);
    const login = await request(users.app).post('/api/users/login').send({ email, password: 'a-good-long-password' });
    const confirm = await request(users.app)
      .post('/api/users/verify-email')
      .set('Authorization', `Bearer ${login.body.token}`)
      .send({ token: new URL(verifyUrl).searchParams.get('token') });
    expect(confirm.status).toBe(200);
    expect((await request(users.app).post('/api/users/password-reset').send({ email })).status).toBe(202);
    const { resetUrl } = await heard.announced('user.password-reset-requested', (p) => p.email === email);

    const [product] = await productsInStock(shop, 2);
    const cookie = await guestCart(product!._id);
    const placed = await request(shop.orders.app)
      .post('/api/orders/guest')
      .set(cookie)
      .send({
        email: 'guest.rest@example.ca',
        items: [{ productId: product!._id, quantity: 1 }],
        shippingAddress: DELIVERY,
        deliveryDate: deliveryDates(new Date())[0],
      });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as Order;
    await pay(order, cookie);
    const receipt = await shop.heard.announced('payment.completed', (p) => p.orderId === order._id);
    const find = await request(shop.orders.app)
      .post('/api/orders/find')
      .send({ orderNumber: orderNumberOf(order._id), email: 'guest.rest@example.ca' });
    expect(find.status).toBe(202);
    const found = await shop.heard.announced('order.link-requested', (p) => p.orderId === order._id);

    const card = ((await request(shop.catalog.app).get('/products')).body as Product[]).find((p) => p.giftCard)!;
    const full: Product = (await request(shop.catalog.app).get(`/api/products/${card._id}`)).body;
    const bought = await request(shop.orders.app).post('/api/gift-cards/orders').send({
      productId: card._id,
      variantId: full.variants![0]!._id,
      email: 'guest.rest@example.ca',
      name: 'Guest',
      recipientName: 'Friend',
      recipientEmail: 'friend.rest@example.ca',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const giftCookie = { Cookie: (bought.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ') };
    await pay(bought.body as Order, giftCookie);
    const { code } = await shop.heard.announced('gift-card.issued', (p) => p.orderId === bought.body._id);

    const tokenOf = (url: string, name: string) => new URL(url).searchParams.get(name)!;
    return [
      tokenOf(verifyUrl, 'token'),
      tokenOf(resetUrl, 'token'),
      tokenOf(receipt.orderUrl!, 'access'),
      tokenOf(found.orderUrl, 'access'),
      code,
    ];
  }

  /** Every event sent, every mail out: what the databases keep from now on. */
  async function settled() {
    for (const [db, schema] of [
      [users.db, 'users'],
      [shop.orders.db, 'orders'],
    ] as const) {
      await waitFor(
        async () =>
          (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.outbox WHERE sent_at IS NULL`)).rows[0]!.n === 0,
        `every ${schema} event to be sent`,
      );
    }
    await waitFor(async () => {
      const { rows } = await support.db.query<{ unsent: number; sent: number }>(
        `SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent, count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent
           FROM support.outgoing_mail`,
      );
      // Confirmation, reset, receipt, Find my order, the gift card and its buyer's receipt at least.
      return rows[0]!.unsent === 0 && rows[0]!.sent >= 6;
    }, 'support to send every mail');
  }

  /** Each row of each table of each database, as text, that holds one of `secrets`. */
  async function rowsHolding(secrets: string[]): Promise<string[]> {
    const databases = new Set<Database>([shop.catalog.db, shop.cart.db, shop.orders.db, users.db, support.db]);
    const found: string[] = [];
    let tables = 0;
    for (const db of databases) {
      const { rows: names } = await db.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      for (const { schema, name } of names) {
        tables++;
        const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${schema}"."${name}" t`);
        for (const { row } of rows) {
          const held = secrets.filter((s) => row.includes(s));
          if (held.length > 0) found.push(`${schema}.${name}: ${row.slice(0, 200)}`);
        }
      }
    }
    // Every service's tables were read (a scan of nothing would find nothing).
    expect(tables).toBeGreaterThan(20);
    return found;
  }

  it('keeps no link token and no gift card code anywhere once the mail is out', async () => {
    const secrets = await walkThrough();
    expect(secrets.every((s) => s.length >= 16)).toBe(true);
    await settled();
    // The mails themselves went out with them (the mailer heard the events whole) ...
    const sent = mailsIn(support.dataDir).join('\n');
    for (const secret of secrets) expect(sent).toContain(secret);
    // ... and no table keeps any of them.
    expect(await rowsHolding(secrets)).toEqual([]);
  });
});
