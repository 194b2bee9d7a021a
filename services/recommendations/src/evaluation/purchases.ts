import { type CatalogueItem, type Interaction, type Model, type ShopperProfile, buildModel, recommend } from '../domain/model';
import { buildProfile } from '../domain/profile';
import type { RetailLine } from './online-retail';
import { random } from './simulate';

// The recommender measured on real purchases (the UCI Online Retail data set), as it would have been
// used: trained on everything before a date, then asked, for each customer who had bought before, what
// their first order after that date would hold. Two questions: did it name anything of that order (all
// items), and did it name anything new to them in it (discovery: the items they had never bought, with
// what they had bought taken out of every list). The model is the service's own (`buildModel`,
// `buildProfile`, `recommend`), against four baselines computed in the same run.

export interface Scores {
  /** Share of customers with at least one item of the order in their top k. */
  hitRate: number;
  /** Normalised discounted cumulative gain at k, with every item of the order relevant. */
  ndcg: number;
  cases: number;
}

export const RECOMMENDER_NAMES = ['model', 'repeat', 'coPurchase', 'popularity', 'random'] as const;
export type RecommenderName = (typeof RECOMMENDER_NAMES)[number];

export interface PurchaseEvaluation {
  cutoff: number;
  trainingLines: number;
  customers: number;
  products: number;
  allItems: Record<RecommenderName, Scores>;
  discovery: Record<RecommenderName, Scores>;
}

/** What a recommender sees of one customer: the production profile and their purchase history. */
interface Customer {
  profile: ShopperProfile;
  /** Items they bought before, with the number of orders that held each. */
  orders: Map<string, number>;
  lastBought: Map<string, number>;
}

/** A ranking of (many) product ids, best first. */
type Ranker = (customer: Customer) => string[];

/** The catalogue the data set implies: its items, named by their (latest) description; it has no
 * categories, tags or descriptions beyond that. */
export function retailCatalogue(lines: readonly RetailLine[]): CatalogueItem[] {
  const names = new Map<string, string>();
  for (const l of lines) names.set(l.itemId, l.description);
  return [...names].map(([id, name]) => ({ id, name, description: '', category: '', tags: [] }));
}

export function evaluatePurchases(lines: readonly RetailLine[], cutoff: number, k = 10, seed = 7): PurchaseEvaluation {
  const catalogue = retailCatalogue(lines);
  const training = lines.filter((l) => l.at < cutoff);
  const interactions: Interaction[] = training.map((l) => ({ userId: l.customerId, productId: l.itemId, kind: 'purchase', at: l.at }));
  const model = buildModel(catalogue, interactions);
  const cases = casesAfter(lines, training, cutoff);

  // Enough of each ranking that k remain once what the customer bought is taken out.
  const depth = (customer: Customer) => k + customer.orders.size;
  const all: Record<RecommenderName, Ranker> = {
    model: (c) => recommend(model, c.profile, depth(c), undefined, cutoff),
    ...baselines(model, training, seed),
  };
  const allItems = {} as Record<RecommenderName, Scores>;
  const discovery = {} as Record<RecommenderName, Scores>;
  for (const name of RECOMMENDER_NAMES) {
    const every = { hits: 0, gain: 0, n: 0 };
    const fresh = { hits: 0, gain: 0, n: 0 };
    // One ranking per customer serves both tables: as it is, and without what they had bought.
    for (const c of cases) {
      const ranked = all[name](c.customer);
      addGain(every, ranked.slice(0, k), c.items, k);
      addGain(fresh, ranked.filter((id) => !c.customer.orders.has(id)).slice(0, k), c.newItems, k);
    }
    allItems[name] = scores(every);
    discovery[name] = scores(fresh);
  }
  return {
    cutoff,
    trainingLines: training.length,
    customers: cases.length,
    products: catalogue.length,
    allItems,
    discovery,
  };
}

/** One customer asked about: what they are as a recommender sees them, and their first order after the
 * cut-off (all its items, and those new to them). */
interface Case {
  customer: Customer;
  items: Set<string>;
  newItems: Set<string>;
}

/** Each customer who bought before the cut-off and ordered after it: their history before, and their
 * first order after. */
function casesAfter(lines: readonly RetailLine[], training: readonly RetailLine[], cutoff: number): Case[] {
  const history = new Map<string, RetailLine[]>();
  for (const l of training) {
    const mine = history.get(l.customerId);
    if (mine) mine.push(l);
    else history.set(l.customerId, [l]);
  }
  const firstOrderAfter = new Map<string, { invoice: string; at: number; items: Set<string> }>();
  for (const l of lines) {
    if (l.at < cutoff || !history.has(l.customerId)) continue;
    const first = firstOrderAfter.get(l.customerId);
    if (!first) firstOrderAfter.set(l.customerId, { invoice: l.invoice, at: l.at, items: new Set([l.itemId]) });
    else if (first.invoice === l.invoice) first.items.add(l.itemId);
  }
  return [...firstOrderAfter].map(([customerId, order]) => {
    const customer = customerFrom(history.get(customerId)!);
    return { customer, items: order.items, newItems: new Set([...order.items].filter((id) => !customer.orders.has(id))) };
  });
}

function customerFrom(past: readonly RetailLine[]): Customer {
  const invoices = new Map<string, Set<string>>();
  const lastBought = new Map<string, number>();
  for (const l of past) {
    invoices.set(l.itemId, (invoices.get(l.itemId) ?? new Set()).add(l.invoice));
    lastBought.set(l.itemId, Math.max(lastBought.get(l.itemId) ?? 0, l.at));
  }
  return {
    // As the service records them: one purchase per order and product.
    profile: buildProfile({
      searches: [],
      views: [],
      purchases: [...new Map(past.map((l) => [`${l.invoice} ${l.itemId}`, { productId: l.itemId, at: l.at }])).values()],
    }),
    orders: new Map([...invoices].map(([id, set]) => [id, set.size])),
    lastBought,
  };
}

interface Totals {
  hits: number;
  gain: number;
  n: number;
}

/** Adds one ranking's gain at k to a table's running totals (nothing when the order holds nothing relevant). */
function addGain(totals: Totals, top: string[], relevant: Set<string>, k: number) {
  if (relevant.size === 0) return;
  let dcg = 0;
  top.forEach((id, rank) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(rank + 2);
  });
  let ideal = 0;
  for (let rank = 0; rank < Math.min(k, relevant.size); rank++) ideal += 1 / Math.log2(rank + 2);
  totals.n++;
  if (dcg > 0) totals.hits++;
  totals.gain += dcg / ideal;
}

const scores = ({ hits, gain, n }: Totals): Scores => ({
  hitRate: hits / Math.max(1, n),
  ndcg: gain / Math.max(1, n),
  cases: n,
});

/** The baselines: what they bought in the most orders (then the popular), items bought with theirs
 * (co-purchase cosine over customers, then the popular), the most popular, and at random. */
function baselines(model: Model, training: readonly RetailLine[], seed: number): Omit<Record<RecommenderName, Ranker>, 'model'> {
  const buyers = new Map<string, Set<string>>();
  const basket = new Map<string, Set<string>>();
  for (const l of training) {
    buyers.set(l.itemId, (buyers.get(l.itemId) ?? new Set()).add(l.customerId));
    basket.set(l.customerId, (basket.get(l.customerId) ?? new Set()).add(l.itemId));
  }
  const popular = [...buyers].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0])).map(([id]) => id);
  // Item-to-item cosine over the customers who bought them, the 100 nearest kept per item.
  const together = new Map<string, Map<string, number>>();
  for (const items of basket.values()) {
    for (const a of items) {
      let row = together.get(a);
      if (!row) together.set(a, (row = new Map()));
      for (const b of items) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
    }
  }
  const neighbours = new Map<string, Array<[string, number]>>();
  for (const [a, row] of together) {
    const sims = [...row].map(([b, n]) => [b, n / Math.sqrt(buyers.get(a)!.size * buyers.get(b)!.size)] as [string, number]);
    neighbours.set(a, sims.sort((x, y) => y[1] - x[1]).slice(0, 100));
  }
  const withPopular = (first: string[]) => [...new Set([...first, ...popular])];
  const r = random(seed);
  const ids = [...model.items.keys()];
  return {
    repeat: (c) =>
      withPopular([...c.orders].sort((a, b) => b[1] - a[1] || c.lastBought.get(b[0])! - c.lastBought.get(a[0])!).map(([id]) => id)),
    coPurchase: (c) => {
      const scores = new Map<string, number>();
      for (const seedItem of c.orders.keys()) {
        for (const [other, s] of neighbours.get(seedItem) ?? []) scores.set(other, (scores.get(other) ?? 0) + s);
      }
      return withPopular([...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id));
    },
    popularity: () => popular,
    random: (c) => {
      const out = new Set<string>();
      while (out.size < Math.min(ids.length, 10 + c.orders.size)) out.add(r.pick(ids));
      return [...out];
    },
  };
}
