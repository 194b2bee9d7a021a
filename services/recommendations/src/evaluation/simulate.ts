import type { CatalogueItem, Interaction } from '../domain/model';

// A documented simulation of shoppers with stable tastes, to evaluate recommendations offline:
//
//  - Some categories are more popular than others (favourite categories are drawn with Zipf-like
//    weights over a seeded order), and some products sell better than others in any category (each
//    has a seeded, heavy-tailed appeal): recommending what is popular is a real baseline, not a straw man.
//  - Each shopper has one or two favourite categories (their "taste", fixed for the simulation) and a
//    liking for a few tags (e.g. winter things, gifts).
//  - Shoppers arrive at different times over about half a year and come back every few hours to few
//    days. On each visit a shopper searches (words taken from products they like, sometimes with a
//    typo), views products (mostly from their favourite categories, preferring liked tags, appealing
//    products and products like ones they viewed before; sometimes anything at all, as people browse),
//    or buys some of what they viewed (occasionally something unviewed from a favourite category).
//  - Everything is driven by a seeded random generator: the same seed, the same shoppers.
//
// The evaluation splits this in time: everything before a cut-off trains the model, and each shopper's
// first new purchase after it is what a recommender should have shown (see evaluate.ts).

export interface SimulatedSearch {
  userId: string;
  keyword: string;
  at: number;
}

export interface Simulation {
  interactions: Interaction[];
  searches: SimulatedSearch[];
}

export interface SimulationOptions {
  shoppers: number;
  /** Events per shopper, between these. */
  minEvents: number;
  maxEvents: number;
  seed: number;
}

export const DEFAULT_SIMULATION: SimulationOptions = { shoppers: 1000, minEvents: 15, maxEvents: 40, seed: 20261122 };

export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

function typo(word: string, r: ReturnType<typeof random>): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(r.next() * (word.length - 2));
  return r.next() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

export function simulateShoppers(catalogue: CatalogueItem[], options: SimulationOptions = DEFAULT_SIMULATION): Simulation {
  const r = random(options.seed);
  const categories = [...new Set(catalogue.map((i) => i.category))].sort();
  // A seeded popularity order of the categories: the first is chosen about twice as often as the third.
  const byPopularity = [...categories].sort(() => r.next() - 0.5);
  const categoryWeight = new Map(byPopularity.map((c, rank) => [c, 1 / Math.pow(rank + 1, 0.8)]));
  const appeal = new Map(catalogue.map((i) => [i.id, 0.2 + 3 * Math.pow(r.next(), 3)]));
  const tags = [...new Set(catalogue.flatMap((i) => i.tags))].sort();
  const interactions: Interaction[] = [];
  const searches: SimulatedSearch[] = [];
  const start = Date.UTC(2026, 0, 1);
  const hour = 3_600_000;

  const weighted = <T>(pool: readonly T[], weight: (x: T) => number): T => {
    const total = pool.reduce((n, x) => n + weight(x), 0);
    let x = r.next() * total;
    for (const item of pool) if ((x -= weight(item)) <= 0) return item;
    return pool[pool.length - 1]!;
  };

  for (let s = 0; s < options.shoppers; s++) {
    const userId = `sim-${s}`;
    const favourites = new Set([weighted(categories, (c) => categoryWeight.get(c)!)]);
    if (r.next() < 0.4) favourites.add(weighted(categories, (c) => categoryWeight.get(c)!));
    const likedTags = new Set([r.pick(tags), r.pick(tags)]);
    const liked = catalogue.filter((i) => favourites.has(i.category));
    const score = (i: CatalogueItem) => appeal.get(i.id)! * (1 + i.tags.filter((t) => likedTags.has(t)).length);
    const pickLiked = (pool: CatalogueItem[]) => weighted(pool, score);

    const viewed: CatalogueItem[] = [];
    const events = options.minEvents + Math.floor(r.next() * (options.maxEvents - options.minEvents + 1));
    let at = start + Math.floor(r.next() * 150 * 24 * hour);
    for (let e = 0; e < events; e++) {
      at += hour + Math.floor(r.next() * 72 * hour);
      const roll = r.next();
      if (roll < 0.25) {
        const from = pickLiked(liked);
        const words = from.name.split(' ').filter((w) => w.length > 3);
        let keyword = words
          .slice(-1 - Math.floor(r.next() * 2))
          .join(' ')
          .toLowerCase();
        if (r.next() < 0.15) keyword = typo(keyword, r);
        searches.push({ userId, keyword, at });
      } else if (roll < 0.82) {
        let item: CatalogueItem;
        if (r.next() < 0.15)
          item = weighted(catalogue, (i) => appeal.get(i.id)!); // browsing about
        else if (viewed.length > 0 && r.next() < 0.35) {
          // something like what they looked at before
          const seen = r.pick(viewed);
          const similar = liked.filter((i) => i.id !== seen.id && i.tags.some((t) => seen.tags.includes(t)));
          item = similar.length ? pickLiked(similar) : pickLiked(liked);
        } else item = pickLiked(liked);
        viewed.push(item);
        interactions.push({ userId, productId: item.id, kind: 'view', at });
      } else {
        const fromViews = viewed.filter((v) => favourites.has(v.category));
        const item = fromViews.length && r.next() < 0.7 ? r.pick(fromViews) : pickLiked(liked);
        interactions.push({ userId, productId: item.id, kind: 'purchase', at });
      }
    }
  }
  return { interactions, searches };
}
