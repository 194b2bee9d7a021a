// Catalogue search: our indexed full-text search with typo correction against the obvious baseline,
// ILIKE '%term%' over names and descriptions, on the same data in the same process.
import { type Database, migrate, openPglite, openPostgres } from '@storefront/data';
import { createTestDatabase } from '@storefront/testing';
import { migrations } from '../services/catalog/src/data/migrations';
import { insertProducts, listProducts } from '../services/catalog/src/data/products';
import { generateCatalogue } from '../services/catalog/src/data/seed/generate';
import { median, ms, ratio, table } from './lib';

const SIZE = Number(process.env.BENCH_PRODUCTS || 20_000);
const QUERIES = ['headphones', 'wool sweater', 'maple syrup', 'toque', 'hedphones', 'bluetooth spekaer'];
const EXTRA = ['durable', 'lightweight', 'classic', 'premium', 'everyday', 'compact', 'family', 'deluxe', 'northern', 'coastal'];

async function fill(db: Database) {
  await migrate(db, 'catalog', migrations);
  const base = generateCatalogue();
  const batch = [];
  for (let i = 0; i < SIZE; i++) {
    const p = base[i % base.length]!;
    const edition = Math.floor(i / base.length);
    batch.push({
      name: edition === 0 ? p.name : `${p.name} ${EXTRA[edition % EXTRA.length]} edition ${edition}`,
      description: `${p.description} ${EXTRA[(i * 7) % EXTRA.length]} ${EXTRA[(i * 3) % EXTRA.length]}.`,
      category: p.category,
      priceCents: p.priceCents,
      stock: p.stock,
      imageUrl: `/images/${p.imageKey}`,
      tags: p.tags,
    });
    if (batch.length === 2000) await insertProducts(db, batch.splice(0));
  }
  if (batch.length) await insertProducts(db, batch);
  await db.query('ANALYZE catalog.products');
  await db.query('ANALYZE catalog.search_words');
}

const baseline = (db: Database, q: string) =>
  db.query(
    `SELECT id, name, count(*) OVER () AS total FROM catalog.products
      WHERE name ILIKE $1 OR description ILIKE $1 ORDER BY name LIMIT 25`,
    [`%${q}%`],
  );

async function run(label: string, db: Database) {
  process.stdout.write(`  ${label}: loading ${SIZE.toLocaleString()} products ... `);
  const started = Date.now();
  await fill(db);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  const rows = [];
  for (const q of QUERIES) {
    const ours = await median(15, () => listProducts(db, { page: 1, limit: 25, search: q }));
    const naive = await median(15, () => baseline(db, q));
    const found = (await listProducts(db, { page: 1, limit: 25, search: q })).total;
    const naiveFound = ((await baseline(db, q)).rows[0] as { total?: number } | undefined)?.total ?? 0;
    rows.push({
      query: q,
      'full-text': ms(ours),
      'ILIKE baseline': ms(naive),
      speed: ratio(naive / ours),
      found,
      'baseline found': naiveFound,
    });
  }
  console.log(`\n${label}, ${SIZE.toLocaleString()} products (median of 15; speed = baseline time / ours):\n${table(rows)}\n`);
}

console.log('Catalogue search benchmark');
const t = await createTestDatabase('bench');
const pg = openPostgres({ url: t.url });
try {
  await run('PostgreSQL server', pg);
} finally {
  await pg.close();
  await t.drop();
}
const lite = await openPglite();
try {
  await run('embedded PGlite', lite);
} finally {
  await lite.close();
}
