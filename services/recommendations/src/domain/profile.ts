import type { ShopperProfile } from './model';

/** How much of a shopper's past the model looks at: their latest searches and the products they
 * looked at most recently (each once). Everything they bought counts, with how often (buying again). */
export const PROFILE_LIMITS = { searches: 10, viewed: 30 } as const;

/** One shopper's raw signals, in any order; `at` is milliseconds since the epoch. */
export interface ShopperSignals {
  searches: ReadonlyArray<{ keyword: string; at: number }>;
  views: ReadonlyArray<{ productId: string; at: number }>;
  /** Each product bought, with when; `orders`: how many orders held it (1 unless said). */
  purchases: ReadonlyArray<{ productId: string; at: number; orders?: number }>;
}

const newestFirst = <T extends { at: number }>(list: ReadonlyArray<T>): T[] => [...list].sort((a, b) => b.at - a.at);

/** Distinct products, by their latest signal, most recent first. */
const distinctRecent = (list: ReadonlyArray<{ productId: string; at: number }>): string[] => [
  ...new Set(newestFirst(list).map((x) => x.productId)),
];

/** What the model knows of a shopper, built the one way the service and the offline evaluation both use
 * (so the evaluation measures the profiles shoppers really get). Ties in time keep the given order. */
export function buildProfile(signals: ShopperSignals): ShopperProfile {
  return {
    searches: newestFirst(signals.searches)
      .slice(0, PROFILE_LIMITS.searches)
      .map((s) => s.keyword),
    viewed: distinctRecent(signals.views).slice(0, PROFILE_LIMITS.viewed),
    bought: distinctRecent(signals.purchases),
    purchases: purchaseCounts(signals.purchases),
  };
}

function purchaseCounts(list: ShopperSignals['purchases']): Map<string, { orders: number; lastAt: number }> {
  const counts = new Map<string, { orders: number; lastAt: number }>();
  for (const p of list) {
    const seen = counts.get(p.productId);
    counts.set(p.productId, { orders: (seen?.orders ?? 0) + (p.orders ?? 1), lastAt: Math.max(seen?.lastAt ?? 0, p.at) });
  }
  return counts;
}
