// The home listing and search at 100,000 products on PostgreSQL, as the catalog service asks them (its
// listing cache; the search page's filter counts), over searches written by no one here: words and
// word pairs of the UCI Online Retail product descriptions (a UK gift shop's real catalogue), common and
// rare, with typos made from them, and words our catalogue does not have; and the French shoppers' searches
// of the search evaluation, on the French page. Baselines from the same run: the home listing counted on
// every page (no cache), and search ranking and counting every match.
import fs from 'node:fs';
import path from 'node:path';
import { type Database, migrate, openPostgres } from '@storefront/data';
import { createTestDatabase } from '@storefront/testing';
import { CatalogueCache } from '../services/catalog/src/data/catalogue-cache';
import { migrations } from '../services/catalog/src/data/migrations';
import { IN_ENGLISH, type ProductFilter, type ShownIn, listProducts } from '../services/catalog/src/data/products';
import { suggestionsFor } from '../services/catalog/src/data/suggestions';
import { fillWithProducts } from '../services/catalog/test/support/many-products';
import { FRENCH_QUERIES } from '../services/catalog/test/search-queries';
import { readRetailLines } from '../services/recommendations/src/evaluation/online-retail';
import { table, timings } from './lib';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100_000);
const RETAIL_DATA_FILE = process.env.RETAIL_DATA_FILE || path.resolve('../shared/data/online-retail.csv.gz');

/** A small seeded generator: the same 200 searches every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 200 searches from the real descriptions: 40 of the most common words, 50 other words, 50 adjacent
 * word pairs, 40 typos of words (a letter dropped, doubled or two swapped), 20 words we do not sell. */
async function realSearches(db: Database): Promise<Array<{ kind: string; search: string }>> {
  const lines = await readRetailLines(RETAIL_DATA_FILE);
  const descriptions = [...new Set(lines.map((l) => l.description.toLowerCase()))];
  const wordsOf = (d: string) => d.split(/[^a-z]+/).filter((w) => w.length >= 3);
  const frequency = new Map<string, number>();
  for (const l of lines) for (const w of wordsOf(l.description.toLowerCase())) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const byFrequency = [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)! || a.localeCompare(b));
  const random = seeded(352);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const ours = new Set((await db.query<{ word: string }>('SELECT word FROM catalog.search_words')).rows.map((r) => r.word));
  const out: Array<{ kind: string; search: string }> = [];
  for (const w of byFrequency.slice(0, 40)) out.push({ kind: 'common word', search: w });
  while (out.length < 90) out.push({ kind: 'word', search: pick(byFrequency.slice(40, 1500)) });
  while (out.length < 140) {
    const words = wordsOf(pick(descriptions));
    if (words.length < 2) continue;
    const at = Math.floor(random() * (words.length - 1));
    out.push({ kind: 'two words', search: `${words[at]} ${words[at + 1]}` });
  }
  while (out.length < 180) {
    const w = pick(byFrequency.slice(0, 800).filter((x) => x.length >= 5));
    const i = 1 + Math.floor(random() * (w.length - 2));
    const typo = [w.slice(0, i) + w.slice(i + 1), w.slice(0, i) + w[i] + w.slice(i), w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)][
      Math.floor(random() * 3)
    ]!;
    out.push({ kind: 'typo', search: typo });
  }
  const unsold = byFrequency.filter((w) => !ours.has(w) && w.length >= 4);
  while (out.length < 200) out.push({ kind: 'not sold here', search: pick(unsold) });
  return out;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** The reads of the products table in a query's plan, with the rows each returned. */
async function readsOf(db: Database, filter: ProductFilter, cache: CatalogueCache): Promise<string[]> {
  const reads: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Relation Name'] === 'products' || n['Index Name']?.startsWith('products'))
      reads.push(`${n['Node Type']}${n['Index Name'] ? ` on ${n['Index Name']}` : ''}: ${n['Actual Rows']} rows`);
    for (const c of n.Plans ?? []) walk(c);
  };
  await listProducts(
    {
      query: async (sql, params) => {
        const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        walk(rows[0]!['QUERY PLAN'][0]!.Plan);
        return db.query(sql, params);
      },
    },
    filter,
    { cache },
  );
  return reads;
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

console.log(`Home listing and search at ${PRODUCTS.toLocaleString()} products (PostgreSQL)`);
if (!fs.existsSync(RETAIL_DATA_FILE)) {
  console.error(`No UCI Online Retail file at ${RETAIL_DATA_FILE}: set RETAIL_DATA_FILE (see docs/performance.md, Recommendations).`);
  process.exit(1);
}
const t = await createTestDatabase('scale');
const db = openPostgres({ url: t.url });
try {
  process.stdout.write('  loading ... ');
  const started = Date.now();
  await migrate(db, 'catalog', migrations);
  await fillWithProducts(db, PRODUCTS);
  // The typo-correction words of both languages, as the products' trigger collects them (the fill skips
  // it for speed).
  await db.query(`INSERT INTO catalog.search_words (word)
    SELECT DISTINCT w FROM catalog.products p,
      regexp_split_to_table(lower(unaccent(p.name || ' ' || p.category || ' ' || array_to_string(p.tags, ' ') || ' ' || p.description
        || ' ' || coalesce(p.texts->'fr'->>'name', '') || ' ' || coalesce(p.texts->'fr'->>'description', ''))), '[^a-z0-9]+') AS w
     WHERE length(w) >= 3 AND w !~ '^[0-9]+$' ON CONFLICT DO NOTHING`);
  await db.query('VACUUM ANALYZE catalog.search_words');
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);

  const searches = await realSearches(db);
  const cache = new CatalogueCache({ ttlMs: 10_000, maxEntries: 2000 });
  const home = (page: number): ProductFilter => ({ page, limit: 24 });
  const rows: Array<Record<string, string | number>> = [];
  const row = (label: string, times: number[]) =>
    rows.push({
      query: label,
      runs: times.length,
      p50: `${pct(times, 0.5).toFixed(2)} ms`,
      p95: `${pct(times, 0.95).toFixed(2)} ms`,
      max: `${times.at(-1)!.toFixed(2)} ms`,
    });

  let page = 0;
  row(
    'home listing, pages 1-5 (the service: counted once, kept 10 s)',
    await timings(200, () => listProducts(db, home((page++ % 5) + 1), { cache })),
  );
  row('home listing, counted on every page (baseline)', await timings(200, () => listProducts(db, home((page++ % 5) + 1))));

  const timeSearches = async (options: { searchCandidates?: number; shown?: ShownIn }, asked = searches) => {
    const times: number[] = [];
    for (const s of asked) await listProducts(db, { page: 1, limit: 24, search: s.search, facets: true }, options); // warm
    for (const s of asked) {
      const start = process.hrtime.bigint();
      await listProducts(db, { page: 1, limit: 24, search: s.search, facets: true }, options);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return times.sort((a, b) => a - b);
  };
  row('200 searches with their filter counts (bounded candidates)', await timeSearches({}));
  row('the same, ranking and counting every match (baseline)', await timeSearches({ searchCandidates: 10_000_000 }));
  const french = FRENCH_QUERIES.map((q) => ({ kind: 'French', search: q.query }));
  const inFrench: ShownIn = { language: 'fr', categories: new Map() };
  row(`${french.length} French shoppers' searches, on the French page`, await timeSearches({ shown: inFrench }, french));
  row(
    'the same, ranking and counting every match (baseline)',
    await timeSearches({ shown: inFrench, searchCandidates: 10_000_000 }, french),
  );
  // What the search box offers as each search is typed: its last word cut short (at least two letters),
  // each asked once, as a shopper's pause asks it (the categories are kept, as the service keeps them).
  const typing = searches.map((s) => s.search.slice(0, Math.max(s.search.lastIndexOf(' ') + 3, Math.ceil(s.search.length * 0.7))));
  const shown = { ...IN_ENGLISH, categories: new Map() };
  await suggestionsFor(db, 'warm', { cache, shown });
  const offered: number[] = [];
  for (const q of typing) {
    const start = process.hrtime.bigint();
    await suggestionsFor(db, q, { cache, shown });
    offered.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  row(
    `suggestions as the 200 searches are typed ("${typing[0]}")`,
    offered.sort((a, b) => a - b),
  );
  console.log(`\n${table(rows)}\n`);

  const kinds = new Map<string, { n: number; found: number; atLeast: number }>();
  for (const s of searches) {
    const r = await listProducts(db, { page: 1, limit: 24, search: s.search, facets: true });
    const k = kinds.get(s.kind) ?? { n: 0, found: 0, atLeast: 0 };
    k.n++;
    if (r.total > 0) k.found++;
    if (r.totalAtLeast) k.atLeast++;
    kinds.set(s.kind, k);
  }
  console.log(
    table(
      [...kinds].map(([kind, k]) => ({ searches: kind, count: k.n, 'found something': k.found, 'more than the candidates': k.atLeast })),
    ),
  );
  console.log(
    `\n  e.g. ${searches
      .filter((_, i) => i % 20 === 0)
      .map((s) => `"${s.search}"`)
      .join(', ')}\n`,
  );

  console.log('What the queries read (EXPLAIN ANALYZE), the home page 2 with its count kept, and the most common word:');
  await listProducts(db, home(1), { cache });
  for (const [label, filter] of [
    ['home page 2', home(2)],
    [`search "${searches[0]!.search}"`, { page: 1, limit: 24, search: searches[0]!.search, facets: true }],
  ] as const) {
    console.log(`  ${label}:`);
    for (const read of await readsOf(db, filter, cache)) console.log(`    ${read}`);
  }
} finally {
  await db.close();
  await t.drop();
}
