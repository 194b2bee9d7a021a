import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotion, Product, ProductListResponse, Quote } from '@storefront/contracts';
import { BACKENDS, testAuth } from '@storefront/testing';
import { type Shop, productAs, productsInStock, shopper, startShop, waitFor } from './helpers';

// The shelves hear of automatic promotions from the orders service (promotion.changed): a product page
// and a listing show what one costs in the cart while the sale runs, the same figure the quote gives,
// and stop when staff pause it or its uses run out (promotion.used). Figures worked out by hand.
describe.each(BACKENDS)('sale prices on the shelves on $label', (backend) => {
  let shop: Shop;
  let admin: Record<string, string>;
  let parka: Product;
  let toque: Product;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();

  beforeAll(async () => {
    shop = await startShop(backend);
    admin = {
      Authorization: `Bearer ${await (await testAuth()).tokenFor({ isAdmin: true, email: 'admin@storefront.test', name: 'Admin' })}`,
    };
    const [a, b] = await productsInStock(shop, 10);
    const make = (p: Product, name: string, category: string, price: string) => productAs(shop, admin, p, { name, category, price });
    parka = await make(a!, 'Gaspé Parka', 'Outdoor', '279.00');
    toque = await make(b!, 'Wool Toque', 'Accessories', '24.99');
  });
  afterAll(async () => shop?.close());

  async function promotion(body: object): Promise<AdminPromotion> {
    const res = await request(shop.orders.app).post('/api/admin/promotions').set(admin).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
  const page = async (p: Product): Promise<Product> => (await request(shop.catalog.app).get(`/api/products/${p._id}`)).body;
  const shelf = (p: Product, want: (shown: Product) => boolean, what: string) =>
    waitFor(async () => {
      const shown = await page(p);
      return want(shown) && shown;
    }, what);

  it('shows what the cart takes off, and the deals, on the product page and in listings', async () => {
    await promotion({
      name: 'Winter: 20 % off Outdoor',
      target: { kind: 'categories', names: ['Outdoor'] },
      benefit: { kind: 'percent', percent: 20 },
      startsAt: yesterday,
    });
    // 27,900 − 20 % (5,580) = 22,320.
    let shown = await shelf(parka, (s) => s.sale?.price === 223.2, 'the parka on sale');
    expect(shown.price).toBe(279);
    expect(shown.sale).toEqual({ price: 223.2, names: ['Winter: 20 % off Outdoor'] });
    expect(shown.variants![0]!.salePrice).toBe(223.2);

    await promotion({ name: '5 % off everything', benefit: { kind: 'percent', percent: 5 }, startsAt: yesterday });
    // The two combine, off items first: 22,320 − 1,116 = 21,204; the toque 2,499 − 125 (124.95) = 2,374.
    shown = await shelf(parka, (s) => s.sale?.price === 212.04, 'both sales on the parka');
    expect(shown.sale!.names).toEqual(['Winter: 20 % off Outdoor', '5 % off everything']);
    expect((await page(toque)).sale).toEqual({ price: 23.74, names: ['5 % off everything'] });

    const alone = await promotion({
      name: 'Parka days: 30 % off, alone',
      target: { kind: 'products', ids: [parka._id] },
      benefit: { kind: 'percent', percent: 30 },
      combines: false,
      startsAt: yesterday,
    });
    await promotion({
      name: '3 for 2 on toques',
      target: { kind: 'products', ids: [toque._id] },
      benefit: { kind: 'buy-get', buy: 2, get: 1, percent: 100 },
      startsAt: yesterday,
    });
    // Alone it saves more (27,900 − 8,370 = 19,530): the shelf shows it, and the quote takes as much off.
    shown = await shelf(parka, (s) => s.sale?.price === 195.3, 'the parka at 30 % off');
    const ada = await shopper('Ada');
    const quote: Quote = (
      await request(shop.orders.app)
        .post(`/api/orders/${ada.userId}/quote`)
        .set(ada.auth)
        .send({ items: [{ productId: parka._id, quantity: 1 }], codes: [] })
    ).body;
    expect(quote.items[0]!.price - quote.items[0]!.discount!).toBeCloseTo(shown.sale!.price, 2);
    expect(await shelf(toque, (s) => (s.deals ?? []).length > 0, 'the toque deal')).toMatchObject({ deals: ['3 for 2 on toques'] });

    const listing: ProductListResponse = (await request(shop.catalog.app).get('/api/products?category=Outdoor&limit=100')).body;
    expect(listing.products.find((p) => p._id === parka._id)?.sale).toEqual({ price: 195.3, names: ['Parka days: 30 % off, alone'] });

    // Paused, the pair applies again.
    await request(shop.orders.app).patch(`/api/admin/promotions/${alone._id}/status`).set(admin).send({ status: 'paused' });
    await shelf(parka, (s) => s.sale?.price === 212.04, 'the pause to show');
  });

  it('never shows promotions that need a code, are not for everyone, or have run out of uses', async () => {
    await promotion({
      name: 'Code: 50 % off toques',
      code: 'HALFTOQUE',
      target: { kind: 'products', ids: [toque._id] },
      benefit: { kind: 'percent', percent: 50 },
      startsAt: yesterday,
    });
    await promotion({
      name: 'Members: 40 % off toques',
      target: { kind: 'products', ids: [toque._id] },
      benefit: { kind: 'percent', percent: 40 },
      signedInOnly: true,
      startsAt: yesterday,
    });
    const once = await promotion({
      name: 'First come: 60 % off toques',
      target: { kind: 'products', ids: [toque._id] },
      benefit: { kind: 'percent', percent: 60 },
      usageLimit: 1,
      startsAt: yesterday,
    });
    // 2,499 − 60 % (1,499.4 → 1,499) = 1,000; with the 5 % after it, 1,000 − 50 = 950.
    await shelf(toque, (s) => s.sale?.price === 9.5, 'the limited sale');
    // A paid order used it: its one use is gone, and only the 5 % is left on the shelf.
    await shop.catalog.bus.publish({
      id: crypto.randomUUID(),
      type: 'promotion.used',
      occurredAt: new Date().toISOString(),
      payload: { promotionId: once._id, orderId: crypto.randomUUID(), amount: 14.99, usedAt: new Date().toISOString() },
    });
    expect((await shelf(toque, (s) => s.sale?.price === 23.74, 'the used-up sale to leave')).sale!.names).toEqual(['5 % off everything']);
  });
});
