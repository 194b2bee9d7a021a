// Category pages at 100,000 products: one page of a category with its filter counts (the list query and
// the facet query, as the catalogue answers GET /api/products?category=…&facets=1), with the browse
// indexes of migration 005 against the same table with only the indexes it had before (the baseline),
// on the same data in the same process.
import type { ProductSort } from '@storefront/contracts/shop';
import { type Database, migrate, openPglite, openPostgres } from '@storefront/data';
import { createTestDatabase } from '@storefront/testing';
import { migrations } from '../services/catalog/src/data/migrations';
import { type ProductFilter, listProducts } from '../services/catalog/src/data/products';
import { fillWithProducts } from '../services/catalog/test/support/many-products';
import { ms, ratio, table, timings } from './lib';

const SIZE = Number(process.env.BENCH_PRODUCTS || 100_000);
const RUNS = 200;

const PAGES: Array<[string, ProductFilter]> = [
  ['Clothing, newest', { page: 1, limit: 25, category: 'Clothing', facets: true }],
  ['Clothing, price low to high, page 3', { page: 3, limit: 25, category: 'Clothing', sort: 'price-asc', facets: true }],
  ...(['price-desc', 'best-selling'] as ProductSort[]).map((sort): [string, ProductFilter] => [
    `Electronics, ${sort}`,
    { page: 1, limit: 25, category: 'Electronics', sort, facets: true },
  ]),
  [
    'Winter Gear, in stock + gift + $50-100, price low to high',
    {
      page: 1,
      limit: 25,
      category: 'Winter Gear',
      inStock: true,
      tag: ['gift'],
      minPrice: 5000,
      maxPrice: 9999,
      sort: 'price-asc',
      facets: true,
    },
  ],
];

/** p50 and p95 of `runs` calls, after a warm-up. */
async function percentiles(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times = await timings(runs, fn, 5);
  return { p50: times[Math.floor(runs * 0.5)]!, p95: times[Math.floor(runs * 0.95)]! };
}

const BROWSE_INDEXES = [
  'products_shop_category_newest',
  'products_shop_category_price',
  'products_shop_category_sold',
  'products_shop_newest',
  'products_shop_price',
  'products_shop_sold',
];

async function run(label: string, db: Database, runs: number) {
  process.stdout.write(`  ${label}: loading ${SIZE.toLocaleString()} products ... `);
  const started = Date.now();
  await migrate(db, 'catalog', migrations);
  await fillWithProducts(db, SIZE);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);

  const ours = [];
  for (const [, filter] of PAGES) ours.push(await percentiles(runs, () => listProducts(db, filter)));
  // The baseline: the table as it was before, with its one category index and no browse indexes.
  for (const index of BROWSE_INDEXES) await db.query(`DROP INDEX catalog.${index}`);
  await db.query('CREATE INDEX products_category ON catalog.products (lower(category), created_at DESC)');
  await db.query('ANALYZE catalog.products');
  const rows = [];
  for (const [i, [name, filter]] of PAGES.entries()) {
    const before = await percentiles(runs, () => listProducts(db, filter));
    rows.push({
      'category page (with filter counts)': name,
      p50: ms(ours[i]!.p50),
      p95: ms(ours[i]!.p95),
      'baseline p95': ms(before.p95),
      speed: ratio(before.p95 / ours[i]!.p95),
    });
  }
  console.log(`\n${label}, ${SIZE.toLocaleString()} products (${runs} runs each; speed = baseline p95 / ours):\n${table(rows)}\n`);
  return Math.max(...ours.map((o) => o.p95));
}

console.log('Category page benchmark');
const t = await createTestDatabase('bench');
const pg = openPostgres({ url: t.url });
try {
  const worst = await run('PostgreSQL server', pg, RUNS);
  console.log(`Worst p95 of a faceted category page on PostgreSQL: ${ms(worst)} (target: under 20 ms)\n`);
} finally {
  await pg.close();
  await t.drop();
}
const lite = await openPglite();
try {
  await run('embedded PGlite', lite, 40);
} finally {
  await lite.close();
}
