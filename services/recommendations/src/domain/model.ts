import { type SparseVector, TfIdf, addScaled, dot, normalise, tokens } from '@storefront/text';
import { DEFAULT_TYPE, TYPE_BY_CATEGORY, typeFromAffinity } from './shopper-types';

// The "AI smart recommendation": a model small enough to train in seconds and to test offline, measured
// on real purchases (the UCI Online Retail data set: `npm run evaluate`). What a shopper bought long
// enough ago comes first, the products people come back for before the others (buying again); then
// products new to them, scored by a blend of
//   - their own recent views, weighed by how much of their attention that kind of product has,
//   - content: TF-IDF similarity to the shopper's recent searches (and what they looked at),
//   - co-occurrence: products that other shoppers bought or viewed together with theirs,
//   - category affinity: how much of their attention each category has,
//   - popularity: how many shoppers showed interest (each shopper counted once per product),
// A shopper it knows nothing about gets the popular products.

export interface CatalogueItem {
  id: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
}

export interface Interaction {
  userId: string;
  productId: string;
  kind: 'view' | 'purchase';
  /** Milliseconds since the epoch. */
  at: number;
}

/** What the model knows of one shopper, most recent first. */
export interface ShopperProfile {
  searches: string[];
  viewed: string[];
  bought: string[];
  /** How many of their orders held each product they bought, and when they last bought it (ms). A
   * profile without it (or a product bought too recently) is never offered again. */
  purchases?: ReadonlyMap<string, { orders: number; lastAt: number }>;
}

export interface Model {
  items: Map<string, CatalogueItem>;
  tfidf: TfIdf;
  itemVectors: Map<string, SparseVector>;
  /** Item-to-item similarity from shoppers' shared interest (cosine of who touched them). */
  related: Map<string, Map<string, number>>;
  /** Of the shoppers who bought a product, the share who bought it in more than one order (smoothed):
   * what people come back for. */
  comesBack: Map<string, number>;
  /** Ids, most popular first. */
  popular: string[];
  popularity: Map<string, number>;
}

export const WEIGHTS = { viewed: 0.6, content: 0.45, related: 0.35, category: 0.15, popularity: 0.05 };
/** Buying again: many shoppers (a shop's regulars, a café restocking) come back for what they bought
 * before, and on real purchases that predicts their next order better than anything else. A product
 * bought at least `afterMs` ago comes back at the top of their list: those in the most of their orders
 * first, each weighed up by how often shoppers come back for that product (`comesBack`: 1 + this times
 * its rate). Chosen on a validation split of the real purchases before the evaluation's cut-off (see
 * docs/performance.md), never on the evaluation itself. */
export const BUY_AGAIN = { afterMs: 24 * 60 * 60 * 1000, comesBack: 2 };
/** How fast older views count less in the "viewed" part (the 11th most recent counts half). */
const VIEWED_DECAY = 0.1;
const PURCHASE_WEIGHT = 3;
const MAX_ITEMS_PER_SHOPPER = 60;
/** How many shoppers' worth of the overall rate a product's own rate of coming back starts from. */
const COMES_BACK_PRIOR = 5;

function document(item: CatalogueItem): string[] {
  // Names and categories say most about a product; repeat them so they weigh more.
  const name = tokens(item.name);
  const category = tokens(item.category);
  return [...name, ...name, ...name, ...category, ...category, ...item.tags.flatMap((t) => tokens(t)), ...tokens(item.description)];
}

export function buildModel(catalogue: CatalogueItem[], interactions: Interaction[]): Model {
  const items = new Map(catalogue.map((i) => [i.id, i]));
  const docs = new Map(catalogue.map((i) => [i.id, document(i)]));
  const tfidf = new TfIdf(docs.values());
  const itemVectors = new Map([...docs].map(([id, words]) => [id, tfidf.vector(words)]));

  // Each shopper's recent products, weighted (a purchase says more than a view), and each shopper's
  // strongest signal per product: popularity counts a shopper once per product, so one account
  // viewing (or buying) something over and over cannot lift it for everyone.
  const byShopper = new Map<string, Map<string, number>>();
  const strongest = new Map<string, Map<string, number>>();
  for (const i of [...interactions].sort((a, b) => b.at - a.at)) {
    if (!items.has(i.productId)) continue;
    const w = i.kind === 'purchase' ? PURCHASE_WEIGHT : 1;
    let all = strongest.get(i.userId);
    if (!all) strongest.set(i.userId, (all = new Map()));
    all.set(i.productId, Math.max(all.get(i.productId) ?? 0, w));
    let mine = byShopper.get(i.userId);
    if (!mine) byShopper.set(i.userId, (mine = new Map()));
    if (mine.size < MAX_ITEMS_PER_SHOPPER || mine.has(i.productId)) mine.set(i.productId, Math.max(mine.get(i.productId) ?? 0, w));
  }
  const popularity = new Map<string, number>();
  for (const all of strongest.values()) for (const [id, w] of all) popularity.set(id, (popularity.get(id) ?? 0) + w);

  const pair = new Map<string, Map<string, number>>();
  const norm = new Map<string, number>();
  for (const mine of byShopper.values()) {
    const list = [...mine];
    for (const [a, wa] of list) {
      norm.set(a, (norm.get(a) ?? 0) + wa * wa);
      for (const [b, wb] of list) {
        if (a === b) continue;
        let row = pair.get(a);
        if (!row) pair.set(a, (row = new Map()));
        row.set(b, (row.get(b) ?? 0) + wa * wb);
      }
    }
  }
  const related = new Map<string, Map<string, number>>();
  for (const [a, row] of pair) {
    const out = new Map<string, number>();
    for (const [b, c] of row) out.set(b, c / Math.sqrt((norm.get(a) ?? 1) * (norm.get(b) ?? 1)));
    related.set(a, out);
  }

  // Who came back for what: a shopper's orders of a product are their distinct purchase times of it.
  const orderTimes = new Map<string, Map<string, Set<number>>>();
  for (const i of interactions) {
    if (i.kind !== 'purchase' || !items.has(i.productId)) continue;
    let mine = orderTimes.get(i.productId);
    if (!mine) orderTimes.set(i.productId, (mine = new Map()));
    mine.set(i.userId, (mine.get(i.userId) ?? new Set()).add(i.at));
  }
  let buyers = 0;
  let returning = 0;
  for (const mine of orderTimes.values()) {
    buyers += mine.size;
    for (const times of mine.values()) if (times.size > 1) returning++;
  }
  const overall = returning / Math.max(1, buyers);
  const comesBack = new Map<string, number>();
  for (const [id, mine] of orderTimes) {
    let again = 0;
    for (const times of mine.values()) if (times.size > 1) again++;
    comesBack.set(id, (again + COMES_BACK_PRIOR * overall) / (mine.size + COMES_BACK_PRIOR));
  }

  const popular = [...popularity].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([id]) => id);
  for (const i of catalogue) if (!popularity.has(i.id)) popular.push(i.id); // the never-touched, last
  return { items, tfidf, itemVectors, related, popular, popularity, comesBack };
}

const recency = (index: number) => 1 / (1 + index * 0.35);

/** How much of a shopper's attention each category has. */
export function categoryAffinity(model: Model, profile: ShopperProfile): Map<string, number> {
  const affinity = new Map<string, number>();
  const add = (id: string, w: number) => {
    const c = model.items.get(id)?.category;
    if (c) affinity.set(c, (affinity.get(c) ?? 0) + w);
  };
  profile.viewed.slice(0, 30).forEach((id, i) => add(id, recency(i)));
  profile.bought.slice(0, 30).forEach((id, i) => add(id, PURCHASE_WEIGHT * recency(i)));
  // A search counts for the categories of the products it best matches.
  profile.searches.slice(0, 10).forEach((q, i) => {
    const v = model.tfidf.vector(tokens(q));
    if (v.size === 0) return;
    const hits = [...model.itemVectors].map(([id, iv]) => [id, dot(v, iv)] as const).filter(([, s]) => s > 0.1);
    hits.sort((a, b) => b[1] - a[1]);
    for (const [id, s] of hits.slice(0, 10)) add(id, 0.3 * s * recency(i));
  });
  return affinity;
}

/** The shopper's type ('default' when the model knows nothing of them). */
export function shopperType(model: Model, profile: ShopperProfile): string {
  return typeFromAffinity(categoryAffinity(model, profile));
}

function scaled(scores: Map<string, number>): Map<string, number> {
  let max = 0;
  for (const s of scores.values()) max = Math.max(max, s);
  if (max <= 0) return new Map();
  return new Map([...scores].map(([k, s]) => [k, s / max]));
}

/** Product ids for a shopper, best first; `typeHint` (a shopper type) steers an unknown shopper. What
 * they bought long enough ago comes first (buying again), then products new to them. */
export function recommend(model: Model, profile: ShopperProfile, k = 10, typeHint?: string, now = Date.now()): string[] {
  return [...buyAgain(model, profile, now), ...recommendNew(model, profile, k, typeHint)].slice(0, k);
}

/** How many of a search's best matches steer the picks shown beside its results. */
export const SEARCH_SEEDS = 5;

/** Picks beside a search's results (`matches`, best first, all on the shopper's screen): what goes with
 * the best matches (bought or looked at with them, alike, of their kind), steered by the shopper's own
 * past, leaving out the matches themselves. The model's words are the catalogue's English, so the
 * search's own words are not used: the catalogue's search (French, synonyms, typos) already read them. */
export function recommendBesideSearch(
  model: Model,
  profile: ShopperProfile,
  matches: readonly string[],
  k = 10,
  typeHint?: string,
): string[] {
  const seeds = matches.slice(0, SEARCH_SEEDS);
  const shown = new Set(matches);
  const looking: ShopperProfile = { ...profile, viewed: [...seeds, ...profile.viewed.filter((id) => !shown.has(id))] };
  return recommendNew(model, looking, k + shown.size, typeHint)
    .filter((id) => !shown.has(id))
    .slice(0, k);
}

/** Products the shopper bought long enough ago, best first (see BUY_AGAIN). */
function buyAgain(model: Model, profile: ShopperProfile, now: number): string[] {
  if (!profile.purchases) return [];
  const weight = (id: string, orders: number) => orders * (1 + BUY_AGAIN.comesBack * (model.comesBack.get(id) ?? 0));
  return [...profile.purchases]
    .filter(([id, p]) => model.items.has(id) && now - p.lastAt >= BUY_AGAIN.afterMs)
    .sort((x, y) => weight(y[0], y[1].orders) - weight(x[0], x[1].orders) || y[1].lastAt - x[1].lastAt || x[0].localeCompare(y[0]))
    .map(([id]) => id);
}

/** Products new to the shopper, best first. */
function recommendNew(model: Model, profile: ShopperProfile, k: number, typeHint?: string): string[] {
  const bought = new Set(profile.bought);
  const known = profile.searches.length + profile.viewed.length + profile.bought.length > 0;
  if (!known) {
    const categories =
      typeHint && typeHint !== DEFAULT_TYPE
        ? new Set(
            Object.entries(TYPE_BY_CATEGORY)
              .filter(([, t]) => t === typeHint)
              .map(([c]) => c),
          )
        : null;
    const pool = categories ? model.popular.filter((id) => categories.has(model.items.get(id)?.category ?? '')) : [];
    return [...pool, ...model.popular].filter((id, i, all) => all.indexOf(id) === i).slice(0, k);
  }

  // Content: recent searches, and a little of what was looked at.
  const query: SparseVector = new Map();
  profile.searches.slice(0, 5).forEach((q, i) => addScaled(query, model.tfidf.vector(tokens(q)), recency(i)));
  profile.viewed.slice(0, 5).forEach((id, i) => {
    const v = model.itemVectors.get(id);
    if (v) addScaled(query, v, 0.5 * recency(i));
  });
  const q = normalise(query);
  const content = new Map<string, number>();
  if (q.size > 0) for (const [id, v] of model.itemVectors) content.set(id, dot(q, v));

  // Co-occurrence: neighbours of what they viewed and bought.
  const related = new Map<string, number>();
  const seeds: Array<[string, number]> = [
    ...profile.bought.slice(0, 20).map((id, i) => [id, PURCHASE_WEIGHT * recency(i)] as [string, number]),
    ...profile.viewed.slice(0, 20).map((id, i) => [id, recency(i)] as [string, number]),
  ];
  for (const [seed, w] of seeds) {
    for (const [other, s] of model.related.get(seed) ?? []) related.set(other, (related.get(other) ?? 0) + w * s);
  }

  const affinity = scaled(categoryAffinity(model, profile));
  // Their own recent views: people often come back to buy what they looked at, the more so when it is
  // of the kind they keep looking at.
  const own = new Map<string, number>();
  profile.viewed.forEach((id, i) => {
    const item = model.items.get(id);
    if (item) own.set(id, (affinity.get(item.category) ?? 0) / (1 + i * VIEWED_DECAY));
  });
  const o = scaled(own);
  const c = scaled(content);
  const r = scaled(related);
  const p = scaled(model.popularity);
  const scores: Array<[string, number]> = [];
  for (const [id, item] of model.items) {
    if (bought.has(id)) continue;
    const score =
      WEIGHTS.viewed * (o.get(id) ?? 0) +
      WEIGHTS.content * (c.get(id) ?? 0) +
      WEIGHTS.related * (r.get(id) ?? 0) +
      WEIGHTS.category * (affinity.get(item.category) ?? 0) +
      WEIGHTS.popularity * (p.get(id) ?? 0);
    scores.push([id, score]);
  }
  scores.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return scores.slice(0, k).map(([id]) => id);
}
