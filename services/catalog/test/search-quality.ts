import type { Language } from '@storefront/contracts/languages';
import type { Queryable } from '@storefront/data';
import { CATALOGUE } from '../src/data/seed/catalogue';
import { type ShownIn, listProducts } from '../src/data/products';
import { categoryNames } from '../src/data/categories';
import { queryWords, searchWords } from '../src/domain/search';
import type { SearchQuery } from './search-queries';

// How well search answers shoppers' own words on the starting catalogue: for each query, the place of
// the first product of a type it should find (a right answer) among the first ten.

/** A way of searching: the ids of the first ten products for a query. */
export type Searcher = (query: string) => Promise<string[]>;

export interface SearchFigures {
  queries: number;
  /** Queries with a right answer among the first ten. */
  hitRate10: number;
  /** Mean of 1 / the place of the first right answer (0 when none is in the first ten). */
  mrr: number;
}

const NOUNS = CATALOGUE.flatMap((c) => c.types.map((t) => t.noun)).sort((a, b) => b.length - a.length);

/** Each product's type (the English noun its English name ends with; the longest that fits). */
export async function productTypes(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string }>(`SELECT id, name FROM catalog.products`);
  const types = new Map<string, string>();
  for (const r of rows) {
    const noun = NOUNS.find((n) => r.name.endsWith(` ${n}`));
    if (noun) types.set(r.id, noun);
  }
  return types;
}

export async function measure(queries: readonly SearchQuery[], search: Searcher, types: Map<string, string>): Promise<SearchFigures> {
  let hits = 0;
  let reciprocal = 0;
  for (const q of queries) {
    const ids = await search(q.query);
    const place = ids.slice(0, 10).findIndex((id) => q.relevant.includes(types.get(id) ?? ''));
    if (place >= 0) {
      hits++;
      reciprocal += 1 / (place + 1);
    }
  }
  const n = queries.length;
  return { queries: n, hitRate10: n ? hits / n : 0, mrr: n ? reciprocal / n : 0 };
}

/** The shop's search, as a shopper in `language` gets it. */
export async function shopSearch(db: Queryable, language: Language): Promise<Searcher> {
  const shown: ShownIn = { language, categories: await categoryNames(db) };
  return async (query) => (await listProducts(db, { page: 1, limit: 10, search: query }, { shown })).products.map((p) => p._id);
}

/** The search as it was before the catalogue had French: English full text over the English texts. */
export const englishOnlySearch =
  (db: Queryable): Searcher =>
  async (query) => {
    const words = queryWords(searchWords(query));
    if (words.length === 0) return [];
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM catalog.products p,
              to_tsvector('english', p.name || ' ' || p.category || ' ' || p.description) AS doc,
              to_tsquery('english', $1) AS q
        WHERE p.status = 'active' AND doc @@ q ORDER BY ts_rank_cd(doc, q) DESC, p.name LIMIT 10`,
      [words.map((w) => `${w}:*`).join(' & ')],
    );
    return rows.map((r) => r.id);
  };

/** The obvious baseline: every word somewhere in a name or description, either language, as typed. */
export const substringSearch =
  (db: Queryable): Searcher =>
  async (query) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const text = `lower(p.name || ' ' || p.description || ' ' || coalesce(p.texts->'fr'->>'name', '') || ' ' || coalesce(p.texts->'fr'->>'description', ''))`;
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM catalog.products p WHERE p.status = 'active' AND ${words.map((_, i) => `strpos(${text}, $${i + 1}) > 0`).join(' AND ')}
        ORDER BY p.name LIMIT 10`,
      words,
    );
    return rows.map((r) => r.id);
  };
