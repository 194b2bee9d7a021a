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

/** Holds out each shopper's last purchase: everything before it (everyone's) trains the model, and the
 * held-out product should be among the shopper's top k. Hit-rate@k and NDCG@k (one relevant item: 1 at
 * rank 1, 1/log2(rank+1) below). */
export function evaluate(
  catalogue: CatalogueItem[],
  interactions: Interaction[],
  searches: SimulatedSearch[],
  k = 10,
  seed = 7,
): EvaluationReport {
  const byUser = new Map<string, Interaction[]>();
  for (const i of interactions) {
    const list = byUser.get(i.userId) ?? [];
    list.push(i);
    byUser.set(i.userId, list);
  }
  const training: Interaction[] = [];
  const cases: Array<{ userId: string; target: string; cutoff: number }> = [];
  for (const [userId, list] of byUser) {
    list.sort((a, b) => a.at - b.at);
    const purchases = list.filter((i) => i.kind === 'purchase');
    const held = purchases.length >= 2 ? purchases[purchases.length - 1]! : undefined;
    const earlierPurchases = held ? purchases.slice(0, -1).map((p) => p.productId) : [];
    if (held && !earlierPurchases.includes(held.productId)) cases.push({ userId, target: held.productId, cutoff: held.at });
    for (const i of list) if (!held || i.at < held.at) training.push(i);
  }
  const model = buildModel(catalogue, training);
  const profileOf = (userId: string, cutoff: number): ShopperProfile => {
    const mine = training.filter((i) => i.userId === userId && i.at < cutoff).sort((a, b) => b.at - a.at);
    return {
      searches: searches.filter((s) => s.userId === userId && s.at < cutoff).sort((a, b) => b.at - a.at).map((s) => s.keyword),
      viewed: mine.filter((i) => i.kind === 'view').map((i) => i.productId),
      bought: mine.filter((i) => i.kind === 'purchase').map((i) => i.productId),
    };
  };
  const profiles = cases.map((c) => ({ ...c, profile: profileOf(c.userId, c.cutoff) }));
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
    shoppers: byUser.size,
    trainingInteractions: training.length,
  };
}
