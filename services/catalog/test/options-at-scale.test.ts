import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Queryable, migrate, openPostgres } from '@storefront/data';
import { type TestDatabase, createTestDatabase } from '@storefront/testing';
import { migrations } from '../src/data/migrations';
import { type ProductFilter, listProducts } from '../src/data/products';
import { fillWithProducts, fillWithVariants } from './support/many-products';

// The bench (bench/catalog-options.bench.ts) measures 100,000 products and 600,000 variants; loading
// those takes minutes, so this proves the plans at a tenth of it.
const PRODUCTS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const reads = (node: PlanNode, found: PlanNode[] = []): PlanNode[] => {
  if (node['Relation Name'] || node['Index Name']) found.push(node);
  for (const child of node.Plans ?? []) reads(child, found);
  return found;
};

/** A category page or a search chosen by option values reads the variants by their covering index,
 * never in full, and a value few products have is found on the products' GIN index. */
describe(`option filters at ${PRODUCTS.toLocaleString()} products on PostgreSQL`, () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase('options');
    db = openPostgres({ url: t.url, statementTimeoutMs: 120_000 });
    await migrate(db, 'catalog', migrations);
    await fillWithProducts(db, PRODUCTS);
    await fillWithVariants(db);
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await t?.drop();
  });

  /** What each query of one page reads. */
  async function readsOf(filter: Omit<ProductFilter, 'page' | 'limit'>): Promise<string[][]> {
    const made: Array<{ sql: string; params: readonly unknown[] }> = [];
    const recording: Queryable = {
      query: (sql, params) => {
        made.push({ sql, params: params ?? [] });
        return db.query(sql, params);
      },
    };
    await listProducts(recording, { page: 1, limit: 25, facets: true, ...filter });
    const out: string[][] = [];
    for (const q of made) {
      const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
      out.push(reads(rows[0]!['QUERY PLAN'][0]!.Plan).map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']}`));
    }
    return out;
  }

  it.each<[string, Omit<ProductFilter, 'page' | 'limit'>]>([
    ['a category, Size M', { category: 'Clothing', option: [{ name: 'size', values: ['m'] }] }],
    [
      'a category, Size M + Colour Black in stock',
      {
        category: 'Clothing',
        inStock: true,
        option: [
          { name: 'size', values: ['m'] },
          { name: 'colour', values: ['black'] },
        ],
      },
    ],
    [
      'a search, Size L or XL',
      {
        search: 'wool',
        option: [
          { name: 'size', values: ['l', 'xl'] },
          { name: 'fit', values: ['tall'] },
        ],
      },
    ],
  ])('reads the variants of %s by their index', async (_label, filter) => {
    const plans = await readsOf(filter);
    const variants = plans.flat().filter((r) => r.includes('variants'));
    expect(variants.length, JSON.stringify(plans)).toBeGreaterThan(0);
    for (const r of variants) expect(r, JSON.stringify(plans)).not.toMatch(/^Seq Scan/);
  });

  it('finds values few products have on the GIN index of the products', async () => {
    // Only products in a fit come in three sizes, a quarter of those up to XXL: one in forty.
    const plans = await readsOf({
      option: [
        { name: 'size', values: ['xxl'] },
        { name: 'fit', values: ['tall'] },
      ],
    });
    // The page is read from the index. (Its counts read every product of the listing, as they do without
    // options; on the whole catalogue, with two options chosen, those of each value read the variants.)
    expect(plans[0], JSON.stringify(plans)).toContain('Bitmap Index Scan products_shop_option_values');
  });
});
