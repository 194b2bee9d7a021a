// npm run evaluate: how well the search-based recommendations would have predicted what shoppers bought
// next, against recommending the popular products and recommending at random.
import { generateCatalogue } from '@storefront/catalog';
import type { CatalogueItem } from '../src/domain/model';
import { evaluate } from '../src/evaluation/evaluate';
import { DEFAULT_SIMULATION, simulateShoppers } from '../src/evaluation/simulate';

const catalogue: CatalogueItem[] = generateCatalogue().map((p, i) => ({ id: `p${i}`, name: p.name, description: p.description, category: p.category, tags: p.tags }));
const started = Date.now();
process.stdout.write(`Simulating ${DEFAULT_SIMULATION.shoppers} shoppers with stable tastes over ${catalogue.length} products ... `);
const sim = simulateShoppers(catalogue, DEFAULT_SIMULATION);
console.log(`${sim.interactions.length} views and purchases, ${sim.searches.length} searches`);
const report = evaluate(catalogue, sim.interactions, sim.searches);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const row = (name: string, s: { hitRate: number; ndcg: number }) => `${name.padEnd(22)} ${pct(s.hitRate).padStart(14)} ${s.ndcg.toFixed(3).padStart(9)}`;
console.log(`\nHeld-out last purchase of ${report.model.cases} shoppers (trained on ${report.trainingInteractions} earlier interactions):\n`);
console.log(`${'recommender'.padEnd(22)} ${'hit-rate@10'.padStart(14)} ${'NDCG@10'.padStart(9)}`);
console.log(row('model (this service)', report.model));
console.log(row('popularity baseline', report.popularity));
console.log(row('random baseline', report.random));
console.log(`\nmodel / popularity: ${(report.model.hitRate / Math.max(report.popularity.hitRate, 1e-9)).toFixed(1)}x hit-rate (${((Date.now() - started) / 1000).toFixed(1)} s)`);
