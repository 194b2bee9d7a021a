import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@storefront/contracts';
import { PRICE_BANDS, SHOPPER_TAGS, categorySlug } from '@storefront/contracts/shop';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { recordTaken, takeFromStock } from '../src/data/stock';
import { catalogService } from '../src';

// Category pages and search results: sorts, filters and their counts, on both databases.
describe.each(BACKENDS)('browsing the catalogue on $label', (backend) => {
  let svc: StartedTestService;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
  });
  afterAll(async () => svc?.close());

  const list = async (qs: string): Promise<ProductListResponse> => {
    const res = await request(svc.app).get(`/api/products?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ProductListResponse;
  };
  const everything = async (qs: string): Promise<Product[]> => {
    const first = await list(`${qs}&limit=100`);
    const rest = [];
    for (let page = 2; page <= first.totalPages; page++) rest.push(...(await list(`${qs}&limit=100&page=${page}`)).products);
    return [...first.products, ...rest];
  };

  it('gives the categories with their address and count', async () => {
    const { categories } = (await request(svc.app).get('/api/products/categories')).body as {
      categories: Array<{ name: string; slug: string; count: number }>;
    };
    expect(categories.length).toBeGreaterThanOrEqual(14);
    expect(categories.find((c) => c.name === 'Home & Kitchen')?.slug).toBe('home-and-kitchen');
    for (const c of categories) expect(c.slug).toBe(categorySlug(c.name));
  });

  it.each([
    ['price-asc', (a: Product, b: Product) => a.price <= b.price],
    ['price-desc', (a: Product, b: Product) => a.price >= b.price],
    ['newest', (a: Product, b: Product) => a.createdAt >= b.createdAt],
  ] as const)('sorts a category by %s across pages', async (sort, inOrder) => {
    const all = await everything(`category=Clothing&sort=${sort}`);
    expect(all.length).toBe((await list('category=Clothing')).total);
    expect(new Set(all.map((p) => p._id)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) expect(inOrder(all[i - 1]!, all[i]!), `${all[i - 1]!.name} then ${all[i]!.name}`).toBe(true);
  });

  it('sorts by best selling: what orders took, less what went back', async () => {
    // Books are sold one way: each product's id is its one variant's, which orders take.
    const books = (await list('category=Books&sort=price-asc&limit=3')).products;
    expect(books.every((p) => p.options.length === 0)).toBe(true);
    const [cheap, middle] = [books[0]!, books[1]!];
    await svc.db.transaction(async (tx) => {
      await takeFromStock(tx, middle._id, 1);
      await recordTaken(tx, 'browse-order-1', middle._id, 1);
      await recordTaken(tx, 'browse-order-1', cheap._id, 0);
    });
    await svc.db.transaction(async (tx) => recordTaken(tx, 'browse-order-2', cheap._id, 1));
    await svc.db.transaction(async (tx) => recordTaken(tx, 'browse-order-3', cheap._id, 1));
    let best = (await list('category=Books&sort=best-selling&limit=2')).products.map((p) => p._id);
    expect(best).toEqual([cheap._id, middle._id]);
    // A cancelled order's units are no longer sold.
    await svc.db.query(`UPDATE catalog.stock_taken SET put_back = quantity WHERE order_id IN ('browse-order-2', 'browse-order-3')`);
    best = (await list('category=Books&sort=best-selling&limit=1')).products.map((p) => p._id);
    expect(best).toEqual([middle._id]);
  });

  it('filters by price (dollars, both ends included), stock and tags, combined', async () => {
    const all = await everything('category=Winter Gear');
    const cheapest = Math.min(...all.map((p) => p.price));
    const atCheapest = await everything(`category=Winter Gear&maxPrice=${cheapest}`);
    expect(atCheapest.length).toBeGreaterThan(0);
    expect(atCheapest.every((p) => p.price === cheapest)).toBe(true);

    const combined = await everything('category=Winter Gear&minPrice=20&maxPrice=100&inStock=1&tag=gift,winter&sort=price-desc');
    const expected = all.filter(
      (p) => p.price >= 20 && p.price <= 100 && p.stock > 0 && p.tags.includes('gift') && p.tags.includes('winter'),
    );
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
  });

  it('gives the starting catalogue the tags shoppers filter by', async () => {
    const facets = (await list('search=sweater&facets=1')).facets!;
    expect(facets.tags.map((t) => t.tag)).toEqual(expect.arrayContaining(['gift', 'winter']));
    for (const tag of SHOPPER_TAGS) expect((await list(`tag=${tag}`)).total, tag).toBeGreaterThan(0);
  });

  // Each count must be what choosing it gives: the count is the total of the page it leads to.
  it.each([
    'category=Clothing',
    'category=Clothing&inStock=1',
    'category=Winter Gear&tag=gift&minPrice=25&maxPrice=199.99',
    'search=wool',
    'search=wool&category=Clothing&inStock=1',
    'search=maple&tag=gift&sort=price-asc',
  ])('counts each filter of %s as choosing it would give', async (qs) => {
    const res = await list(`${qs}&facets=1`);
    const facets = res.facets!;
    const params = new URLSearchParams(qs);
    const withParam = (key: string, value: string) => {
      const next = new URLSearchParams(params);
      next.set(key, value);
      return next.toString();
    };
    if (params.has('search')) {
      expect(facets.categories.length).toBeGreaterThan(0);
      for (const c of facets.categories) expect((await list(withParam('category', c.name))).total, c.name).toBe(c.count);
    }
    for (const [i, band] of PRICE_BANDS.entries()) {
      const bounds = new URLSearchParams(params);
      bounds.set('minPrice', String(band.min));
      if (band.max === undefined) bounds.delete('maxPrice');
      else bounds.set('maxPrice', (band.max - 0.01).toFixed(2));
      expect((await list(bounds.toString())).total, `band ${band.min}`).toBe(facets.priceBands[i]!.count);
    }
    expect((await list(withParam('inStock', '1'))).total).toBe(facets.inStock);
    for (const t of facets.tags) {
      const tags = new Set([...(params.get('tag')?.split(',') ?? []), t.tag]);
      expect((await list(withParam('tag', [...tags].join(',')))).total, t.tag).toBe(t.count);
    }
    // And the page's own total is what its chosen filters leave.
    if (params.has('inStock')) expect(res.total).toBe(facets.inStock);
  });

  // Every combination of page, search, category and filters: page 1 and past the last page agree.
  const combinations = ['', 'search=wool', 'search=parkka', 'category=Clothing', 'search=maple&category=Grocery'].flatMap((base) =>
    ['', 'tag=gift', 'minPrice=10&maxPrice=60', 'inStock=1&sort=price-desc', 'tag=winter,gift&inStock=1&sort=best-selling&minPrice=5'].map(
      (filters) => [base, filters].filter(Boolean).join('&'),
    ),
  );
  it.each(combinations.map((c) => [c || '(nothing)', c]))('pages %s to the end and past it', async (_label, qs) => {
    const first = await list(`${qs}&limit=7&facets=1`);
    expect(first.totalPages).toBe(Math.max(1, Math.ceil(first.total / 7)));
    const last = await list(`${qs}&limit=7&page=${first.totalPages}`);
    expect(last.products.length).toBe(first.total === 0 ? 0 : first.total - 7 * (first.totalPages - 1));
    const past = await list(`${qs}&limit=7&page=${first.totalPages + 3}&facets=1`);
    expect([past.products, past.total, past.facets]).toEqual([[], first.total, first.facets]);
  });

  it.each([
    ['sort=cheapest', 'sort must be one of: relevance, price-asc, price-desc, newest, best-selling, rating.'],
    ['minPrice=abc', 'minPrice must be a price in dollars, such as 25 or 49.99.'],
    ['maxPrice=-5', 'maxPrice must be a price in dollars, such as 25 or 49.99.'],
    ['maxPrice=1e9', 'maxPrice must be a price in dollars, such as 25 or 49.99.'],
    ['minPrice=1&minPrice=2', 'minPrice must be given only once.'],
    ['inStock=maybe', 'inStock must be 1 or 0.'],
    ['facets=yes', 'facets must be 1 or 0.'],
    [`tag=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`, 'tag can name at most 10 tags.'],
  ])('refuses %s with 400 and says why', async (qs, message) => {
    const res = await request(svc.app).get(`/api/products?${qs}`);
    expect([res.status, res.body.error]).toEqual([400, message]);
  });

  it('finds nothing, with empty counts, for a price range no product is in', async () => {
    const res = await list('category=Clothing&minPrice=100&maxPrice=50&facets=1');
    expect([res.products, res.total, res.totalPages]).toEqual([[], 0, 1]);
    expect(res.facets!.inStock).toBe(0);
  });
});
