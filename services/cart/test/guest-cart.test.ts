import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import { GUEST_CART_COOKIE, MAX_LINE_QUANTITY, type PaymentCompleted, type Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { guestCartIdOf } from '@storefront/service-kit';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { cartService } from '../src';

/** The visitor's cart cookie a response set (its token), and the whole Set-Cookie line. */
function cartCookieOf(res: request.Response): { token: string; line: string } | undefined {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`));
  if (!line) return undefined;
  return { token: line.slice(GUEST_CART_COOKIE.length + 1).split(';')[0]!, line };
}

describe.each(BACKENDS)("visitors' carts on $label", (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let svc: StartedTestService;
  let products: Product[];
  let auth: Awaited<ReturnType<typeof testAuth>>;

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'guestcart');
    catalog = await deployment.start(catalogService, { listen: true });
    svc = await deployment.start(cartService, { env: { CATALOG_URL: catalog.url, GUEST_CARTS_PER_CLIENT: '12' } });
    products = ((await request(catalog.app).get('/products')).body as Product[]).filter(
      (p) => p.stock >= 10 && p.stock < 99 && p.options.length === 0,
    );
    auth = await testAuth();
  });
  afterAll(async () => {
    await deployment?.close();
  });

  const visitor = (token?: string) => {
    const cookie = () => (token ? { Cookie: `${GUEST_CART_COOKIE}=${token}` } : {});
    const keep = (res: request.Response) => {
      const set = cartCookieOf(res);
      if (set && set.token) token = set.token;
      return res;
    };
    return {
      token: () => token,
      get: async () => keep(await request(svc.app).get('/api/cart/guest').set(cookie())),
      add: async (productId: string, quantity = 1) =>
        keep(await request(svc.app).put('/api/cart/guest').set(cookie()).send({ productId, quantity })),
      set: async (productId: string, quantity: number) =>
        keep(await request(svc.app).patch(`/api/cart/guest/${productId}`).set(cookie()).send({ quantity })),
      remove: async (productId: string) => keep(await request(svc.app).delete(`/api/cart/guest/${productId}`).set(cookie())),
      clear: async () => keep(await request(svc.app).delete('/api/cart/guest').set(cookie())),
    };
  };

  it('keeps a cart without an account under an httpOnly, SameSite=Lax cookie that lasts 30 days', async () => {
    const v = visitor();
    const empty = await v.get();
    expect(empty.body).toEqual({ items: [], total: 0, totalQuantity: 0 });
    expect(cartCookieOf(empty), 'no cookie before anything is added').toBeUndefined();

    const [a, b] = products;
    const added = await v.add(a!._id, 2);
    expect(added.status).toBe(200);
    const cookie = cartCookieOf(added)!;
    expect(cookie.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.line).toMatch(/HttpOnly/i);
    expect(cookie.line).toMatch(/SameSite=Lax/i);
    expect(cookie.line).toMatch(/Path=\//);
    expect(cookie.line).toMatch(new RegExp(`Max-Age=${30 * 24 * 3600}`));

    await v.add(b!._id);
    await v.add(a!._id);
    const res = await v.set(b!._id, 3);
    expect(res.body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [a!._id, 3],
      [b!._id, 3],
    ]);
    expect(res.body.total).toBeCloseTo(3 * a!.price + 3 * b!.price, 2);
    expect((await v.remove(b!._id)).body.totalQuantity).toBe(3);
    // The stock and line limits hold for visitors as for shoppers.
    const tooMany = await v.add(a!._id, a!.stock);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain(`Only ${a!.stock} of ${a!.name} left in stock.`);
    expect((await v.clear()).body.items).toEqual([]);
  });

  it("never shows or changes another visitor's cart: a made-up, swapped or forgotten cookie is a cart of its own", async () => {
    const [a, b] = products;
    const ann = visitor();
    await ann.add(a!._id, 2);
    const bea = visitor();
    await bea.add(b!._id, 1);
    // Each sees only their own.
    expect((await ann.get()).body.items.map((i: { productId: string }) => i.productId)).toEqual([a!._id]);
    expect((await bea.get()).body.items.map((i: { productId: string }) => i.productId)).toEqual([b!._id]);

    // A guessed token names no cart: it reads as empty, and adding to it starts a cart under a new token
    // (the guessed one is never taken, so it cannot be planted in someone else's browser).
    const guess = visitor('A'.repeat(43));
    expect((await guess.get()).body.items).toEqual([]);
    expect((await guess.set(a!._id, 1)).status).toBe(404);
    await guess.add(a!._id, 1);
    expect(guess.token()).not.toBe('A'.repeat(43));
    expect((await ann.get()).body.items[0].quantity).toBe(2);

    // The cart's id (what orders keep as its owner) is no cookie: it opens nothing.
    const idAsToken = visitor(guestCartIdOf(ann.token()!));
    expect((await idAsToken.get()).body.items).toEqual([]);
    // Malformed cookies are ignored, not errors.
    expect((await visitor('x;y').get()).status).toBe(200);
    // The shoppers' routes are not a way in: 'guest' is no user, and a cart id is no session.
    expect((await request(svc.app).get(`/api/cart/${guestCartIdOf(ann.token()!)}`)).status).toBe(401);
  });

  it('forgets a cart unused for 30 days', async () => {
    const v = visitor();
    await v.add(products[0]!._id);
    const cartId = guestCartIdOf(v.token()!);
    await svc.db.query(`UPDATE cart.guest_carts SET last_used_at = now() - interval '31 days' WHERE id = $1`, [cartId]);
    expect((await v.get()).body.items, 'an expired cart reads as empty').toEqual([]);
    const { forgetUnusedGuestCarts } = await import('../src/data/guest-carts');
    expect(await forgetUnusedGuestCarts(svc.db)).toBeGreaterThanOrEqual(1);
    const left = await svc.db.query(`SELECT count(*)::int AS n FROM cart.lines WHERE user_id = $1`, [cartId]);
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  it("joins the account's cart at sign-in: quantities added, capped by stock and by 99, once, and the cookie goes", async () => {
    const [a, b, c] = products;
    const userId = crypto.randomUUID();
    const session = { Authorization: `Bearer ${await auth.tokenFor({ userId, name: 'Cleo' })}` };
    // The account already holds some of a, and nearly all of c's stock.
    await request(svc.app).put(`/api/cart/${userId}`).set(session).send({ productId: a!._id, quantity: 1 });
    await request(svc.app)
      .put(`/api/cart/${userId}`)
      .set(session)
      .send({ productId: c!._id, quantity: c!.stock - 1 });
    const v = visitor();
    await v.add(a!._id, 2);
    await v.add(b!._id, 1);
    await v.add(c!._id, 5);

    const both = { ...session, Cookie: `${GUEST_CART_COOKIE}=${v.token()}` };
    const [first, second] = await Promise.all([
      request(svc.app).get(`/api/cart/${userId}`).set(both),
      request(svc.app).get(`/api/cart/${userId}`).set(both),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const cleared = cartCookieOf(first) ?? cartCookieOf(second);
    expect(cleared?.token, 'the cookie is cleared').toBe('');
    const merged = await request(svc.app).get(`/api/cart/${userId}`).set(session);
    const quantities = Object.fromEntries(merged.body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]));
    expect(quantities).toEqual({ [a!._id]: 3, [b!._id]: 1, [c!._id]: c!.stock });
    // The visitor's cart is gone: the old cookie now reads as empty.
    expect((await v.get()).body.items).toEqual([]);
  });

  it('caps a joined line at 99 however much is in stock', async () => {
    const big = products.find((p) => p.stock >= 10)!;
    // Stock above the line limit: set it in the catalogue.
    await catalog.db.query(`UPDATE catalog.products SET stock = 500 WHERE id = $1`, [big._id]);
    const userId = crypto.randomUUID();
    const session = { Authorization: `Bearer ${await auth.tokenFor({ userId, name: 'Dev' })}` };
    await request(svc.app).put(`/api/cart/${userId}`).set(session).send({ productId: big._id, quantity: 60 });
    const v = visitor();
    await v.add(big._id, 60);
    const res = await request(svc.app)
      .get(`/api/cart/${userId}`)
      .set({ ...session, Cookie: `${GUEST_CART_COOKIE}=${v.token()}` });
    expect(res.body.items[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('takes what a paid guest order held out of that guest cart', async () => {
    const [a] = products;
    const v = visitor();
    await v.add(a!._id, 3);
    const payment: PaymentCompleted = {
      orderId: crypto.randomUUID(),
      userId: guestCartIdOf(v.token()!),
      customerEmail: 'guest@example.ca',
      customerName: 'Guest',
      items: [{ productId: a!._id, name: a!.name, price: a!.price, quantity: 2 }],
      subtotal: 1,
      tax: 0,
      totalAmount: 1,
      currency: 'cad',
      paidAt: new Date().toISOString(),
      guest: true,
    };
    await svc.bus.publish(createEvent('payment.completed', payment));
    await expect.poll(async () => (await v.get()).body.totalQuantity, { timeout: 5000 }).toBe(1);
  });

  it('limits new carts per client address', async () => {
    // GUEST_CARTS_PER_CLIENT is 12 here, and the tests above made some from this address already.
    let last: request.Response | undefined;
    for (let i = 0; i < 13; i++) last = await visitor().add(products[0]!._id);
    expect(last!.status).toBe(429);
    expect(last!.body.message).toMatch(/^Too many new carts from this address\. Please try again in/);
  });
});
