import type { ReviewSummary } from '@storefront/contracts';

/** A product's rating from how many approved reviews gave each number of stars (`stars[0]`: 1 star):
 * the average to one decimal, as cards and listings show it. */
export function summarize(stars: readonly number[]): ReviewSummary {
  const counts = [0, 1, 2, 3, 4].map((i) => stars[i] ?? 0);
  const count = counts.reduce((a, b) => a + b, 0);
  const total = counts.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count, stars: counts };
}
