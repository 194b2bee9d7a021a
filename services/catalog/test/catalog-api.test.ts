import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@storefront/contracts';
import { BACKENDS, type StartedTestService, cspDirectives, startTestService } from '@storefront/testing';
import { catalogService } from '../src';

// The same behaviour on the PostgreSQL server (distributed mode) and embedded PGlite (npm start).
describe.each(BACKENDS)('catalog service on $label', (backend) => {
  let svc: StartedTestService;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
  });
  afterAll(async () => svc?.close());

  const get = (url: string) => request(svc.app).get(url);
  const names = (res: request.Response) => (res.body.products as Product[]).map((p) => p.name);

  describe('the starting catalogue', () => {
    it('has at least 300 products in at least 10 categories, with prices, stock and tags', async () => {
      const all: Product[] = (await get('/products')).body;
      expect(all.length).toBeGreaterThanOrEqual(300);
      expect(new Set(all.map((p) => p.category)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
      expect(all.every((p) => p.price > 0 && Number.isInteger(Math.round(p.price * 100)))).toBe(true);
      expect(all.filter((p) => p.stock === 0).length).toBeGreaterThan(5);
      expect(all.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThan(5);
      expect(all.every((p) => p.description.length > 40)).toBe(true);
      const tags = new Set(all.flatMap((p) => p.tags));
      for (const t of ['snowy', 'rainy', 'sunny', 'cold', 'hot', 'christmas', 'valentine', 'halloween', 'back-to-school', 'black-friday']) {
        expect(tags).toContain(t);
      }
    });

    it('serves a picture for every product from the store itself', async () => {
      const all: Product[] = (await get('/products')).body;
      expect(all.every((p) => p.imageUrl.startsWith('/images/seed/'))).toBe(true);
      for (const p of all.slice(0, 20)) {
        const img = await get(p.imageUrl);
        expect(img.status).toBe(200);
        expect(img.headers['content-type']).toBe('image/svg+xml');
        // An SVG opened directly runs nothing and loads nothing: no source for anything (its own inline
        // styles aside), and sandboxed with no allow-* token (no scripts, no forms, no popups, no same origin).
        const policy = cspDirectives(img.headers['content-security-policy']);
        expect(Object.fromEntries(policy)).toEqual({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], sandbox: [] });
        expect([...policy.keys()].filter((d) => d.startsWith('script-src'))).toEqual([]);
        expect(img.body.toString()).toMatch(/^<svg /);
      }
      expect((await get('/images/placeholder.svg')).status).toBe(200);
      expect((await get('/images/seed/nope.svg')).status).toBe(404);
      expect((await get('/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });

    it('is seeded once, however often the service starts', async () => {
      const before = (await get('/api/products')).body.total;
      const again = await (
        await import('@storefront/service-kit')
      ).startService(catalogService, {
        name: 'catalog',
        db: svc.db,
        bus: svc.bus,
        log: (await import('@storefront/service-kit')).createLogger('t', 'silent'),
        verifier: (await (await import('@storefront/testing')).testAuth()).verifier,
        settings: (await import('@storefront/service-kit')).readSettings(catalogService.settings, {}),
        dataDir: svc.dataDir,
        isAcceptingWork: () => true,
      });
      await again.stop();
      expect((await get('/api/products')).body.total).toBe(before);
    });
  });

  describe('GET /api/products', () => {
    it('pages 25 at a time, newest first, with totals', async () => {
      const first = await get('/api/products');
      expect(first.status).toBe(200);
      expect(first.body.products).toHaveLength(25);
      expect(first.body.page).toBe(1);
      expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 25));
      const dates = (first.body.products as Product[]).map((p) => p.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await get('/api/products?page=2');
      expect(second.body.page).toBe(2);
      const overlap = names(second).filter((n) => names(first).includes(n));
      expect(overlap).toEqual([]);
      const last = await get(`/api/products?page=${first.body.totalPages}`);
      expect(last.body.products.length).toBe(first.body.total - 25 * (first.body.totalPages - 1));
    });

    it('caps the page size at 100 and answers past the last page with an empty list and the totals', async () => {
      const big = await get('/api/products?limit=5000');
      expect(big.body.products).toHaveLength(100);
      const past = await get('/api/products?page=999');
      expect(past.status).toBe(200);
      expect(past.body.products).toEqual([]);
      expect(past.body.total).toBeGreaterThanOrEqual(300);
    });

    it.each([
      'search=maple',
      'search=parkka',
      'search=maple&category=Clothing',
      'category=Clothing',
      'tag=winter',
      'search=toque&tag=winter',
    ])('answers past the last page of %s with an empty list and the same total as page 1', async (query) => {
      const first = await get(`/api/products?${query}&limit=5`);
      expect(first.status).toBe(200);
      const past = await get(`/api/products?${query}&limit=5&page=${first.body.totalPages + 2}`);
      expect([past.status, past.body.products, past.body.total]).toEqual([200, [], first.body.total]);
    });

    it.each([
      ['page=0', 'page must be a whole number of at least 1.'],
      ['page=abc', 'page must be a whole number of at least 1.'],
      ['page=1e20', 'page must be a whole number of at least 1.'],
      ['page=100001', 'page must be at most 100000.'],
      ['limit=0x10', 'limit must be a whole number of at least 1.'],
      ['page=1&page=2', 'page must be given only once.'],
      ['category=a%0Ab', 'category must be one line of text, without control characters.'],
      ['limit=-3', 'limit must be a whole number of at least 1.'],
      ['limit=2.5', 'limit must be a whole number of at least 1.'],
      [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters.'],
    ])('rejects %s with 400', async (qs, message) => {
      const res = await get(`/api/products?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });

    it('filters by category, whatever its case', async () => {
      const res = await get('/api/products?category=winter%20gear&limit=100');
      expect(res.body.total).toBeGreaterThan(10);
      expect((res.body.products as Product[]).every((p) => p.category === 'Winter Gear')).toBe(true);
      const categories = (await get('/api/products/categories')).body.categories;
      expect(categories.find((c: { name: string }) => c.name === 'Winter Gear').count).toBe(res.body.total);
    });
  });

  describe('several products by id', () => {
    it('answers those products in the order asked, leaving out unknown and malformed ids', async () => {
      const some: Product[] = (await get('/api/products?page=3&limit=3')).body.products;
      const ids = [some[2]!._id, 'junk', some[0]!._id, '00000000-0000-4000-8000-000000000000', some[1]!._id];
      const res = await get(`/api/products?ids=${ids.join(',')}`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual([some[2]!.name, some[0]!.name, some[1]!.name]);
      expect(res.body.total).toBe(3);
      const tooMany = await get(
        `/api/products?ids=${Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')}`,
      );
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error).toBe('ids can name at most 100 products.');
    });
  });

  describe('search', () => {
    it('finds products by name, most relevant first', async () => {
      const res = await get('/api/products?search=headphones');
      expect(res.body.total).toBeGreaterThanOrEqual(3);
      expect(
        names(res)
          .slice(0, 3)
          .every((n) => /Headphones/.test(n)),
      ).toBe(true);
    });

    it.each([
      ['hedphones', /Headphones/],
      ['wirless headphons', /Wireless Headphones/],
      ['mapel syrup', /Maple Syrup/],
      ['parka', /Parka/],
      ['snowshoos', /Snowshoes/],
      ['spekaer', /Speaker/],
    ])('tolerates the typo "%s"', async (search, expected) => {
      const res = await get(`/api/products?search=${encodeURIComponent(search)}`);
      expect(res.body.total).toBeGreaterThan(0);
      expect(names(res)[0]).toMatch(expected);
    });

    it('says what it corrected, and searches exactly as typed when asked', async () => {
      const corrected = await get('/api/products?search=wirless%20headphons');
      expect(corrected.body.correctedSearch).toBe('wireless headphones');
      expect(corrected.body.total).toBeGreaterThan(0);
      const asTyped = await get('/api/products?search=wirless%20headphons&exact=1');
      expect(asTyped.body).toMatchObject({ products: [], total: 0 });
      expect(asTyped.body.correctedSearch).toBeUndefined();
      // Nothing to correct: nothing said.
      expect((await get('/api/products?search=headphones')).body.correctedSearch).toBeUndefined();
      const bad = await get('/api/products?search=parka&exact=maybe');
      expect([bad.status, bad.body.error]).toEqual([400, 'exact must be 1 or 0.']);
    });

    it.each([
      ['kettle', 'a word one letter from another is not a typo of it (not "bottle")'],
      ['c++', 'a one-letter word does not match everything starting with it'],
    ])('finds nothing for "%s": %s', async (search) => {
      const res = await get(`/api/products?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ products: [], total: 0 });
    });

    it('reads "café" as the French word it is (the coffee), never as another short word ("care")', async () => {
      const found = names(await get(`/api/products?search=${encodeURIComponent('café')}`));
      expect(found.some((n) => n.endsWith('Ground Coffee'))).toBe(true);
      expect(found.filter((n) => /\bcare\b/i.test(n))).toEqual([]);
    });

    it('reads the start of a word as that word, ahead of any correction', async () => {
      const res = await get('/api/products?search=head');
      expect(names(res)[0]).toMatch(/^.*Head/);
      expect(
        names(res)
          .slice(0, 3)
          .every((n) => /Head/.test(n)),
      ).toBe(true);
    });

    it('matches the start of a word and needs every word', async () => {
      expect(names(await get('/api/products?search=headph')).length).toBeGreaterThan(0);
      const both = await get('/api/products?search=maple%20syrup');
      expect(names(both).every((n) => /Maple Syrup/.test(n))).toBe(true);
    });

    it('ranks a match in the name above one in the description', async () => {
      const res = await get('/api/products?search=toque');
      expect(names(res)[0]).toMatch(/Toque/);
    });

    it('finds nothing for nonsense, and survives query syntax characters', async () => {
      const none = await get('/api/products?search=zzqxvvj');
      expect(none.status).toBe(200);
      expect(none.body).toMatchObject({ products: [], total: 0, totalPages: 1 });
      for (const s of ["(&|!:*')", "'; DROP TABLE catalog.products; --", '   ', 'ski & | goggles']) {
        const res = await get(`/api/products?search=${encodeURIComponent(s)}`);
        expect(res.status).toBe(200);
      }
      expect((await get('/api/products')).body.total).toBeGreaterThanOrEqual(300);
    });

    it('combines search with a category and pages the results', async () => {
      const res = await get('/api/products?search=wool&category=Clothing&limit=2');
      expect(res.body.products.length).toBeLessThanOrEqual(2);
      expect((res.body.products as Product[]).every((p) => p.category === 'Clothing')).toBe(true);
      expect(res.body.totalPages).toBe(Math.max(1, Math.ceil(res.body.total / 2)));
    });

    it('runs on the text-search and trigram indexes', async () => {
      const plan = await svc.db.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const a = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT id FROM catalog.products WHERE search_vector @@ to_tsquery('english', 'headphones:*')`,
        );
        const b = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT word FROM catalog.search_words ORDER BY word <-> 'hedphones' LIMIT 8`,
        );
        const c = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT q.w, EXISTS (SELECT 1 FROM catalog.search_words s WHERE s.word ~>=~ q.w AND s.word ~<~ (q.w || '{'))
             FROM unnest(ARRAY['head']) AS q(w)`,
        );
        return [...a.rows, ...b.rows, ...c.rows].map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/products_search/);
      expect(plan).toMatch(/search_words_trgm/);
      expect(plan).toMatch(/search_words_prefix/);
    });
  });

  describe('GET /api/products/:id', () => {
    it('answers a product with its real stock', async () => {
      const first: Product = (await get('/api/products?limit=1')).body.products[0];
      const res = await get(`/api/products/${first._id}`);
      expect(res.status).toBe(200);
      // Its own page adds its variants: a product sold one way has its default one, of the product's id.
      expect(res.body).toEqual({
        ...first,
        variants: [
          {
            _id: first._id,
            sku: expect.stringMatching(/^P-[0-9A-F]{12}$/),
            options: {},
            price: first.price,
            stock: first.stock,
            forSale: true,
          },
        ],
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await get('/api/products/00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Product not found.');
      expect((await get('/api/products/abc')).status).toBe(404);
      expect((await get("/api/products/1'%20OR%201=1")).status).toBe(404);
    });
  });
});
