import { type SearchSuggestions, SUGGESTED } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { finishedWords, folded, namesEveryWord, typedSoFar } from '../domain/suggestions';
import type { CatalogueCache } from './catalogue-cache';
import { type ShownIn, listCategories, listProducts } from './products';

/** How many of the search's first products the finished words are read from. */
const WORDS_FROM = 20;

/** The catalogue's words a shopper's start of a word can finish, the shortest first, when the search
 * found no product to read them from (on the prefix index of catalog.search_words). */
async function catalogueWords(db: Queryable, typing: string, max: number): Promise<string[]> {
  const start = folded(typing).replace(/[^a-z0-9]/g, '');
  if (start.length < 2) return [];
  const { rows } = await db.query<{ word: string }>(
    `SELECT word FROM catalog.search_words WHERE word ~>=~ $1 AND word ~<~ ($1 || '{') ORDER BY length(word), word LIMIT $2`,
    [start, max],
  );
  return rows.map((r) => r.word);
}

/** What the search box offers for `query` in `shown.language`: the first products the shop's search
 * finds, searches that finish the word being typed as those products write it (or as the catalogue
 * does, or the search corrected), and the categories whose name has every word typed. */
export async function suggestionsFor(
  db: Queryable,
  query: string,
  options: { cache: CatalogueCache; shown: ShownIn },
): Promise<SearchSuggestions> {
  const { before, typing } = typedSoFar(query);
  const typed = [...before, ...(typing ? [typing] : [])];
  if (typed.join('').length < 2) return { query, searches: [], categories: [], products: [] };
  const { cache, shown } = options;
  const [found, categories] = await Promise.all([
    // More than are shown: the words they finish the typing with come from a wider first page.
    listProducts(db, { search: query, page: 1, limit: WORDS_FROM }, { cache, shown }),
    cache.remember(`suggested-categories:${shown.language}`, () => listCategories(db, shown)),
  ]);
  // A name's words are likelier what is meant than a description's.
  const texts = found.products.flatMap((p) => [
    { text: p.name, weight: 3 },
    { text: p.description, weight: 1 },
  ]);
  const words =
    found.products.length > 0 || !typing
      ? finishedWords(texts, typing, SUGGESTED.searches)
      : await catalogueWords(db, typing, SUGGESTED.searches);
  const asTyped = folded(typed.join(' '));
  const searches = [...(found.correctedSearch ? [found.correctedSearch] : []), ...words.map((w) => [...before, w].join(' '))].filter(
    (s, i, all) => all.indexOf(s) === i && (folded(s) !== asTyped || s === found.correctedSearch),
  );
  return {
    query,
    searches: searches.slice(0, SUGGESTED.searches),
    categories: categories.filter((c) => namesEveryWord(`${c.label ?? ''} ${c.name}`, typed)).slice(0, SUGGESTED.categories),
    products: found.products.slice(0, SUGGESTED.products).map(({ _id, name, imageUrl, price, priceMax }) => ({
      _id,
      name,
      imageUrl,
      price,
      ...(priceMax !== undefined ? { priceMax } : {}),
    })),
  };
}
