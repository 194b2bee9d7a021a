import { type CatalogueItem, type Interaction, type Model, type ShopperProfile, buildModel, recommend } from '../domain/model';
import { buildProfile } from '../domain/profile';
import { random, type SimulatedSearch } from './simulate';

export interface Scores {
  hitRate: number;
  ndcg: number;
  cases: number;
}

export interface EvaluationReport {
  model: Scores;
  /** What the shopper looked at most recently and has not bought, then the popular products. */
  recentlyViewed: Scores;
  popularity: Scores;
  random: Scores;
  /** Paired, case by case: purchases only the model had in its top k, and only the recently viewed had. */
  versusRecentlyViewed: { onlyModel: number; onlyRecentlyViewed: number };
  shoppers: number;
  trainingInteractions: number;
  /** Milliseconds since the epoch: training data is everything before this. */
  cutoff: number;
}

type Recommender = (model: Model, profile: ShopperProfile, k: number) => string[];

const notBought = (profile: ShopperProfile) => (id: string) => !profile.bought.includes(id);

/** The model itself; the shopper's own recent views not yet bought (topped up with popular products):
 * the obvious thing to beat when people often buy what they looked at; the most popular products not yet
 * bought; and products at random. */
export const RECOMMENDERS: Record<'model' | 'recentlyViewed' | 'popularity' | 'random', (seed: number) => Recommender> = {
  // The question is a new purchase: what they bought is left out of the list (as every baseline leaves it out).
  model: () => (model, profile, k) =>
    recommend(model, profile, k + profile.bought.length)
      .filter(notBought(profile))
      .slice(0, k),
  recentlyViewed: () => (model, profile, k) => [...new Set([...profile.viewed, ...model.popular])].filter(notBought(profile)).slice(0, k),
  popularity: () => (model, profile, k) => model.popular.filter(notBought(profile)).slice(0, k),
  random: (seed) => {
    const r = random(seed);
    return (model, profile, k) => {
      const pool = [...model.items.keys()].filter((id) => !profile.bought.includes(id));
      const out = new Set<string>();
      while (out.size < Math.min(k, pool.length)) out.add(r.pick(pool));
      return [...out];
    };
  },
};

/** A split in time, as the model would really be used: everything before a cut-off (the moment by
 * which 80% of the purchases had been made) trains the model; each shopper known before it is then
 * asked for, and the product of their first purchase after it (one they had not bought before) should
 * be among their top k. Hit-rate@k and NDCG@k (one relevant item: 1 at rank 1, 1/log2(rank+1) below). */
export function evaluate(
  catalogue: CatalogueItem[],
  interactions: Interaction[],
  searches: SimulatedSearch[],
  k = 10,
  seed = 7,
  trainShare = 0.8,
): EvaluationReport {
  const purchaseTimes = interactions
    .filter((i) => i.kind === 'purchase')
    .map((i) => i.at)
    .sort((a, b) => a - b);
  const cutoff = purchaseTimes[Math.min(purchaseTimes.length - 1, Math.floor(purchaseTimes.length * trainShare))] ?? 0;
  const training = interactions.filter((i) => i.at < cutoff);
  const trainingSearches = searches.filter((s) => s.at < cutoff);
  const later = interactions.filter((i) => i.at >= cutoff && i.kind === 'purchase').sort((a, b) => a.at - b.at);
  const known = new Set([...training.map((i) => i.userId), ...trainingSearches.map((s) => s.userId)]);
  const cases: Array<{ userId: string; target: string }> = [];
  const asked = new Set<string>();
  for (const p of later) {
    if (asked.has(p.userId) || !known.has(p.userId)) continue;
    const boughtBefore = training.some((i) => i.userId === p.userId && i.kind === 'purchase' && i.productId === p.productId);
    if (boughtBefore) continue;
    asked.add(p.userId);
    cases.push({ userId: p.userId, target: p.productId });
  }
  const model = buildModel(catalogue, training);
  // The service's own profile of each shopper, from what they did before the cut-off.
  const profileOf = (userId: string): ShopperProfile => {
    const mine = training.filter((i) => i.userId === userId);
    return buildProfile({
      searches: trainingSearches.filter((s) => s.userId === userId),
      views: mine.filter((i) => i.kind === 'view'),
      purchases: mine.filter((i) => i.kind === 'purchase'),
    });
  };
  const profiles = cases.map((c) => ({ ...c, profile: profileOf(c.userId) }));
  const hitsOf = (recommender: Recommender): number[] => profiles.map((c) => recommender(model, c.profile, k).indexOf(c.target));
  const score = (ranks: number[]): Scores => {
    const found = ranks.filter((rank) => rank >= 0);
    const gain = found.reduce((sum, rank) => sum + 1 / Math.log2(rank + 2), 0);
    return { hitRate: found.length / Math.max(1, profiles.length), ndcg: gain / Math.max(1, profiles.length), cases: profiles.length };
  };
  const byModel = hitsOf(RECOMMENDERS.model(seed));
  const byRecentlyViewed = hitsOf(RECOMMENDERS.recentlyViewed(seed));
  return {
    model: score(byModel),
    recentlyViewed: score(byRecentlyViewed),
    popularity: score(hitsOf(RECOMMENDERS.popularity(seed))),
    random: score(hitsOf(RECOMMENDERS.random(seed))),
    versusRecentlyViewed: {
      onlyModel: byModel.filter((rank, i) => rank >= 0 && byRecentlyViewed[i]! < 0).length,
      onlyRecentlyViewed: byModel.filter((rank, i) => rank < 0 && byRecentlyViewed[i]! >= 0).length,
    },
    shoppers: new Set(interactions.map((i) => i.userId)).size,
    trainingInteractions: training.length,
    cutoff,
  };
}
