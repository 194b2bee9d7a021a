// Option filters at 100,000 products and 600,000 variants on PostgreSQL: a category page with its filter
// counts and an option chosen (Size M; an M or an L; a black M in stock), as the catalogue answers
// GET /api/products?category=…&option=Size:M&facets=1, and a product page (GET /api/products/{id}: the
// product and its variants). The baseline, in the same run on the same data: the same queries without
// the indexes of migration 009 (the products' pairs on GIN, the variants' covering index) and, for the
// product page, without the index of a product's variants.
// BENCH_DATABASE_URL measures a database already filled by an earlier run (loading takes minutes).
import { type Database, type Queryable, migrate, openPostgres } from '@storefront/data';
import { createTestDatabase } from '@storefront/testing';
import { migrations } from '../services/catalog/src/data/migrations';
import { type ProductFilter, findProduct, listProducts } from '../services/catalog/src/data/products';
import { fillWithProducts, fillWithVariants } from '../services/catalog/test/support/many-products';
import { ms, ratio, table, timings } from './lib';

const SIZE = Number(process.env.BENCH_PRODUCTS || 100_000);
const RUNS = 200;
const size = (...values: string[]) => values.map((value) => ({ name: 'size', values: [value.toLowerCase()] }));

const PAGES: Array<[string, ProductFilter]> = [
  ['Clothing, no option chosen', { page: 1, limit: 25, category: 'Clothing', facets: true }],
  ['Clothing, Size M', { page: 1, limit: 25, category: 'Clothing', option: size('M'), facets: true }],
  ['Clothing, Size M or L', { page: 1, limit: 25, category: 'Clothing', option: [{ name: 'size', values: ['m', 'l'] }], facets: true }],
  [
    'Sports & Outdoors, Size M + Colour Black, in stock, by price',
    {
      page: 1,
      limit: 25,
      category: 'Sports & Outdoors',
      inStock: true,
      sort: 'price-asc',
      option: [
        { name: 'size', values: ['m'] },
        { name: 'colour', values: ['black'] },
      ],
      facets: true,
    },
  ],
];

async function percentiles(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times = await timings(runs, fn, 5);
  return { p50: times[Math.floor(runs * 0.5)]!, p95: times[Math.floor(runs * 0.95)]! };
}

async function measure(db: Database) {
  const { rows: picked } = await db.query<{ id: string }>(
    `SELECT id FROM catalog.products WHERE status = 'active' AND options <> '[]' ORDER BY id LIMIT 50`,
  );
  let next = 0;
  const productPage = () => findProduct(db, picked[next++ % picked.length]!.id);
  const ours: Array<{ p50: number; p95: number }> = [];
  for (const [, filter] of PAGES) ours.push(await percentiles(RUNS, () => listProducts(db, filter)));
  const page = await percentiles(RUNS * 5, productPage);

  // The baseline: the same table without the indexes this measures, in a transaction rolled back after.
  const rows = await withoutIndexes(db, async (tx) => {
    await tx.query('DROP INDEX catalog.products_shop_option_values');
    await tx.query('DROP INDEX catalog.variants_shop_option_values');
    const out = [];
    for (const [i, [name, filter]] of PAGES.entries()) {
      const before = await percentiles(RUNS / 4, () => listProducts(tx, filter));
      const found = await listProducts(tx, filter);
      out.push({
        'category page (with filter counts)': name,
        found: found.total,
        p50: ms(ours[i]!.p50),
        p95: ms(ours[i]!.p95),
        'baseline p95': ms(before.p95),
        speed: ratio(before.p95 / ours[i]!.p95),
      });
    }
    await tx.query('DROP INDEX catalog.variants_of_product');
    const before = await percentiles(20, () => findProduct(tx, picked[next++ % picked.length]!.id));
    out.push({
      'category page (with filter counts)': 'product page: the product and its variants',
      found: 1,
      p50: ms(page.p50),
      p95: ms(page.p95),
      'baseline p95': ms(before.p95),
      speed: ratio(before.p95 / page.p95),
    });
    return out;
  });
  console.log(`\n${SIZE.toLocaleString()} products, their variants (${RUNS} runs each; speed = baseline p95 / ours):\n${table(rows)}\n`);
  const worst = Math.max(...ours.slice(1).map((o) => o.p95));
  console.log(`Worst p95 of a category page with an option chosen: ${ms(worst)} (target: under 20 ms)`);
  console.log(`p95 of a product page: ${ms(page.p95)} (target: under 5 ms)\n`);
}

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/** What `fn` answers in a transaction that is then rolled back (the indexes it drops come back). */
async function withoutIndexes<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx));
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.value as T;
    throw e;
  }
  throw new Error('unreachable');
}

console.log('Option filters benchmark (PostgreSQL)');
if (process.env.BENCH_DATABASE_URL) {
  const db = openPostgres({ url: process.env.BENCH_DATABASE_URL });
  try {
    await measure(db);
  } finally {
    await db.close();
  }
} else {
  const t = await createTestDatabase('bench');
  // Loading 600,000 variants is one long statement a batch.
  const db = openPostgres({ url: t.url, statementTimeoutMs: 600_000 });
  try {
    process.stdout.write(`  loading ${SIZE.toLocaleString()} products and their variants ... `);
    const started = Date.now();
    await migrate(db, 'catalog', migrations);
    await fillWithProducts(db, SIZE);
    await fillWithVariants(db);
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalog.variants`);
    console.log(`${rows[0]!.n.toLocaleString()} variants, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await measure(db);
  } finally {
    await db.close();
    await t.drop();
  }
}
