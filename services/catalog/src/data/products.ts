import { randomUUID } from 'node:crypto';
import type { Category, Product, ProductListResponse, ProductOption, ProductStatus } from '@storefront/contracts';
import { PRICE_BANDS, type ProductSort, SHOPPER_TAGS, categorySlug } from '@storefront/contracts/shop';
import { type Queryable, isUuid } from '@storefront/data';
import { bestCorrection } from '@storefront/text';
import type { Language } from '@storefront/contracts/languages';
import { type ProductTexts, type Translations, inLanguage, optionValuesIn, optionsIn } from '../domain/catalogue-languages';
import {
  type AtomReading,
  acceptableCorrection,
  buildTsQuery,
  queryAtoms,
  queryWords,
  searchTypoEdits,
  searchWords,
} from '../domain/search';
import { type CategoryNames, categoryLabel, categorySlugOf, categorySlugsOf } from './categories';
import { labelOptionFacets } from './option-words';
import type { CatalogueCache } from './catalogue-cache';
import { type ChosenOptions, type OptionConditions, countOptionFacets, optionConditions } from './option-filters';
import { type NewVariant, defaultSku, insertVariants, swatchesOf, variantsOf } from './variants';

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  category: string;
  price_cents: number;
  stock: number;
  image_url: string;
  tags: string[];
  created_at: Date | string;
  options: ProductOption[];
  price_max_cents: number | null;
  gift_card: { minCents: number; maxCents: number } | null;
  rating_tenths: number;
  rating_count: number;
  texts: Translations<ProductTexts>;
}

const COLUMNS =
  'id, name, description, category, price_cents, stock, image_url, tags, created_at, options, price_max_cents, gift_card, rating_tenths, rating_count, texts';

/** The language products are shown in, with the catalogue's category names (read once per answer). */
export interface ShownIn {
  language: Language;
  categories: CategoryNames;
}
export const IN_ENGLISH: ShownIn = { language: 'en', categories: new Map() };

/** A product as the shop shows it in `shown.language`: its texts in that language where it has them,
 * its category's name in it beside the category itself (the key links and filters use). */
export function toProduct(row: ProductRow, shown: ShownIn = IN_ENGLISH): Product {
  const texts = inLanguage({ name: row.name, description: row.description }, row.texts, shown.language);
  const categoryName = categoryLabel(shown.categories, row.category, shown.language);
  const slug = categorySlugOf(shown.categories, row.category, shown.language);
  return {
    _id: row.id,
    name: texts.name,
    description: texts.description,
    category: row.category,
    ...(categoryName !== row.category ? { categoryName } : {}),
    ...(slug !== categorySlug(row.category) ? { categorySlug: slug } : {}),
    price: row.price_cents / 100,
    stock: row.stock,
    imageUrl: row.image_url,
    tags: row.tags,
    createdAt: new Date(row.created_at).toISOString(),
    options: optionsIn(row.options, row.texts, shown.language),
    rating: { average: row.rating_tenths / 10, count: row.rating_count },
    ...(row.price_max_cents !== null && row.price_max_cents !== undefined ? { priceMax: row.price_max_cents / 100 } : {}),
    ...(swatchesOf(row.options) ? { swatches: swatchesOf(optionsIn(row.options, row.texts, shown.language)) } : {}),
    ...(row.gift_card ? { giftCard: { minAmount: row.gift_card.minCents / 100, maxAmount: row.gift_card.maxCents / 100 } } : {}),
  };
}

/** The products with their variants for sale (a product's own page, and lookups by id), each variant's
 * option values in `shown.language` as its product's options are. */
export async function withVariants(db: Queryable, rows: ProductRow[], shown: ShownIn = IN_ENGLISH): Promise<Product[]> {
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toProduct(row, shown),
    variants: (variants.get(row.id) ?? []).map((v) => ({
      ...v,
      options: optionValuesIn(v.options, row.options, row.texts, shown.language),
    })),
  }));
}

/** A product of the shop: an archived one is as missing as one that never was. */
export async function findProduct(db: Queryable, id: string, shown: ShownIn = IN_ENGLISH): Promise<Product | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<ProductRow>(`SELECT ${COLUMNS} FROM catalog.products WHERE id = $1 AND status = 'active'`, [id]);
  return rows[0] && (await withVariants(db, [rows[0]], shown))[0];
}

export interface ProductFilter {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  /** Products with every one of these tags. */
  tag?: string[];
  /** In cents: at least, at most. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Products rated at least this many stars on average ("4 stars & up"). */
  minRating?: number;
  /** Products with a variant for sale (in stock, with `inStock`) of a value chosen of each option. */
  option?: ChosenOptions;
  sort?: ProductSort;
  /** The search as typed, without typo corrections. */
  exact?: boolean;
  /** Products with any word of the search rather than every one (see listProducts). */
  anyWord?: boolean;
  /** Only these products, in this order. Ids that are malformed or unknown are left out. */
  ids?: string[];
  /** Also count what each filter would leave. */
  facets?: boolean;
}

export type ProductFacets = NonNullable<ProductListResponse['facets']>;

/** For each search word, the catalogue word it most likely meant (trigram similarity, on an index). */
async function corrections(db: Queryable, words: string[]): Promise<Map<string, string>> {
  const candidates = words.filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  if (candidates.length === 0) return new Map();
  // "Starts with": words are letters and digits only (searchWords), all before '{' in byte order; the
  // range is what the text_pattern_ops index answers (a LIKE with a pattern from a column would not be).
  // The nearest words come from the trigram index only when ordered by distance alone (a tie-break in
  // the same ORDER BY reads every word); ties are ordered among the twenty.
  const { rows } = await db.query<{ w: string; nearest: string[]; starts_a_word: boolean }>(
    `SELECT q.w,
            ARRAY(SELECT s.word FROM (SELECT word, word <-> q.w AS distance FROM catalog.search_words
                                        ORDER BY word <-> q.w LIMIT 20) s
                   ORDER BY s.distance, s.word) AS nearest,
            EXISTS (SELECT 1 FROM catalog.search_words s WHERE s.word ~>=~ q.w AND s.word ~<~ (q.w || '{')) AS starts_a_word
       FROM unnest($1::text[]) AS q(w)`,
    [candidates],
  );
  const fixes = new Map<string, string>();
  for (const r of rows) {
    // A real word, or the start of one ("head" of "headphones"), is what the shopper meant.
    if (r.starts_a_word) continue;
    const fix = bestCorrection(r.w, r.nearest, searchTypoEdits);
    if (fix && acceptableCorrection(r.w, fix)) fixes.set(r.w, fix);
  }
  return fixes;
}

/** How each sort orders rows; every one ends in a unique tie-break and matches an index of migration 005. */
const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, string> = {
  'price-asc': 'p.price_cents, p.id',
  'price-desc': 'p.price_cents DESC, p.id DESC',
  newest: 'p.created_at DESC, p.id',
  'best-selling': 'p.units_sold DESC, p.id',
  rating: 'p.rating_tenths DESC, p.rating_count DESC, p.id',
};

/** The price band a row falls in (PRICE_BANDS' index), as SQL. */
const PRICE_BAND_SQL = `CASE ${PRICE_BANDS.flatMap((b, i) => (b.max === undefined ? [] : [`WHEN p.price_cents < ${Math.round(b.max * 100)} THEN ${i}`])).join(' ')} ELSE ${PRICE_BANDS.length - 1} END`;

/** A search ranks, filters and counts at most this many of the products whose name matches, and as
 * many of those that match only in their category, tags or description: a common word ("snow" is in
 * a fifth of a large catalogue) would otherwise rank and count every match on every search. Past that
 * the answer says its total is a lower bound (`totalAtLeast`), as large stores do. */
export const SEARCH_CANDIDATES = 300;
const NAME_PLACES = 200;

export interface ProductPage {
  products: Product[];
  total: number;
  /** The search matched more than it ranks and counts: `total` is how many of those it counted. */
  totalAtLeast?: true;
  correctedSearch?: string;
  someWords?: true;
  facets?: ProductFacets;
}

/** A page of the shop's products (with the filters' counts when asked), and the search as corrected
 * when a typo was (to say so to the shopper). The page is read with one row more than it shows, so
 * whether there is a next one is known without counting; the total 'Page X of Y' needs is counted only
 * when there is one, and kept in `cache` a short while. */
type ListingOptions = { cache?: CatalogueCache; searchCandidates?: number; shown?: ShownIn };

/** A page of the shop's products (see listMatching). A search of several words that no product has
 * all of ("manteau chaud", "warm hat") shows the products with some of them instead, the most first, and
 * says so (`someWords`), rather than nothing; one asked for exactly as typed does not. */
export async function listProducts(db: Queryable, filter: ProductFilter, options: ListingOptions = {}): Promise<ProductPage> {
  const page = await listMatching(db, filter, options);
  if (page.total > 0 || !filter.search || filter.exact || filter.ids || queryWords(searchWords(filter.search)).length < 2) return page;
  const some = await listMatching(db, { ...filter, anyWord: true }, options);
  return some.total > 0 ? { ...some, someWords: true } : page;
}

async function listMatching(db: Queryable, filter: ProductFilter, options: ListingOptions): Promise<ProductPage> {
  const { cache, searchCandidates = SEARCH_CANDIDATES, shown = IN_ENGLISH } = options;
  const params = sqlParams();
  const conditions = await shopConditions(db, filter, params);
  if ('products' in conditions) return conditions;
  const { anchor, filters, search, correctedSearch } = conditions;

  // A search reads its bounded matches: the page's among the products its filters leave, the filter
  // counts' among all the search's (each filter is counted without itself); a listing reads the table,
  // from the index of its sort.
  let facetsFrom: Source = { with: '', table: 'catalog.products p', anchor };
  let matches: Matches | undefined;
  if (search) {
    const tsquery = `${search.q}::tsquery`;
    facetsFrom = searchMatches(searchCandidates, anchor, tsquery);
    matches = searchMatches(searchCandidates, [...anchor, ...Object.values(filters)], tsquery);
  }
  const from: Source = matches ?? facetsFrom;
  const where = [...from.anchor, ...(matches ? [] : Object.values(filters))].join(' AND ') || 'true';
  // Counting takes the parameters so far; the page's own (rank, limit, offset) come after.
  const countParams = params.values.slice();
  const ranked =
    matches && search && (!filter.sort || filter.sort === 'relevance') && !filter.ids
      ? byRelevance(search, where, params, shown.language)
      : undefined;
  const table = ranked?.table ?? from.table;
  const counted = (kind: string, source: Source, count: () => Promise<Counted>) =>
    cache && !filter.ids ? cache.remember(`${kind}:${source.with}:${where}:${JSON.stringify(countParams)}`, count) : count();

  const offset = (filter.page - 1) * filter.limit;
  const limit = params.add(filter.limit + 1);
  // The filter counts do not depend on the page: on PostgreSQL both queries run at once.
  const [{ rows }, facets] = await Promise.all([
    db.query<ProductRow & { matched?: number; capped?: boolean }>(
      `${from.with + (ranked?.with ?? '')}
     SELECT ${COLUMNS.split(', ')
       .map((c) => `p.${c}`)
       .join(', ')}${matches ? `, count(*) OVER ()::int AS matched, ${matches.capped} AS capped` : ''}
       FROM ${table}
      WHERE ${table === from.table ? where : 'true'}
      ORDER BY ${ranked?.order ?? conditions.order}
      LIMIT ${limit} OFFSET ${params.add(offset)}`,
      params.values,
    ),
    filter.facets
      ? counted('facets', facetsFrom, () => countFacets(db, facetsFrom, { ...filters, ...conditions.options }, countParams))
      : undefined,
  ]);
  const more = rows.length > filter.limit;
  const page = rows.slice(0, filter.limit);
  const count = await pageCount({ first: rows[0], shown: page.length, more, offset }, matches, facets, () =>
    counted('count', from, async () => {
      const { rows: n } = await db.query<{ total: number; capped?: boolean }>(
        `${from.with} SELECT count(*)::int AS total${matches ? `, ${matches.capped} AS capped` : ''} FROM ${from.table} WHERE ${where}`,
        countParams,
      );
      return { total: Number(n[0]?.total ?? 0), capped: Boolean(n[0]?.capped) };
    }),
  );
  // A total kept from a moment ago never contradicts the page just read.
  const total = page.length > 0 ? Math.max(count.total, offset + page.length + (more ? 1 : 0)) : count.total;
  // Lookups by id (a cart, an order, a wishlist) choose or show variants; listings draw cards.
  const products = filter.ids ? await withVariants(db, page, shown) : page.map((row) => toProduct(row, shown));
  return {
    products,
    total,
    ...(count.capped ? { totalAtLeast: true as const } : {}),
    ...(correctedSearch ? { correctedSearch } : {}),
    ...(facets?.facets ? { facets: await inLanguageOf(db, labelled(facets.facets, shown), shown, cache) } : {}),
  };
}

/** A listing's filters with their options' names and values in the shopper's language. */
async function inLanguageOf(db: Queryable, facets: ProductFacets, shown: ShownIn, cache?: CatalogueCache): Promise<ProductFacets> {
  if (!facets.options?.length) return facets;
  return { ...facets, options: await labelOptionFacets(db, facets.options, shown.language, cache) };
}

/** A query's parameters, numbered in the order they are added. */
interface SqlParams {
  values: unknown[];
  /** Adds one, answering its placeholder ($n). */
  add(value: unknown): string;
}

function sqlParams(): SqlParams {
  const values: unknown[] = [];
  return {
    values,
    add: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** What a listing's rows meet: `anchor` is what the facets count within, and each of `filters` is counted
 * without itself, so a shopper sees what choosing another price band or category would give. */
interface ShopConditions {
  anchor: string[];
  filters: Filters;
  order: string;
  search?: { words: string[]; q: string; every: boolean; read: AtomReading };
  correctedSearch?: string;
  /** The option filters' conditions, for the counts (the listing's own is among `filters`). */
  options?: { optionConditions: OptionConditions };
}

/** The filter as SQL conditions, or the page itself when nothing can match (no known id, no word). */
async function shopConditions(db: Queryable, filter: ProductFilter, { add }: SqlParams): Promise<ShopConditions | ProductPage> {
  // The shop (and every service reading it through this API: carts, orders, recommendations) sees only
  // active products.
  const anchor: string[] = [`p.status = 'active'`];
  const filters: Filters = {};
  let order = filter.sort && filter.sort !== 'relevance' ? ORDER_BY[filter.sort] : ORDER_BY.newest;

  if (filter.ids) {
    const ids = filter.ids.filter(isUuid);
    if (ids.length === 0) return { products: [], total: 0 };
    const list = add(ids);
    anchor.push(`p.id = ANY (${list}::uuid[])`);
    if (!filter.sort) order = `array_position(${list}::uuid[], p.id)`;
  }
  let search: ShopConditions['search'];
  let correctedSearch: string | undefined;
  if (filter.search) {
    const words = queryWords(searchWords(filter.search));
    if (words.length === 0) return { products: [], total: 0, ...(filter.facets ? { facets: noFacets() } : {}) };
    const fixes = filter.exact ? new Map<string, string>() : await corrections(db, words);
    const read = await inEveryLanguage(db, queryAtoms(words, fixes));
    const built = buildTsQuery(words, fixes, !filter.anyWord, read);
    if (built === '') return { products: [], total: 0, ...(filter.facets ? { facets: noFacets() } : {}) };
    const q = add(built);
    if (fixes.size > 0) correctedSearch = words.map((w) => fixes.get(w) ?? w).join(' ');
    search = { words, q, every: !filter.anyWord, read };
  }
  if (filter.category) {
    const condition = `lower(p.category) = lower(${add(filter.category)})`;
    // A category page counts within its category (on its index); a search counts across categories.
    if (search) filters.category = condition;
    else anchor.push(condition);
  }
  const price: string[] = [];
  if (filter.minPrice !== undefined) price.push(`p.price_cents >= ${add(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) price.push(`p.price_cents <= ${add(filter.maxPrice)}`);
  if (price.length > 0) filters.price = price.join(' AND ');
  if (filter.inStock) filters.stock = 'p.stock > 0';
  if (filter.minRating !== undefined) anchor.push(`p.rating_count > 0 AND p.rating_tenths >= ${add(filter.minRating * 10)}`);
  if (filter.tag?.length) filters.tags = `p.tags @> ${add(filter.tag)}::text[]`;
  let options: ShopConditions['options'];
  if (filter.option?.length) {
    const chosen = optionConditions(filter.option, Boolean(filter.inStock), add);
    filters.options = chosen.filter;
    options = { optionConditions: chosen };
  }
  return { anchor, filters, order, search, correctedSearch, options };
}

/** By relevance, what matches the words as typed comes before what matches only a correction of them,
 * then the text's rank; the first NAME_PLACES of that order are placed again by how close their name
 * is to the search (trigram similarity, the costly part: "wool sweater" before "sweater wool blend"). */
function byRelevance(search: NonNullable<ShopConditions['search']>, where: string, { add }: SqlParams, language: Language) {
  const asTyped = buildTsQuery(search.words, new Map(), search.every, search.read);
  const typedMatch = asTyped === '' ? '0' : `(p.search_vector @@ ${add(asTyped)}::tsquery)::int`;
  const raw = add(search.words.join(' '));
  // Closeness to the name the shopper reads, accents aside (the words typed have none).
  const name = language === 'en' ? 'p.name' : `unaccent(coalesce(nullif(p.texts->'${language}'->>'name', ''), p.name))`;
  return {
    with: `, scored AS (
        SELECT p.*, ${typedMatch}
                    + ts_rank_cd(p.search_vector, ${search.q}::tsquery) AS score
          FROM matches p WHERE ${where}),
      placed AS (SELECT s.*, row_number() OVER (ORDER BY s.score DESC, s.name, s.id) AS place FROM scored s)`,
    table: 'placed p',
    order: `p.place <= ${NAME_PLACES} DESC,
             CASE WHEN p.place <= ${NAME_PLACES} THEN p.score + similarity(lower(${name}), ${raw}) END DESC NULLS LAST,
             p.place`,
  };
}

/** Each atom of a query as each language's texts are indexed: stemmed the English way or the French
 * way (one stem where both agree), so a product matches in the words of either; left out when either
 * language calls it a stop word ("de", "the"). Each atom once: a query naming a stem twice would look
 * twice as common to the planner, which then reads the whole table rather than the index. */
async function inEveryLanguage(db: Queryable, atoms: string[]): Promise<AtomReading> {
  const { rows } = await db.query<{ atom: string; en: string; fr: string }>(
    `SELECT a AS atom, to_tsquery('english', a)::text AS en, to_tsquery('catalog.french_words', a)::text AS fr
       FROM unnest($1::text[]) AS a`,
    [atoms],
  );
  const one = (t: string) => (/^'[^']*'(:\*)?$/.test(t) ? t : `(${t})`);
  const read = new Map(
    rows.map((r) => [r.atom, r.en === '' || r.fr === '' ? null : r.en === r.fr ? one(r.en) : `(${one(r.en)} | ${one(r.fr)})`]),
  );
  return (atom) => read.get(atom) ?? null;
}

/** A search's total is of the products its page is taken from (counted over all of them, before the
 * page's LIMIT); a listing's comes with its filter counts, or from the page, or from a count kept. */
async function pageCount(
  page: { first?: { matched?: number; capped?: boolean }; shown: number; more: boolean; offset: number },
  matches: Matches | undefined,
  facets: Counted | undefined,
  countAll: () => Promise<Counted>,
): Promise<Counted> {
  if (matches && page.first) return { total: Number(page.first.matched), capped: Boolean(page.first.capped) };
  // Nothing on page 1: the candidates were read to the end (nothing cut them off), so there is none.
  if (matches && page.offset === 0) return { total: 0, capped: false };
  if (facets && !matches) return facets;
  if (!page.more && (page.shown > 0 || page.offset === 0) && !matches) return { total: page.offset + page.shown, capped: false };
  return countAll();
}

type Filters = { category?: string; price?: string; stock?: string; tags?: string; options?: string };

/** Where a page's rows come from: a WITH clause (or none), the table as `p`, and what every row meets. */
interface Source {
  with: string;
  table: string;
  anchor: string[];
}
interface Matches extends Source {
  /** True when either set of candidates was cut off (SQL, over `matches`). */
  capped: string;
}
interface Counted {
  total: number;
  capped: boolean;
  facets?: ProductFacets;
}

/** A search's candidates: the first `candidates` products whose name matches (an index of names alone),
 * and the first `candidates` that match anywhere, each read only that far; one row per product. Each
 * set is planned as if read to its end (a CTE of its own), which takes the index even for words common
 * enough that the first few hundred of the table hold them: a plan made for the LIMIT reads the table
 * instead, and with the texts of two languages each row costs too much for that. The CTE is read only
 * as far as the LIMIT asks. */
function searchMatches(candidates: number, anchor: string[], tsquery: string): Matches {
  const where = anchor.join(' AND ');
  return {
    with: `WITH by_name AS MATERIALIZED (SELECT p.id FROM catalog.products p WHERE ${where} AND p.name_words @@ ${tsquery}),
      anywhere AS MATERIALIZED (SELECT p.id FROM catalog.products p WHERE ${where} AND p.search_vector @@ ${tsquery}),
      found AS MATERIALIZED (
        (SELECT id, true AS by_name FROM by_name LIMIT ${candidates})
        UNION ALL
        (SELECT id, false AS by_name FROM anywhere LIMIT ${candidates})),
      matches AS (SELECT p.* FROM catalog.products p WHERE p.id IN (SELECT id FROM found))`,
    table: 'matches p',
    anchor: [],
    capped: `(SELECT count(*) FILTER (WHERE by_name) >= ${candidates} OR count(*) FILTER (WHERE NOT by_name) >= ${candidates} FROM found)`,
  };
}

function noFacets(): ProductFacets {
  return { categories: [], priceBands: PRICE_BANDS.map((b) => ({ ...b, count: 0 })), inStock: 0, tags: [], options: [] };
}

/** How many products each choice of each filter would leave, and how many the chosen ones leave, in
 * one pass over the anchored rows (a category, on an index that covers the columns counted; or a
 * search's matches), each filter counted without itself. */
async function countFacets(
  db: Queryable,
  from: Source | Matches,
  filters: Filters & { optionConditions?: OptionConditions },
  params: unknown[],
): Promise<Counted> {
  const all = 'in_category AND in_price AND in_stock AND has_tags AND has_options';
  const options = filters.optionConditions;
  const apart = [filters.category, filters.price, filters.stock, filters.tags].filter((c) => c !== undefined);
  // Grouped by category and price band once (a few dozen groups); each facet sums the groups. The
  // options' counts are of their own (run at once).
  const [{ rows }, optionFacets] = await Promise.all([
    db.query<{ category: string; band: number; capped?: boolean } & Record<string, number | string>>(
      `${from.with}
     SELECT category, band,
            count(*) FILTER (WHERE in_price AND in_stock AND has_tags AND has_options)::int AS for_category,
            count(*) FILTER (WHERE in_category AND in_stock AND has_tags AND has_options)::int AS for_band,
            count(*) FILTER (WHERE in_category AND in_price AND has_tags AND stock > 0 AND has_options_in_stock)::int AS for_stock,
            ${SHOPPER_TAGS.map((tag, i) => `count(*) FILTER (WHERE ${all} AND tags @> ARRAY['${tag}'])::int AS tag_${i}`).join(', ')},
            count(*) FILTER (WHERE ${all})::int AS total${'capped' in from ? `, ${from.capped} AS capped` : ''}
       FROM (SELECT p.category, p.stock, p.tags, ${PRICE_BAND_SQL} AS band,
                    ${filters.category ?? 'true'} AS in_category, ${filters.price ?? 'true'} AS in_price,
                    ${filters.stock ?? 'true'} AS in_stock, ${filters.tags ?? 'true'} AS has_tags,
                    ${options?.filter ?? 'true'} AS has_options, ${options?.inStockFilter ?? 'true'} AS has_options_in_stock
               FROM ${from.table}
              WHERE ${from.anchor.join(' AND ') || 'true'}) AS anchored
      GROUP BY category, band`,
      params,
    ),
    countOptionFacets(
      db,
      { with: from.with, table: from.table, where: [...from.anchor, ...apart].join(' AND ') || 'true' },
      options,
      filters.stock !== undefined,
      params,
    ),
  ]);
  const facets = noFacets();
  const categories = new Map<string, number>();
  const tags = SHOPPER_TAGS.map(() => 0);
  let total = 0;
  for (const r of rows) {
    categories.set(r.category, (categories.get(r.category) ?? 0) + Number(r.for_category));
    facets.priceBands[Number(r.band)]!.count += Number(r.for_band);
    facets.inStock += Number(r.for_stock);
    SHOPPER_TAGS.forEach((_, i) => (tags[i]! += Number(r[`tag_${i}`])));
    total += Number(r.total);
  }
  for (const [name, count] of categories) if (count > 0) facets.categories.push({ name, slug: categorySlug(name), count });
  SHOPPER_TAGS.forEach((tag, i) => {
    if (tags[i]! > 0) facets.tags.push({ tag, count: tags[i]! });
  });
  facets.categories.sort((a, b) => a.name.localeCompare(b.name));
  facets.options = optionFacets;
  return { total, capped: Boolean(rows[0]?.capped), facets };
}

export async function allProducts(db: Queryable, max = 1000, shown: ShownIn = IN_ENGLISH): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${COLUMNS} FROM catalog.products WHERE status = 'active' ORDER BY name, id LIMIT $1`,
    [max],
  );
  return rows.map((row) => toProduct(row, shown));
}

/** The shop's categories, each with its name in `shown.language` as `label` where it differs, and its slug
 * in every language (`shown.categories` holds every category's texts, whatever the language). */
export async function listCategories(db: Queryable, shown: ShownIn = IN_ENGLISH): Promise<Category[]> {
  const { rows } = await db.query<{ name: string; count: number }>(
    `SELECT category AS name, count(*)::int AS count FROM catalog.products WHERE status = 'active' GROUP BY category ORDER BY category`,
  );
  return labelled(
    {
      categories: rows.map((r) => ({
        name: r.name,
        slug: categorySlug(r.name),
        slugs: categorySlugsOf(shown.categories, r.name),
        count: Number(r.count),
      })),
    },
    shown,
  ).categories;
}

/** Categories (of a listing's filters, or the menu) with their names in the shopper's language as
 * `label` where it differs, in the order of those names. */
function labelled<T extends { categories: Array<{ name: string; label?: string }> }>(found: T, shown: ShownIn): T {
  if (shown.language === 'en') return found;
  const categories = found.categories.map((c) => {
    const label = categoryLabel(shown.categories, c.name, shown.language);
    return label === c.name ? c : { ...c, label };
  });
  categories.sort((a, b) => (a.label ?? a.name).localeCompare(b.label ?? b.name, shown.language));
  return { ...found, categories };
}

export interface NewProduct {
  /** Chosen by the caller when it must know which new row is which (an import); else a new one. */
  id?: string;
  name: string;
  description: string;
  category: string;
  /** A product without variants given: its default variant's price and stock. */
  priceCents: number;
  stock: number;
  imageUrl: string;
  tags: string[];
  createdAt?: Date;
  /** 'active' unless said otherwise (an import may add a product archived). */
  status?: ProductStatus;
  /** How it comes; none: it is sold one way, as its default variant. */
  options?: ProductOption[];
  /** A gift card: the least and most a shopper may choose to put on it (its variants are set amounts). */
  giftCard?: { minCents: number; maxCents: number };
  /** Its variants (one per combination of the options' values); none: the default variant. */
  variants?: NewVariant[];
  /** Its name and description in the shop's other languages; none: English only. */
  texts?: Translations<ProductTexts>;
}

/** Inserts products and their variants (the starting catalogue, an admin's new product, an import), in the
 * caller's transaction; answers their ids. A product given no variants gets its default variant, whose id
 * is the product's. */
export async function insertProducts(db: Queryable, products: NewProduct[]): Promise<string[]> {
  const rows = products.map((p) => ({
    id: p.id ?? randomUUID(),
    name: p.name,
    description: p.description,
    category: p.category,
    price_cents: p.variants?.length ? Math.min(...p.variants.map((v) => v.priceCents)) : p.priceCents,
    stock: p.variants?.length ? 0 : p.stock,
    image_url: p.imageUrl,
    tags: p.tags,
    created_at: (p.createdAt ?? new Date()).toISOString(),
    status: p.status ?? 'active',
    options: p.options ?? [],
    gift_card: p.giftCard ?? null,
    texts: p.texts ?? {},
  }));
  await db.query(
    `INSERT INTO catalog.products (id, name, description, category, price_cents, stock, image_url, tags, created_at, status, options, gift_card, texts)
     SELECT r.id, r.name, r.description, r.category, r.price_cents, r.stock, r.image_url,
            ARRAY(SELECT jsonb_array_elements_text(r.tags)), r.created_at, r.status, r.options, r.gift_card, r.texts
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, name text, description text, category text, price_cents integer,
            stock integer, image_url text, tags jsonb, created_at timestamptz, status text, options jsonb, gift_card jsonb, texts jsonb)`,
    [JSON.stringify(rows)],
  );
  await insertVariants(
    db,
    products.flatMap((p, i) => {
      const productId = rows[i]!.id;
      if (p.variants?.length) return p.variants.map((v) => ({ ...v, productId }));
      return [{ id: productId, productId, sku: defaultSku(productId), options: {}, priceCents: p.priceCents, stock: p.stock }];
    }),
  );
  return rows.map((r) => r.id);
}
