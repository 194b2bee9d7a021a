import { type CatalogueItem, type Interaction, type Model, type ShopperProfile, buildModel, recommend } from '../domain/model';
import { random, type SimulatedSearch } from './simulate';

export interface Scores {
  hitRate: number;
  ndcg: number;
  cases: number;
}

export interface EvaluationReport {
  model: Scores;
  popularity: Scores;
  random: Scores;
  shoppers: number;
  trainingInteractions: number;
  /** Milliseconds since the epoch: training data is everything before this. */
  cutoff: number;
}

type Recommender = (model: Model, profile: ShopperProfile, k: number) => string[];

/** The model itself, the most popular products (not yet bought), and products at random. */
export const RECOMMENDERS: Record<'model' | 'popularity' | 'random', (seed: number) => Recommender> = {
  model: () => (model, profile, k) => recommend(model, profile, k),
  popularity: () => (model, profile, k) => model.popular.filter((id) => !profile.bought.includes(id)).slice(0, k),
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
  const purchaseTimes = interactions.filter((i) => i.kind === 'purchase').map((i) => i.at).sort((a, b) => a - b);
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
  const profileOf = (userId: string): ShopperProfile => {
    const mine = training.filter((i) => i.userId === userId).sort((a, b) => b.at - a.at);
    return {
      searches: trainingSearches.filter((s) => s.userId === userId).sort((a, b) => b.at - a.at).map((s) => s.keyword),
      viewed: mine.filter((i) => i.kind === 'view').map((i) => i.productId),
      bought: mine.filter((i) => i.kind === 'purchase').map((i) => i.productId),
    };
  };
  const profiles = cases.map((c) => ({ ...c, profile: profileOf(c.userId) }));
  const score = (recommender: Recommender): Scores => {
    let hits = 0;
    let gain = 0;
    for (const c of profiles) {
      const rank = recommender(model, c.profile, k).indexOf(c.target);
      if (rank >= 0) {
        hits++;
        gain += 1 / Math.log2(rank + 2);
      }
    }
    return { hitRate: hits / Math.max(1, profiles.length), ndcg: gain / Math.max(1, profiles.length), cases: profiles.length };
  };
  return {
    model: score(RECOMMENDERS.model(seed)),
    popularity: score(RECOMMENDERS.popularity(seed)),
    random: score(RECOMMENDERS.random(seed)),
    shoppers: new Set(interactions.map((i) => i.userId)).size,
    trainingInteractions: training.length,
    cutoff,
  };
}
