import type { CatalogueItem, Interaction } from '../domain/model';

// A documented simulation of shoppers with stable tastes, to evaluate recommendations offline:
//
//  - Each shopper has one or two favourite categories (their "taste", fixed for the simulation) and a
//    liking for a few tags (e.g. winter things, gifts).
//  - Over a series of visits a shopper searches (words taken from products they like, sometimes with
//    a typo), views products (mostly from their favourite categories, preferring liked tags and products
//    like ones they viewed before; sometimes anything at all, as people browse), and buys some of what
//    they viewed (occasionally something unviewed from a favourite category).
//  - Everything is driven by a seeded random generator: the same seed, the same shoppers.
//
// The evaluation holds out each shopper's last purchase(s) and asks whether a recommender, trained on
// everything before, would have shown them.

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

export const DEFAULT_SIMULATION: SimulationOptions = { shoppers: 500, minEvents: 15, maxEvents: 40, seed: 20261122 };

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
  const tags = [...new Set(catalogue.flatMap((i) => i.tags))].sort();
  const interactions: Interaction[] = [];
  const searches: SimulatedSearch[] = [];
  const start = Date.UTC(2026, 0, 1);

  for (let s = 0; s < options.shoppers; s++) {
    const userId = `sim-${s}`;
    const favourites = new Set([r.pick(categories)]);
    if (r.next() < 0.4) favourites.add(r.pick(categories));
    const likedTags = new Set([r.pick(tags), r.pick(tags)]);
    const liked = catalogue.filter((i) => favourites.has(i.category));
    const score = (i: CatalogueItem) => 1 + i.tags.filter((t) => likedTags.has(t)).length;
    const pickLiked = (pool: CatalogueItem[]) => {
      const total = pool.reduce((n, i) => n + score(i), 0);
      let x = r.next() * total;
      for (const i of pool) if ((x -= score(i)) <= 0) return i;
      return pool[pool.length - 1]!;
    };

    const viewed: CatalogueItem[] = [];
    const events = options.minEvents + Math.floor(r.next() * (options.maxEvents - options.minEvents + 1));
    let at = start + s * 1000;
    for (let e = 0; e < events; e++) {
      at += 60_000 + Math.floor(r.next() * 3_600_000);
      const roll = r.next();
      if (roll < 0.25) {
        const from = pickLiked(liked);
        const words = from.name.split(' ').filter((w) => w.length > 3);
        let keyword = words.slice(-1 - Math.floor(r.next() * 2)).join(' ').toLowerCase();
        if (r.next() < 0.15) keyword = typo(keyword, r);
        searches.push({ userId, keyword, at });
      } else if (roll < 0.82) {
        let item: CatalogueItem;
        if (r.next() < 0.15) item = r.pick(catalogue); // browsing about
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
