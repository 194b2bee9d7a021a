// npm run evaluate: how well the recommendations would have predicted what shoppers bought next.
// First and foremost on real purchases (the UCI Online Retail data set, read from RETAIL_DATA_FILE),
// against four baselines computed in the same run; then on simulated shoppers (a unit-level check of
// the search and view signals, which the real data has none of); then, with `-- --recorded`, on what
// the store has recorded (its DATABASE_URL, or the embedded database in DATA_DIR while it is stopped).
// `-- --validation` also prints the earlier split the model's parameters were chosen on.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { generateCatalogue } from '@storefront/catalog';
import { describeDatabase, openDatabase } from '@storefront/data';
import { ServiceSettings, databaseConfigOf, read, readSettings, setting, settingsOrExit } from '@storefront/service-kit';
import type { CatalogueItem } from '../src/domain/model';
import { type EvaluationReport, evaluate } from '../src/evaluation/evaluate';
import { readRetailLines } from '../src/evaluation/online-retail';
import { type PurchaseEvaluation, RECOMMENDER_NAMES, type RecommenderName, evaluatePurchases } from '../src/evaluation/purchases';
import { loadCatalogue, loadRecorded } from '../src/evaluation/recorded';
import { DEFAULT_SIMULATION, simulateShoppers } from '../src/evaluation/simulate';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const row = (name: string, s: { hitRate: number; ndcg: number }) =>
  `${name.padEnd(40)} ${pct(s.hitRate).padStart(12)} ${s.ndcg.toFixed(3).padStart(9)}`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// ---- Real purchases ---------------------------------------------------------------------------------

const RetailSettings = z.object({
  RETAIL_DATA_FILE: setting(read.filePath, path.resolve(REPO, '../shared/data/online-retail.csv.gz')).describe(
    'The UCI Online Retail purchases, cleaned, as gzipped CSV: customer_id,item_id,description,timestamp,quantity,price,country,invoice_no.',
  ),
});
/** The evaluation's split: the model trains on everything before this, and each customer's first order after it is the test. */
const TEST_CUTOFF = Date.parse('2011-10-01T00:00:00Z');
/** The earlier split its parameters were chosen on: trained before this, tested on the first orders of July to September. */
const VALIDATION_CUTOFF = Date.parse('2011-07-01T00:00:00Z');

const NAMES: Record<RecommenderName, string> = {
  model: 'model (this service)',
  repeat: 'repeat: what they bought in most orders',
  coPurchase: 'co-purchase: item-to-item cosine',
  popularity: 'popularity',
  random: 'random',
};

function printPurchases(title: string, report: PurchaseEvaluation) {
  console.log(
    `\n${title}: trained on the ${report.trainingLines.toLocaleString('en-CA')} lines before ${day(report.cutoff)}; ` +
      `asked for the first order after it of each of the ${report.customers.toLocaleString('en-CA')} customers who had bought before.`,
  );
  for (const [table, heading] of [
    ['allItems', 'All items of that order'],
    ['discovery', 'Only the items new to them (what they had bought left out of every list)'],
  ] as const) {
    const scores = report[table];
    console.log(`\n${heading} (${scores.model.cases} customers):`);
    console.log(`${'recommender'.padEnd(40)} ${'hit-rate@10'.padStart(12)} ${'NDCG@10'.padStart(9)}`);
    for (const name of RECOMMENDER_NAMES) console.log(row(NAMES[name], scores[name]));
    const strongest = RECOMMENDER_NAMES.filter((n) => n !== 'model').sort((a, b) => scores[b].hitRate - scores[a].hitRate)[0]!;
    const ratio = (x: number, y: number) => (x / Math.max(y, 1e-9)).toFixed(2);
    console.log(
      `model / strongest baseline (${strongest}): ${ratio(scores.model.hitRate, scores[strongest].hitRate)}x hit-rate, ` +
        `${ratio(scores.model.ndcg, scores[strongest].ndcg)}x NDCG`,
    );
  }
}

const { RETAIL_DATA_FILE: retailFile } = settingsOrExit('The evaluation', () => readSettings(RetailSettings));
if (!fs.existsSync(retailFile)) {
  console.error(
    `No purchases at ${retailFile}: get the Online Retail data set from https://archive.ics.uci.edu/dataset/352/online+retail ` +
      `(CC BY 4.0), clean it to the columns above, and set RETAIL_DATA_FILE to the gzipped CSV.`,
  );
  process.exit(1);
}
process.stdout.write(`Reading ${path.relative(process.cwd(), retailFile)} ... `);
const lines = await readRetailLines(retailFile);
console.log(
  `${lines.length.toLocaleString('en-CA')} lines, ${new Set(lines.map((l) => l.customerId)).size.toLocaleString('en-CA')} customers, ` +
    `${new Set(lines.map((l) => l.itemId)).size.toLocaleString('en-CA')} products (${seconds()})`,
);
if (process.argv.includes('--validation')) {
  console.log('Evaluating on the validation split (what the parameters were chosen on) ...');
  printPurchases(
    'Validation split',
    evaluatePurchases(
      lines.filter((l) => l.at < TEST_CUTOFF),
      VALIDATION_CUTOFF,
    ),
  );
}
console.log(`Evaluating on the test split (never tuned on) ... (${seconds()})`);
printPurchases('UCI Online Retail, real purchases', evaluatePurchases(lines, TEST_CUTOFF));
console.log(`(${seconds()})`);

// ---- Simulated shoppers (searches and views) ---------------------------------------------------------

function printSimulated(report: EvaluationReport) {
  console.log(
    `\nFirst new purchase after ${day(report.cutoff)} of ${report.model.cases} shoppers ` +
      `(trained on the ${report.trainingInteractions} views and purchases before it):\n`,
  );
  console.log(`${'recommender'.padEnd(40)} ${'hit-rate@10'.padStart(12)} ${'NDCG@10'.padStart(9)}`);
  console.log(row('model (this service)', report.model));
  console.log(row('recently viewed', report.recentlyViewed));
  console.log(row('popularity baseline', report.popularity));
  console.log(row('random baseline', report.random));
  const { onlyModel, onlyRecentlyViewed } = report.versusRecentlyViewed;
  console.log(
    `Case by case: ${onlyModel} next purchases only the model had in its top 10, ${onlyRecentlyViewed} only the recently viewed had.`,
  );
}

const catalogue: CatalogueItem[] = generateCatalogue().map((p, i) => ({
  id: `p${i}`,
  name: p.name,
  description: p.description,
  category: p.category,
  tags: p.tags,
}));
process.stdout.write(
  `\nSimulated shoppers (the search and view signals): ${DEFAULT_SIMULATION.shoppers} with stable tastes over ${catalogue.length} products ... `,
);
const sim = simulateShoppers(catalogue, DEFAULT_SIMULATION);
console.log(`${sim.interactions.length} views and purchases, ${sim.searches.length} searches`);
printSimulated(evaluate(catalogue, sim.interactions, sim.searches));
console.log(`(${seconds()})`);

// ---- What the store recorded -------------------------------------------------------------------------

/** The evaluation's settings: where the recorded data is, and the catalogue's API when it has a database of its own. */
const EvaluationSettings = ServiceSettings.extend({
  CATALOG_URL: setting(read.httpUrl(), 'http://localhost:8080').describe("The catalog service's address (else the store's)."),
});

/** When the catalogue has a database of its own: its API (CATALOG_URL, else the store on localhost:8080). */
async function catalogueFromService(base: string): Promise<CatalogueItem[]> {
  const res = await fetch(`${base}/products`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`The catalogue could not be read from ${base}/products (${res.status}): set CATALOG_URL.`);
  const products = (await res.json()) as Array<CatalogueItem & { _id: string }>;
  return products.map((p) => ({ id: p._id, name: p.name, description: p.description, category: p.category, tags: p.tags }));
}

if (process.argv.includes('--recorded')) {
  const settings = settingsOrExit('The evaluation', () => readSettings(EvaluationSettings));
  const config = databaseConfigOf(settings);
  console.log(`\nRecorded data in ${describeDatabase(config)}:`);
  const db = await openDatabase(config);
  try {
    const recorded = await loadRecorded(db);
    const products = (await loadCatalogue(db)) ?? (await catalogueFromService(settings.CATALOG_URL));
    const purchases = recorded.interactions.filter((i) => i.kind === 'purchase').length;
    console.log(
      `${products.length} products, ${recorded.interactions.length} views and purchases (${purchases} purchases), ${recorded.searches.length} searches`,
    );
    const report = evaluate(products, recorded.interactions, recorded.searches);
    if (report.model.cases < 20)
      console.log(`Only ${report.model.cases} shoppers bought something new after the cut-off: too few to measure yet.`);
    else printSimulated(report);
  } catch (err) {
    console.error(`Could not evaluate on recorded data: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
