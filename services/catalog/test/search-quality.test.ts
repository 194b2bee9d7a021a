import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { catalogService } from '../src';
import { ENGLISH_QUERIES, FRENCH_QUERIES } from './search-queries';
import { englishOnlySearch, measure, productTypes, shopSearch, substringSearch } from './search-quality';

// Search on shoppers' own words, scored on the queries kept aside (never looked at while tuning): the
// figures `npm run bench` reports must not fall below where they stand, nor to the baselines'.
const FLOORS = {
  fr: { hitRate10: 0.85, mrr: 0.72 },
  en: { hitRate10: 0.9, mrr: 0.8 },
};

describe.each(BACKENDS)('search quality on $label', (backend) => {
  let svc: StartedTestService;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
  });
  afterAll(async () => svc?.close());

  it.each([
    ['fr', FRENCH_QUERIES],
    ['en', ENGLISH_QUERIES],
  ] as const)(
    'answers the held-out %s queries at least as well as it did, and far better than the baselines',
    async (language, queries) => {
      const heldOut = queries.filter((q) => q.heldOut);
      expect(heldOut.length).toBeGreaterThanOrEqual(language === 'fr' ? 60 : 40);
      const types = await productTypes(svc.db);
      const ours = await measure(heldOut, await shopSearch(svc.db, language), types);
      const before = await measure(heldOut, englishOnlySearch(svc.db), types);
      const substrings = await measure(heldOut, substringSearch(svc.db), types);
      expect(ours.hitRate10).toBeGreaterThanOrEqual(FLOORS[language].hitRate10);
      expect(ours.mrr).toBeGreaterThanOrEqual(FLOORS[language].mrr);
      expect(ours.hitRate10).toBeGreaterThan(Math.max(before.hitRate10, substrings.hitRate10) + 0.1);
    },
  );
});
