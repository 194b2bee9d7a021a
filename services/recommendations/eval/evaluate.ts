// npm run evaluate: how well the search-based recommendations would have predicted what shoppers bought
// next, against recommending the popular products and recommending at random. First on simulated
// shoppers; then, with `-- --recorded`, on what the store has recorded (its DATABASE_URL, or the
// embedded database in DATA_DIR while the store is stopped).
import { generateCatalogue } from '@storefront/catalog';
import { describeDatabase, openDatabase } from '@storefront/data';
import { ServiceSettings, databaseConfigOf, read, readSettings, setting, settingsOrExit } from '@storefront/service-kit';
import type { CatalogueItem } from '../src/domain/model';
import { type EvaluationReport, evaluate } from '../src/evaluation/evaluate';
import { loadCatalogue, loadRecorded } from '../src/evaluation/recorded';
import { DEFAULT_SIMULATION, simulateShoppers } from '../src/evaluation/simulate';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const row = (name: string, s: { hitRate: number; ndcg: number }) =>
  `${name.padEnd(22)} ${pct(s.hitRate).padStart(14)} ${s.ndcg.toFixed(3).padStart(9)}`;

function print(report: EvaluationReport) {
  console.log(
    `\nFirst new purchase after ${new Date(report.cutoff).toISOString().slice(0, 10)} of ${report.model.cases} shoppers ` +
      `(trained on the ${report.trainingInteractions} views and purchases before it):\n`,
  );
  console.log(`${'recommender'.padEnd(22)} ${'hit-rate@10'.padStart(14)} ${'NDCG@10'.padStart(9)}`);
  console.log(row('model (this service)', report.model));
  console.log(row('recently viewed', report.recentlyViewed));
  console.log(row('popularity baseline', report.popularity));
  console.log(row('random baseline', report.random));
  const ratio = (base: { hitRate: number }) => (report.model.hitRate / Math.max(base.hitRate, 1e-9)).toFixed(2);
  console.log(
    `\nmodel / recently viewed: ${ratio(report.recentlyViewed)}x hit-rate; model / popularity: ${ratio(report.popularity)}x hit-rate`,
  );
  const { onlyModel, onlyRecentlyViewed } = report.versusRecentlyViewed;
  console.log(
    `Case by case: ${onlyModel} next purchases only the model had in its top 10, ${onlyRecentlyViewed} only the recently viewed had.`,
  );
}

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

const started = Date.now();
const catalogue: CatalogueItem[] = generateCatalogue().map((p, i) => ({
  id: `p${i}`,
  name: p.name,
  description: p.description,
  category: p.category,
  tags: p.tags,
}));
process.stdout.write(`Simulating ${DEFAULT_SIMULATION.shoppers} shoppers with stable tastes over ${catalogue.length} products ... `);
const sim = simulateShoppers(catalogue, DEFAULT_SIMULATION);
console.log(`${sim.interactions.length} views and purchases, ${sim.searches.length} searches`);
print(evaluate(catalogue, sim.interactions, sim.searches));
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);

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
    else print(report);
  } catch (err) {
    console.error(`Could not evaluate on recorded data: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}
