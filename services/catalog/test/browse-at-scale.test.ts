import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSort } from '@storefront/contracts/shop';
import { type Database, type Queryable, migrate, openPostgres } from '@storefront/data';
import { type TestDatabase, createTestDatabase } from '@storefront/testing';
import { migrations } from '../src/data/migrations';
import { CatalogueCache } from '../src/data/catalogue-cache';
import { type ProductFilter, SEARCH_CANDIDATES, listProducts } from '../src/data/products';
import { fillWithProducts } from './support/many-products';

const PRODUCTS = 100_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** Every scan of the products table in a plan, how it reads it, and the node above it. */
function productScans(
  node: PlanNode,
  found: Array<PlanNode & { parent?: PlanNode }> = [],
  parent?: PlanNode,
): Array<PlanNode & { parent?: PlanNode }> {
  if (node['Relation Name'] === 'products' || node['Index Name']?.startsWith('products')) found.push({ ...node, parent });
  for (const child of node.Plans ?? []) productScans(child, found, node);
  return found;
}

/** A catalogue of 100,000 products on the PostgreSQL server: every query a category page, its counts,
 * its sorts and a search's counts make is answered from an index, never by reading the whole table. */
describe(`browsing ${PRODUCTS.toLocaleString()} products on PostgreSQL`, () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase('browse');
    db = openPostgres({ url: t.url });
    await migrate(db, 'catalog', migrations);
    await fillWithProducts(db, PRODUCTS);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await t?.drop();
  });

  /** The plans of the queries one page of the shop makes, run with the page's own parameters. */
  async function plansOf(filter: Omit<ProductFilter, 'page' | 'limit'> & { page?: number }, cache?: CatalogueCache): Promise<PlanNode[]> {
    const made: Array<{ sql: string; params: readonly unknown[] }> = [];
    const recording: Queryable = {
      query: (sql, params) => {
        made.push({ sql, params: params ?? [] });
        return db.query(sql, params);
      },
    };
    await listProducts(recording, { page: 1, limit: 25, ...filter }, { cache });
    const plans: PlanNode[] = [];
    for (const q of made) {
      const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
      plans.push(rows[0]!['QUERY PLAN'][0]!.Plan);
    }
    return plans;
  }

  const sorts: ProductSort[] = ['newest', 'price-asc', 'price-desc', 'best-selling'];
  const pages: Array<[string, Omit<ProductFilter, 'page' | 'limit'> & { page?: number }]> = [
    ...sorts.map((sort): [string, ProductFilter] => [
      `a category by ${sort}`,
      { page: 1, limit: 25, category: 'Clothing', sort, facets: true },
    ]),
    ['a category, two filters and a sort', { category: 'winter gear', inStock: true, tag: ['gift'], sort: 'price-asc', facets: true }],
    ['a category by price band', { category: 'Electronics', minPrice: 5000, maxPrice: 9999, sort: 'best-selling', facets: true }],
    ['a category past its last page', { category: 'Books', inStock: true, page: 5000, facets: true }],
    ['a search with its counts', { search: 'wool sweater', facets: true }],
    ['a search in a category, sorted by price', { search: 'maple', category: 'Grocery', sort: 'price-desc', facets: true }],
  ];

  it.each(pages)('answers %s from indexes', async (_label, filter) => {
    const plans = await plansOf(filter);
    // (A search first asks the typo-correction words, which is not a read of the products.)
    expect(plans.filter((plan) => productScans(plan).length > 0).length).toBeGreaterThanOrEqual(1);
    for (const plan of plans) {
      for (const scan of productScans(plan)) {
        // A search's candidates may be read in table order when its words are common, but only up to
        // their limit (the first SEARCH_CANDIDATES matches), never to the table's end.
        if (scan['Node Type'] === 'Seq Scan' && scan.parent?.['Node Type'] === 'Limit') {
          expect(filter.search, JSON.stringify(plan)).toBeTruthy();
          expect(scan.parent['Plan Rows']).toBeLessThanOrEqual(SEARCH_CANDIDATES);
          continue;
        }
        expect(scan['Node Type'], JSON.stringify(plan)).not.toBe('Seq Scan');
        // An index read from end to end is a whole-table read too: each must be narrowed by a condition.
        if (scan['Node Type'] !== 'Bitmap Heap Scan') expect(scan['Index Cond'], JSON.stringify(scan)).toBeTruthy();
      }
    }
  });

  it('shows the home page from the index of its sort, counting the catalogue once a while, not for every page', async () => {
    const cache = new CatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
    const first = await plansOf({}, cache);
    // The page (one row more than it shows, so it knows there is a next one) and the count 'Page X of Y' needs.
    expect(first).toHaveLength(2);
    for (const page of [1, 2, 3]) {
      const plans = await plansOf({ page }, cache);
      expect(plans, 'the count is kept').toHaveLength(1);
      const [scan, ...others] = productScans(plans[0]!);
      expect(others).toEqual([]);
      expect([scan!['Node Type'], scan!['Index Name'], scan!.parent?.['Node Type']]).toEqual([
        'Index Scan',
        'products_shop_newest',
        'Limit',
      ]);
    }
    expect((await listProducts(db, { page: 2, limit: 24 }, { cache })).total).toBe(PRODUCTS);
  });

  it("ranks and counts a bounded set of a common word's matches, and says the total is a lower bound", async () => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog.products WHERE search_vector @@ to_tsquery('english', 'winter:*')`,
    );
    expect(rows[0]!.n).toBeGreaterThan(4 * SEARCH_CANDIDATES);
    const found = await listProducts(db, { page: 1, limit: 24, search: 'winter', facets: true });
    expect(found.totalAtLeast).toBe(true);
    expect(found.total).toBeLessThanOrEqual(2 * SEARCH_CANDIDATES);
    expect(found.total).toBeGreaterThanOrEqual(SEARCH_CANDIDATES);
    expect(found.facets!.categories.reduce((n, c) => n + c.count, 0)).toBe(found.total);
    // Products whose name has the word come first.
    for (const p of found.products) expect(p.name.toLowerCase()).toContain('winter');
    // A rare word is counted exactly.
    const rare = await listProducts(db, { page: 1, limit: 24, search: 'zzqxv' });
    expect([rare.total, rare.totalAtLeast]).toEqual([0, undefined]);
  });

  it("filters a common word's search among all its matches, with the same total on every page", async () => {
    for (const category of ['Clothing', 'Books', 'Winter Gear', 'Grocery']) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM catalog.products
          WHERE status = 'active' AND lower(category) = lower($1) AND search_vector @@ to_tsquery('english', 'winter:*')`,
        [category],
      );
      const exact = rows[0]!.n;
      const first = await listProducts(db, { page: 1, limit: 24, search: 'winter', category });
      const second = await listProducts(db, { page: 2, limit: 24, search: 'winter', category });
      expect(second.total, category).toBe(first.total);
      if (exact < SEARCH_CANDIDATES) expect([first.total, first.totalAtLeast], category).toEqual([exact, undefined]);
      else expect([first.total >= SEARCH_CANDIDATES, first.totalAtLeast], category).toEqual([true, true]);
      for (const p of [...first.products, ...second.products]) expect(p.category, category).toBe(category);
    }
  });

  it('gives the same answer as reading the table in full', async () => {
    const filter: ProductFilter = {
      page: 2,
      limit: 25,
      category: 'Clothing',
      inStock: true,
      tag: ['winter'],
      sort: 'price-asc',
      facets: true,
    };
    const fast = await listProducts(db, filter);
    const slow = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_indexscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      return listProducts(tx, filter);
    });
    expect(fast.total).toBeGreaterThan(1000);
    expect(fast).toEqual(slow);
  });
});
