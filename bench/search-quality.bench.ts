// Search quality on shoppers' own words: hit-rate@10 and MRR of the shop's search on the starting
// catalogue, in French and in English, beside two baselines run on the same data in the same process
// (the English-only full text the shop had before its French, and substrings of either language's
// texts). The held-out queries were never looked at while tuning; they are reported on their own.
import { openPglite } from '@storefront/data';
import { startTestService } from '@storefront/testing';
import { catalogService } from '../services/catalog/src';
import { ENGLISH_QUERIES, FRENCH_QUERIES } from '../services/catalog/test/search-queries';
import {
  type Searcher,
  englishOnlySearch,
  measure,
  productTypes,
  shopSearch,
  substringSearch,
} from '../services/catalog/test/search-quality';
import { table } from './lib';

const db = await openPglite();
const svc = await startTestService(catalogService, { database: db, bus: 'in-process' });
try {
  const types = await productTypes(db);
  const searchers: Array<[string, Searcher, Searcher]> = [
    ['the shop', await shopSearch(db, 'fr'), await shopSearch(db, 'en')],
    ['English-only full text (before)', englishOnlySearch(db), englishOnlySearch(db)],
    ['substrings, either language', substringSearch(db), substringSearch(db)],
  ];
  const rows = [];
  for (const [name, french, english] of searchers) {
    for (const [language, queries, search] of [
      ['French', FRENCH_QUERIES, french],
      ['English', ENGLISH_QUERIES, english],
    ] as const) {
      for (const [set, chosen] of [
        ['all', queries],
        ['held out', queries.filter((q) => q.heldOut)],
      ] as const) {
        const f = await measure(chosen, search, types);
        rows.push({
          search: name,
          queries: `${language}, ${set} (${f.queries})`,
          'hit-rate@10': f.hitRate10.toFixed(3),
          MRR: f.mrr.toFixed(3),
        });
      }
    }
  }
  console.log(`Search quality on the starting catalogue (${types.size} products):\n${table(rows)}\n`);
} finally {
  await svc.close();
  await db.close();
}
