import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AuditEntry, EventEnvelope, EventPayload, Product, VariantsEdit } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, deliverEvent, startTestService, testAuth } from '@storefront/testing';
import { catalogService } from '../src';

// A parka in Size S/M/L and Colour Red/Black: one product, six variants, each with its SKU, price and
// stock; the product's price and stock are its variants' (lowest, highest, total), and stock moves per
// variant over an order's life.
describe.each(BACKENDS)('products with options and variants on $label', (backend) => {
  let svc: StartedTestService;
  let admin: Record<string, string>;
  let parka: Product;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    const auth = await testAuth();
    admin = { Authorization: `Bearer ${await auth.tokenFor({ isAdmin: true, name: 'Admin', email: 'admin@storefront.test' })}` };
    // The parka starts sold one way, with its default variant: the dearest such product of the starting
    // catalogue (not the cheapest, whose SKU the refusals borrow), made a parka.
    const soldOneWay = ((await request(svc.app).get('/api/products?sort=price-desc&limit=100')).body.products as Product[]).find(
      (p) => p.options.length === 0,
    )!;
    const made = await request(svc.app)
      .put(`/api/admin/products/${soldOneWay._id}`)
      .set(admin)
      .send({
        name: 'Tadoussac Expedition Down Parka',
        description: 'A long down parka for the coldest days.',
        category: 'Winter Gear',
        price: soldOneWay.price.toFixed(2),
        imageUrl: soldOneWay.imageUrl,
        tags: ['winter'],
      });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    parka = made.body;
  });
  afterAll(async () => svc?.close());

  const shop = (url: string) => request(svc.app).get(url);
  const saveVariants = (id: string, body: object) => request(svc.app).put(`/api/admin/products/${id}/variants`).set(admin).send(body);
  const sizes = ['S', 'M', 'L'];
  const colours = ['Red', 'Black'];
  const table = (over: (size: string, colour: string) => Partial<VariantsEdit['variants'][number]> = () => ({})) =>
    sizes.flatMap((size) =>
      colours.map((colour) => ({
        sku: `PARKA-${size}-${colour.toUpperCase()}`,
        options: { Size: size, Colour: colour },
        price: size === 'L' ? 289.5 : 279,
        stock: 4,
        ...over(size, colour),
      })),
    );
  const options = [
    { name: 'Size', values: sizes },
    { name: 'Colour', values: colours },
  ];
  const variantOf = (p: { variants?: Product['variants'] }, size: string, colour: string) =>
    p.variants!.find((v) => v.options.Size === size && v.options.Colour === colour)!;

  it('saves options and variants; the shop answers them, and the product is "from" its lowest price', async () => {
    const saved = await saveVariants(parka._id, {
      options,
      variants: table((size, colour) => (size === 'S' && colour === 'Black' ? { stock: 0 } : {})),
      reason: 'First count of the parkas',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page: Product = (await shop(`/api/products/${parka._id}`)).body;
    expect(page.options).toEqual(options);
    expect(page.variants).toHaveLength(6);
    expect(variantOf(page, 'M', 'Red')).toMatchObject({ sku: 'PARKA-M-RED', price: 279, stock: 4, forSale: true });
    expect(page).toMatchObject({ price: 279, priceMax: 289.5, stock: 20, swatches: colours });
    // A listing draws a card: the range, the swatches and the stock, not the variants.
    const card: Product = (await shop(`/api/products?search=tadoussac parka&limit=5`)).body.products.find(
      (p: Product) => p._id === parka._id,
    );
    expect(card).toMatchObject({ price: 279, priceMax: 289.5, stock: 20, swatches: colours, options });
    expect(card.variants).toBeUndefined();
    // A lookup by id (a cart, an order) has them.
    const looked: Product = (await shop(`/api/products?ids=${parka._id}`)).body.products[0];
    expect(looked.variants).toHaveLength(6);
    // The product sold one way before is gone from the shop: its default variant is archived, kept for past orders.
    const inBackOffice: AdminProduct = (await request(svc.app).get(`/api/admin/products/${parka._id}`).set(admin)).body;
    expect(inBackOffice.variants!.filter((v) => !v.forSale).map((v) => v._id)).toEqual([parka._id]);
    const [entry] = (await request(svc.app).get(`/api/admin/audit/catalog?targetId=${parka._id}`).set(admin)).body.items as AuditEntry[];
    expect(entry).toMatchObject({ action: 'product.variants-changed', after: { reason: 'First count of the parkas' } });
  });

  it('refuses a variant table that does not fit its options, a SKU used twice or by another product, and a stock change without a reason', async () => {
    const other: Product = (await shop('/api/products?limit=1&sort=price-asc')).body.products[0];
    const otherSku = (await shop(`/api/products/${other._id}`)).body.variants[0].sku as string;
    const cases: Array<[object, number, string]> = [
      [{ options, variants: [{ sku: 'X-1', options: { Size: 'M' }, price: 1, stock: 0 }] }, 400, 'variant.options.mismatch'],
      [{ options, variants: [{ sku: 'X-1', options: { Size: 'XL', Colour: 'Red' }, price: 1, stock: 0 }] }, 400, 'variant.value.unknown'],
      [{ options, variants: table((s) => (s === 'M' ? { sku: 'SAME' } : {})) }, 400, 'variant.sku.repeated'],
      [{ options, variants: [{ sku: 'bad sku!', options: { Size: 'M', Colour: 'Red' }, price: 1, stock: 0 }] }, 400, 'variant.sku.format'],
      [
        { options: [{ name: 'Size', values: ['M', 'm'] }], variants: [{ sku: 'X', options: { Size: 'M' }, price: 1, stock: 0 }] },
        400,
        'option.value.repeated',
      ],
      [
        {
          options: [],
          variants: [
            { sku: 'A', options: {}, price: 1, stock: 0 },
            { sku: 'B', options: {}, price: 1, stock: 0 },
          ],
        },
        400,
        'variants.defaultOnly',
      ],
      [{ options, variants: [] }, 400, 'variants.required'],
      [
        { options, variants: [{ sku: otherSku.toLowerCase(), options: { Size: 'M', Colour: 'Red' }, price: 1, stock: 0 }] },
        409,
        'variant.sku.taken',
      ],
      [
        { options, variants: [{ _id: other._id, sku: 'X-2', options: { Size: 'M', Colour: 'Red' }, price: 1, stock: 0 }] },
        400,
        'variant.notOfProduct',
      ],
      [{ options, variants: table(() => ({ stock: 9 })) }, 400, 'variant.stock.reason'],
    ];
    const before: Product = (await shop(`/api/products/${parka._id}`)).body;
    for (const [body, status, code] of cases) {
      const res = await saveVariants(parka._id, body);
      expect([res.status, res.body.code ?? res.body.details?.[0]?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // Nothing of a refused save was kept.
    expect((await shop(`/api/products/${parka._id}`)).body).toEqual(before);
    const shopper = await (await testAuth()).tokenFor({ isAdmin: false });
    const asShopper = await request(svc.app)
      .put(`/api/admin/products/${parka._id}/variants`)
      .set({ Authorization: `Bearer ${shopper}` })
      .send({ options, variants: table() });
    expect(asShopper.status).toBe(403);
  });

  it('changes variants by id, adds new ones, archives those left out, and keeps the table’s order', async () => {
    const page: Product = (await shop(`/api/products/${parka._id}`)).body;
    const kept = page.variants!.filter((v) => v.options.Size !== 'S').map((v) => ({ ...v, price: v.price + 10 }));
    const res = await saveVariants(parka._id, {
      options: [{ name: 'Size', values: ['M', 'L', 'XL'] }, options[1]],
      variants: [...kept, { sku: 'PARKA-XL-RED', options: { Size: 'XL', Colour: 'Red' }, price: 299, stock: 0 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const now: Product = (await shop(`/api/products/${parka._id}`)).body;
    expect(now.variants!.map((v) => v.sku)).toEqual([...kept.map((v) => v.sku), 'PARKA-XL-RED']);
    expect(variantOf(now, 'M', 'Red')._id).toBe(variantOf(page, 'M', 'Red')._id);
    expect(now).toMatchObject({ price: 289, priceMax: 299.5, stock: 16 });
  });

  it('adjusts one variant’s stock with a reason, and refuses a change that names none', async () => {
    const page: Product = (await shop(`/api/products/${parka._id}`)).body;
    const m = variantOf(page, 'M', 'Black');
    const none = await request(svc.app).post(`/api/admin/products/${parka._id}/stock`).set(admin).send({ change: 5, reason: 'Received' });
    expect([none.status, none.body.code]).toEqual([400, 'product.stock.perVariant']);
    const res = await request(svc.app)
      .post(`/api/admin/products/${parka._id}/stock`)
      .set(admin)
      .send({ variantId: m._id, change: 5, reason: 'Received' });
    expect(res.status).toBe(200);
    expect(variantOf(res.body, 'M', 'Black').stock).toBe(m.stock + 5);
    expect(res.body.stock).toBe(page.stock + 5);
    // Written straight to the product row, a product with options refuses it: its stock is its variants'.
    await expect(svc.db.query(`UPDATE catalog.products SET stock = 1 WHERE id = $1`, [parka._id])).rejects.toThrow(/variants/);
  });

  const deliver = (event: EventEnvelope) => deliverEvent(svc, 'catalog', event);
  const party = (orderId: string) => ({ orderId, userId: randomUUID(), customerEmail: 'ann@example.ca', customerName: 'Ann' });
  const paid = (orderId: string, lines: Array<{ variantId: string; quantity: number }>) =>
    createEvent<EventPayload<'payment.completed'>>('payment.completed', {
      ...party(orderId),
      items: lines.map((l) => ({ productId: parka._id, variantId: l.variantId, name: parka.name, price: 279, quantity: l.quantity })),
      subtotal: 1,
      tax: 0,
      totalAmount: 1,
      currency: 'cad',
      paidAt: new Date().toISOString(),
    });

  it('takes stock from exactly the variant paid for, puts it back on cancellation and return', async () => {
    const page: Product = (await shop(`/api/products/${parka._id}`)).body;
    const [mRed, lBlack] = [variantOf(page, 'M', 'Red'), variantOf(page, 'L', 'Black')];
    const orderId = randomUUID();
    await deliver(
      paid(orderId, [
        { variantId: mRed._id, quantity: 2 },
        { variantId: lBlack._id, quantity: 1 },
      ]),
    );
    let now: Product = (await shop(`/api/products/${parka._id}`)).body;
    expect([variantOf(now, 'M', 'Red').stock, variantOf(now, 'L', 'Black').stock, now.stock]).toEqual([
      mRed.stock - 2,
      lBlack.stock - 1,
      page.stock - 3,
    ]);
    for (const v of now.variants!)
      if (v._id !== mRed._id && v._id !== lBlack._id) expect(v.stock).toBe(variantOf(page, v.options.Size!, v.options.Colour!).stock);

    await deliver(
      createEvent<EventPayload<'return.received'>>('return.received', {
        ...party(orderId),
        returnId: randomUUID(),
        returnNumber: 'R-1',
        items: [{ productId: parka._id, variantId: lBlack._id, name: parka.name, quantity: 1 }],
        receivedAt: new Date().toISOString(),
      }),
    );
    now = (await shop(`/api/products/${parka._id}`)).body;
    expect(variantOf(now, 'L', 'Black').stock).toBe(lBlack.stock);
    await deliver(
      createEvent<EventPayload<'order.cancelled'>>('order.cancelled', {
        ...party(orderId),
        reason: 'x',
        cancelledBy: 'staff',
        wasPaid: true,
        refundAmount: 1,
        cancelledAt: new Date().toISOString(),
      }),
    );
    now = (await shop(`/api/products/${parka._id}`)).body;
    expect([variantOf(now, 'M', 'Red').stock, variantOf(now, 'L', 'Black').stock, now.stock]).toEqual([
      mRed.stock,
      lBlack.stock,
      page.stock,
    ]);
  });

  it('gives the last unit of a variant to one of two orders paid at once; the other is short, never below 0', async () => {
    const page: Product = (await shop(`/api/products/${parka._id}`)).body;
    const last = variantOf(page, 'M', 'Black');
    await request(svc.app)
      .post(`/api/admin/products/${parka._id}/stock`)
      .set(admin)
      .send({ variantId: last._id, change: 1 - last.stock, reason: 'Counted' });
    const [first, second] = [randomUUID(), randomUUID()];
    // Each order also buys another variant of the same parka, in the other order: neither waits on the other.
    const other = variantOf(page, 'L', 'Red')._id;
    await Promise.all([
      deliver(
        paid(first, [
          { variantId: last._id, quantity: 1 },
          { variantId: other, quantity: 1 },
        ]),
      ),
      deliver(
        paid(second, [
          { variantId: other, quantity: 1 },
          { variantId: last._id, quantity: 1 },
        ]),
      ),
    ]);
    const now: Product = (await shop(`/api/products/${parka._id}`)).body;
    expect(variantOf(now, 'M', 'Black').stock).toBe(0);
    const { rows } = await svc.db.query<{ payload: EventPayload<'stock.short'> }>(
      `SELECT payload FROM catalog.outbox WHERE type = 'stock.short' AND payload->>'orderId' = ANY ($1::text[])`,
      [[first, second]],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.items).toEqual([{ productId: parka._id, variantId: last._id, name: parka.name, ordered: 1, taken: 0 }]);
  });
});
