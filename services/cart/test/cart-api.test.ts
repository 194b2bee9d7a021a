import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import type { PaymentCompleted, Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, startTestDeployment, testAuth } from '@storefront/testing';
import { cartService } from '../src';

/** Stands between the cart and the catalogue, and can play a catalogue that is down. */
async function catalogueLine(target: string) {
  const state = { down: false };
  const relay = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (state.down) return void res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"down","message":"down"}');
    const upstream = await fetch(`${target}${req.url}`, { headers: { Accept: 'application/json' } });
    res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(await upstream.text());
  };
  const server = http.createServer((req, res) => {
    relay(req, res).catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe.each(BACKENDS)('cart service on $label', (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let svc: StartedTestService;
  let line: Awaited<ReturnType<typeof catalogueLine>>;
  let products: Product[];
  let ada: { userId: string; auth: Record<string, string> };
  let bob: { userId: string; auth: Record<string, string> };
  let admin: Record<string, string>;

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'cart');
    catalog = await deployment.start(catalogService, { listen: true });
    line = await catalogueLine(catalog.url);
    svc = await deployment.start(cartService, { env: { CATALOG_URL: line.url } });
    // Products sold one way: a line of one names no variant (variant-lines.test.ts has those of variants).
    products = ((await request(catalog.app).get('/products')).body as Product[]).filter((p) => p.stock >= 10 && p.options.length === 0);
    const auth = await testAuth();
    const shopper = async (name: string) => {
      const userId = crypto.randomUUID();
      return { userId, auth: { Authorization: `Bearer ${await auth.tokenFor({ userId, name })}` } };
    };
    ada = await shopper('Ada');
    bob = await shopper('Bob');
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin' })}` };
  });
  afterAll(async () => {
    await deployment?.close();
    await line?.close();
  });

  const cart = (who: { userId: string; auth: Record<string, string> }) => ({
    get: () => request(svc.app).get(`/api/cart/${who.userId}`).set(who.auth),
    add: (productId: string, quantity?: unknown) =>
      request(svc.app)
        .put(`/api/cart/${who.userId}`)
        .set(who.auth)
        .send(quantity === undefined ? { productId } : { productId, quantity }),
    set: (productId: string, quantity: unknown) =>
      request(svc.app).patch(`/api/cart/${who.userId}/${productId}`).set(who.auth).send({ quantity }),
    remove: (productId: string) => request(svc.app).delete(`/api/cart/${who.userId}/${productId}`).set(who.auth),
    clear: () => request(svc.app).delete(`/api/cart/${who.userId}`).set(who.auth),
  });

  it('adds lines priced from the catalogue, adding to a line that exists', async () => {
    const [a, b] = products;
    expect((await cart(ada).add(a!._id)).status).toBe(200);
    await cart(ada).add(a!._id, 2);
    const res = await cart(ada).add(b!._id, 1);
    // A product sold one way is its default variant, of the product's own id and a SKU made from it.
    const line = (p: Product, quantity: number) => ({
      productId: p._id,
      variantId: p._id,
      _id: p._id,
      name: p.name,
      options: {},
      sku: `P-${p._id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      price: p.price,
      quantity,
      imageUrl: p.imageUrl,
      stock: p.stock,
    });
    expect(res.body.items).toEqual([line(a!, 3), line(b!, 1)]);
    expect(res.body.totalQuantity).toBe(4);
    expect(res.body.total).toBeCloseTo(a!.price * 3 + b!.price, 2);
  });

  it('counts two adds of a new product made at the same moment', async () => {
    const c = products[6]!;
    const both = await Promise.all([cart(bob).add(c._id, 1), cart(bob).add(c._id, 1)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await cart(bob).get()).body.items).toMatchObject([{ productId: c._id, quantity: 2 }]);
    await cart(bob).clear();
  });

  it('sets, removes and clears lines', async () => {
    const [a, b, c] = products;
    await cart(bob).add(a!._id, 2);
    await cart(bob).add(b!._id, 2);
    await cart(bob).add(c!._id, 1);
    expect((await cart(bob).set(a!._id, 1)).body.items[0].quantity).toBe(1);
    expect((await cart(bob).remove(b!._id)).body.items.map((i: { productId: string }) => i.productId)).toEqual([a!._id, c!._id]);
    expect((await cart(bob).clear()).body).toEqual({ items: [], total: 0, totalQuantity: 0 });
    expect((await cart(bob).get()).body.items).toEqual([]);
  });

  it('caps quantities by stock and refuses unknown products and bad quantities with a message', async () => {
    const all = ((await request(catalog.app).get('/products')).body as Product[]).filter((p) => p.options.length === 0);
    const low = all.find((p) => p.stock <= 5 && p.stock > 0)!;
    const full = await cart(bob).add(low._id, low.stock + 1);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(`Only ${low.stock} of ${low.name} left in stock.`);
    await cart(bob).add(low._id, low.stock);
    expect((await cart(bob).add(low._id, 1)).body.error).toBe(
      `Only ${low.stock} of ${low.name} left in stock. Your cart already has ${low.stock}.`,
    );
    expect((await cart(bob).set(low._id, low.stock + 5)).status).toBe(409);
    const unknown = await cart(bob).add('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Product not found.');
    expect((await cart(bob).add('not-a-product')).status).toBe(400);
    for (const quantity of [0, -1, 1.5, '2', 100, null, true]) {
      const res = await cart(bob).add(low._id, quantity);
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.error).toMatch(/Quantity/);
    }
    const soldOut = all.find((p) => p.stock === 0)!;
    expect((await cart(bob).add(soldOut._id)).body.error).toBe(`Sorry, ${soldOut.name} is out of stock.`);
    await cart(bob).clear();
  });

  it('sets a quantity only on a line that is there, to a whole number from 1 to 99', async () => {
    const [a, b] = products;
    await cart(bob).add(a!._id, 2);
    const missing = await cart(bob).set(b!._id, 1);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('This product is not in your cart.');
    expect((await cart(bob).set('00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await cart(bob).set('not-a-product', 1)).status).toBe(400);
    for (const quantity of [0, -3, 2.5, 'three', 100]) {
      const res = await cart(bob).set(a!._id, quantity);
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.error).toMatch(/^Quantity/);
    }
    expect((await cart(bob).get()).body.items).toMatchObject([{ productId: a!._id, quantity: 2 }]);
    await cart(bob).clear();
  });

  it('holds at most 99 of one product, however it is added', async () => {
    const plenty = products.find((p) => p.stock >= 120);
    if (!plenty) throw new Error('the seeded catalogue should have a product with 120 or more in stock');
    await cart(bob).add(plenty._id, 98);
    expect((await cart(bob).add(plenty._id, 1)).status).toBe(200);
    const over = await cart(bob).add(plenty._id, 1);
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('You can buy at most 99 of one product at a time.');
    expect((await cart(bob).get()).body.items).toMatchObject([{ productId: plenty._id, quantity: 99 }]);
    await cart(bob).clear();
  });

  it("lets nobody else touch a shopper's cart, admins included", async () => {
    const p = products[0]!._id;
    for (const who of [bob.auth, admin]) {
      expect((await request(svc.app).get(`/api/cart/${ada.userId}`).set(who)).status).toBe(403);
      expect((await request(svc.app).put(`/api/cart/${ada.userId}`).set(who).send({ productId: p })).status).toBe(403);
      expect((await request(svc.app).delete(`/api/cart/${ada.userId}`).set(who)).status).toBe(403);
      expect((await request(svc.app).patch(`/api/cart/${ada.userId}/${p}`).set(who).send({ quantity: 9 })).status).toBe(403);
      expect((await request(svc.app).delete(`/api/cart/${ada.userId}/${p}`).set(who)).status).toBe(403);
    }
    const anonymous = await request(svc.app).get(`/api/cart/${ada.userId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Please log in first.');
    expect((await cart(ada).get()).body.items).toHaveLength(2);
  });

  it('keeps lines up to date with the catalogue: new prices and names, and products that are gone leave', async () => {
    const [a, b] = products;
    await catalog.db.query(`UPDATE catalog.products SET price_cents = price_cents + 100, name = name || ' (new)' WHERE id = $1`, [a!._id]);
    try {
      const items = (await cart(ada).get()).body.items as Array<{ productId: string; name: string; price: number }>;
      expect(items.find((i) => i.productId === a!._id)).toMatchObject({
        name: `${a!.name} (new)`,
        price: Math.round(a!.price * 100 + 100) / 100,
      });
    } finally {
      await catalog.db.query(`UPDATE catalog.products SET price_cents = price_cents - 100, name = $2 WHERE id = $1`, [a!._id, a!.name]);
    }
    const doomed = (await request(catalog.app).get('/products')).body.find(
      (p: Product) => p.stock > 0 && p.options.length === 0 && p._id !== a!._id && p._id !== b!._id,
    ) as Product;
    await cart(ada).add(doomed._id, 1);
    await catalog.db.query(`DELETE FROM catalog.products WHERE id = $1`, [doomed._id]);
    expect((await cart(ada).get()).body.items.map((i: { productId: string }) => i.productId)).toEqual([a!._id, b!._id]);
  });

  it('still shows the cart as stored while the catalogue is down', async () => {
    const before = (await cart(ada).get()).body;
    line.state.down = true;
    try {
      const res = await cart(ada).get();
      expect(res.status).toBe(200);
      expect(res.body).toEqual(before);
      const add = await cart(ada).add(products[3]!._id, 1);
      expect(add.status).toBe(503);
      expect(add.body.error).toBe('The catalog service is not available right now. Please try again shortly.');
    } finally {
      line.state.down = false;
    }
  });

  it('takes what an order held out of the cart once it is paid, once, keeping what was added since', async () => {
    const [a, b, , , , extra] = products;
    await cart(bob).clear();
    await cart(bob).add(a!._id, 3);
    await cart(bob).add(b!._id, 1);
    const payment: PaymentCompleted = {
      orderId: crypto.randomUUID(),
      userId: bob.userId,
      customerEmail: 'bob@example.ca',
      customerName: 'Bob',
      items: [
        { productId: a!._id, name: a!.name, price: a!.price, quantity: 2 },
        { productId: b!._id, name: b!.name, price: b!.price, quantity: 1 },
      ],
      subtotal: 1,
      tax: 0,
      totalAmount: 1,
      currency: 'cad',
      paidAt: new Date().toISOString(),
    };
    // Bob added something after placing the order; the payment arrives later.
    await cart(bob).add(extra!._id, 1);
    const event = createEvent('payment.completed', payment);
    await svc.bus.publish(event);
    const expected = [
      { productId: a!._id, quantity: 1 },
      { productId: extra!._id, quantity: 1 },
    ];
    const start = Date.now();
    for (;;) {
      const items = (await cart(bob).get()).body.items as Array<{ productId: string; quantity: number }>;
      if (items.length === 2 && items.every((i, n) => i.productId === expected[n]!.productId && i.quantity === expected[n]!.quantity))
        break;
      if (Date.now() - start > 10_000) throw new Error(`cart never became ${JSON.stringify(expected)}: ${JSON.stringify(items)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The same event again (a redelivery): nothing more is taken.
    await svc.bus.publish(event);
    await svc.bus.settled();
    expect((await cart(bob).get()).body.items).toMatchObject(expected);
  });
});
