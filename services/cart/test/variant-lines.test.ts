import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '@storefront/catalog';
import { type CartItem, GUEST_CART_COOKIE, type PaymentCompleted, type Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, type TestDeployment, sellInVariants, startTestDeployment, testAuth } from '@storefront/testing';
import { cartService } from '../src';

// A cart line is of one variant: a parka in M and Red is another line than the same parka in L, each
// priced and stocked as its variant; a product with options refuses a line that does not say which.
describe.each(BACKENDS)('cart lines of variants on $label', (backend) => {
  let deployment: TestDeployment;
  let catalog: StartedTestService;
  let svc: StartedTestService;
  let parka: Product;
  let toque: Product;
  let ada: { userId: string; auth: Record<string, string> };
  let admin: Record<string, string>;

  beforeAll(async () => {
    deployment = await startTestDeployment(backend, 'variantcart');
    catalog = await deployment.start(catalogService, { listen: true });
    svc = await deployment.start(cartService, { env: { CATALOG_URL: catalog.url } });
    const auth = await testAuth();
    const userId = crypto.randomUUID();
    ada = { userId, auth: { Authorization: `Bearer ${await auth.tokenFor({ userId, name: 'Ada' })}` } };
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin' })}` };
    const [first, second] = (await request(catalog.app).get('/api/products?limit=2&sort=price-desc')).body.products as Product[];
    toque = second!;
    parka = await sellInVariants(catalog.app, admin, first!._id, [
      { sku: 'VC-M-RED', options: { Size: 'M', Colour: 'Red' }, price: 100, stock: 2 },
      { sku: 'VC-M-BLACK', options: { Size: 'M', Colour: 'Black' }, price: 100, stock: 0 },
      { sku: 'VC-L-RED', options: { Size: 'L', Colour: 'Red' }, price: 110.5, stock: 5 },
      { sku: 'VC-L-BLACK', options: { Size: 'L', Colour: 'Black' }, price: 110.5, stock: 5 },
    ]);
  });
  afterAll(async () => deployment?.close());

  const variant = (size: string, colour: string) => parka.variants!.find((v) => v.options.Size === size && v.options.Colour === colour)!;
  const add = (body: object) => request(svc.app).put(`/api/cart/${ada.userId}`).set(ada.auth).send(body);
  const items = async () => (await request(svc.app).get(`/api/cart/${ada.userId}`).set(ada.auth)).body.items as CartItem[];

  it('refuses a line of a product with options that names no variant, or names another product’s', async () => {
    const none = await add({ productId: parka._id, quantity: 1 });
    expect([none.status, none.body.code, none.body.error]).toEqual([400, 'line.variant.required', 'Choose a size and colour.']);
    const other = await add({ productId: parka._id, variantId: toque._id, quantity: 1 });
    expect([other.status, other.body.code]).toEqual([400, 'line.variant.unknown']);
    const unknown = await add({ productId: parka._id, variantId: crypto.randomUUID(), quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(await items()).toEqual([]);
  });

  it('holds each variant on its own line, priced and stocked as that variant, named by its options', async () => {
    expect((await add({ productId: parka._id, variantId: variant('M', 'Red')._id, quantity: 1 })).status).toBe(200);
    const res = await add({ productId: parka._id, variantId: variant('L', 'Black')._id, quantity: 2 });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        productId: parka._id,
        variantId: variant('M', 'Red')._id,
        options: { Size: 'M', Colour: 'Red' },
        sku: 'VC-M-RED',
        price: 100,
        stock: 2,
        quantity: 1,
      }),
      expect.objectContaining({
        productId: parka._id,
        variantId: variant('L', 'Black')._id,
        sku: 'VC-L-BLACK',
        price: 110.5,
        stock: 5,
        quantity: 2,
      }),
    ]);
    expect(res.body.total).toBe(321);
    // A product sold one way still needs no variant.
    expect((await add({ productId: toque._id, quantity: 1 })).body.items).toHaveLength(3);
  });

  it('counts stock per variant, and says which one runs short', async () => {
    const short = await add({ productId: parka._id, variantId: variant('M', 'Red')._id, quantity: 2 });
    expect([short.status, short.body.error]).toEqual([
      409,
      `Only 2 of ${parka.name} (Size M · Red) left in stock. Your cart already has 1.`,
    ]);
    const soldOut = await add({ productId: parka._id, variantId: variant('M', 'Black')._id, quantity: 1 });
    expect([soldOut.status, soldOut.body.error]).toEqual([409, `Sorry, ${parka.name} (Size M · Black) is out of stock.`]);
  });

  it('changes and removes a line by its variant, leaving the product’s other lines', async () => {
    const lBlack = variant('L', 'Black')._id;
    const set = await request(svc.app).patch(`/api/cart/${ada.userId}/${lBlack}`).set(ada.auth).send({ quantity: 4 });
    expect(set.body.items.find((i: CartItem) => i.variantId === lBlack).quantity).toBe(4);
    const removed = await request(svc.app).delete(`/api/cart/${ada.userId}/${lBlack}`).set(ada.auth);
    expect(removed.body.items.map((i: CartItem) => i.sku)).toEqual(['VC-M-RED', expect.stringMatching(/^P-/)]);
  });

  it('takes exactly the variants an order paid for out of the cart', async () => {
    await add({ productId: parka._id, variantId: variant('L', 'Red')._id, quantity: 3 });
    const event = createEvent<PaymentCompleted>('payment.completed', {
      orderId: crypto.randomUUID(),
      userId: ada.userId,
      customerEmail: 'ada@example.ca',
      customerName: 'Ada',
      items: [{ productId: parka._id, variantId: variant('L', 'Red')._id, name: parka.name, price: 110.5, quantity: 1 }],
      subtotal: 110.5,
      tax: 0,
      totalAmount: 110.5,
      currency: 'cad',
      paidAt: new Date().toISOString(),
    });
    await svc.bus.publish(event);
    await svc.bus.settled();
    const start = Date.now();
    while ((await items()).find((i) => i.sku === 'VC-L-RED')?.quantity !== 2 && Date.now() - start < 10_000)
      await new Promise((r) => setTimeout(r, 50));
    expect((await items()).map((i) => [i.sku, i.quantity])).toEqual([
      ['VC-M-RED', 1],
      [expect.stringMatching(/^P-/), 1],
      ['VC-L-RED', 2],
    ]);
  });

  it('drops a line whose variant is archived, and keeps a visitor’s variants apart when they sign in', async () => {
    const guest = await request(svc.app)
      .put('/api/cart/guest')
      .send({ productId: parka._id, variantId: variant('L', 'Black')._id, quantity: 1 });
    const cookie = ([] as string[])
      .concat(guest.headers['set-cookie'] ?? [])
      .find((l) => l.startsWith(`${GUEST_CART_COOKIE}=`))!
      .split(';')[0]!;
    // Staff stop selling M/Red: the shopper's line of it goes.
    // The table they opened before the sale of an L/Red: its stock changes by what they changed (nothing).
    const kept = parka.variants!.filter((v) => v.forSale && v.sku !== 'VC-M-RED').map((v) => ({ ...v, stockSeen: v.stock }));
    const saved = await request(catalog.app)
      .put(`/api/admin/products/${parka._id}/variants`)
      .set(admin)
      .send({ options: parka.options, variants: kept });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mine = (await request(svc.app).get(`/api/cart/${ada.userId}`).set(ada.auth).set('Cookie', cookie)).body.items as CartItem[];
    expect(mine.map((i) => [i.sku, i.quantity])).toEqual([
      [expect.stringMatching(/^P-/), 1],
      ['VC-L-RED', 2],
      ['VC-L-BLACK', 1],
    ]);
  });
});
