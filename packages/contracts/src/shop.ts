/** Shop constants and rules that the browser needs too. No zod here: this module is what frontends import
 * for values (schemas stay on the servers; frontends import their inferred types only). */

import { findProvince } from './canada';
import { bundledCatalogue } from './i18n';
import type { Language } from './languages';
import { en } from './shop-words';
import { fr } from './shop-words.fr';

/** Whether a string can be one of our ids (products, orders, accounts and addresses are uuids): look-ups
 * check first, so a malformed id is simply "not found" instead of a database error. */
export const isUuid = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The order's statuses (the state machine around them: orders.ts and services/orders/src/domain/status.ts).
 * Here, without zod, because the browser needs them too. */
export const ORDER_STATUSES = [
  'Pending Payment',
  'Paid',
  'Payment Failed',
  'Payment Review',
  'Backordered',
  'Cancelled',
  'Shipped',
  'Delivered',
  'Return Requested',
  'Return Received',
  'Refunded',
  'Partially Refunded',
] as const;

/** The order number shoppers see everywhere (pages, mails, the back office, Find my order): the first 8
 * characters of the order's id, in capitals ('4F7A2C1B'). */
export const orderNumberOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** How many days after delivery a shopper may still ask to return items. */
export const RETURN_WINDOW_DAYS = 30;

/** Dollars with a $ prefix and two decimals, e.g. $1,299.00: the store's pages and the gateway's page heads. */
export function formatMoney(amount: number): string {
  return `$${amount.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** What the product page says about stock (DESIGN: real stock instead of an unconditional 'In Stock'). */
export const LOW_STOCK_THRESHOLD = 5;
/** The shop's words in every language (shop-words.ts and one file per other language). */
export const shopWords = bundledCatalogue('shop', { en, fr });

/** An address's lines as a label prints them, the language's way: 'Montréal, QC H2X 1Y4' in English,
 * 'Montréal (Québec) H2X 1Y4' in French. */
export function postalLines(
  a: { fullName: string; street: string; apartment?: string; city: string; province: string; postalCode: string; country: string },
  language: Language = 'en',
): string[] {
  const t = shopWords.textIn(language);
  const province = findProvince(a.province);
  const town =
    language === 'fr' && province
      ? `${a.city} (${t(`province.${province.code}`)}) ${a.postalCode}`
      : `${a.city}, ${province?.code ?? a.province} ${a.postalCode}`;
  const country = a.country === 'Canada' ? t('country.Canada') : a.country;
  return [a.fullName, a.street, ...(a.apartment ? [a.apartment] : []), town.trim(), country];
}

/** How a product's stock stands: in stock, only a few left, or none. */
export function stockLevel(stock: number): 'in' | 'low' | 'out' {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** What a product's stock is called in `language`: 'In Stock', 'Only 3 left', 'Out of Stock'. */
export const stockLabel = (stock: number, language: Language = 'en'): string =>
  shopWords.textIn(language)(`stock.${stockLevel(stock)}`, { count: stock });

export * from './frontends';
export * from './canada';
export * from './tax-registrations';
export * from './holidays';

/** Browsing history keeps this many products, most recent first. */
export const HISTORY_LIMIT = 20;

/** A wishlist holds at most this many products. */
export const WISHLIST_LIMIT = 100;

/** Where each language's category pages live: /category/clothing and /categorie/vetements are the
 * one category, each the page of its language (a search engine lists each with its alternate). */
export const CATEGORY_PREFIXES: Record<Language, string> = { en: '/category', fr: '/categorie' };

/** A category page's address in `language`, from its slug in that language. */
export const categoryPath = (language: Language, slug: string): string => `${CATEGORY_PREFIXES[language]}/${encodeURIComponent(slug)}`;

/** The slug a category has in `language` (its own where the catalogue gives it), else its English one. */
export const categorySlugIn = (category: { slug: string; slugs?: Partial<Record<Language, string>> }, language: Language): string =>
  category.slugs?.[language] || category.slug;

/** The category a page's slug names, in any of the store's languages (an old link keeps working). */
export function categoryOfSlug<C extends { slug: string; slugs?: Partial<Record<Language, string>> }>(
  categories: readonly C[],
  slug: string,
): C | undefined {
  return categories.find((c) => c.slug === slug) ?? categories.find((c) => Object.values(c.slugs ?? {}).includes(slug));
}

/** A category's address: /category/{slug}. "Home & Kitchen" → "home-and-kitchen". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How a product list can be ordered. Relevance only means something for a search. */
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'best-selling', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What a category page or search shows, as it lives in the page's address (shareable; back works). */
export interface BrowseState {
  page: number;
  sort?: ProductSort;
  /** Dollars, as typed in the address. */
  minPrice?: string;
  maxPrice?: string;
  inStock: boolean;
  /** Rated at least this many stars on average ("4 stars & up"). */
  minRating?: number;
  tags: string[];
  /** On a search: one category's results. */
  category?: string;
  /** Option values chosen, as the address writes them ('Size:M'): a variant of one of each option's. */
  options?: string[];
}

/** 'Size:M' as a name and a value, or undefined when it is not one. */
export function optionChoice(choice: string): { name: string; value: string } | undefined {
  const colon = choice.indexOf(':');
  const name = choice.slice(0, colon).trim();
  const value = choice.slice(colon + 1).trim();
  return colon > 0 && name && value ? { name, value } : undefined;
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** Reads the address; anything malformed is left out rather than sent to be refused. */
export function readBrowse(params: URLSearchParams): BrowseState {
  const sort = params.get('sort') ?? '';
  const price = (key: string) => {
    const v = params.get(key)?.trim() ?? '';
    return PRICE.test(v) ? v : undefined;
  };
  const tags = [
    ...new Set(
      (params.get('tag') ?? '')
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, 10);
  const category = params.get('category')?.trim();
  // Each value once (as first written), at most a hundred.
  const options: string[] = [];
  for (const o of params.getAll('option').map((x) => x.trim()))
    if (optionChoice(o) && options.length < 100 && !options.some((x) => x.toLowerCase() === o.toLowerCase())) options.push(o);
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    ...((PRODUCT_SORTS as readonly string[]).includes(sort) ? { sort: sort as ProductSort } : {}),
    ...(price('minPrice') ? { minPrice: price('minPrice') } : {}),
    ...(price('maxPrice') ? { maxPrice: price('maxPrice') } : {}),
    inStock: params.get('inStock') === '1',
    ...(/^[1-5]$/.test(params.get('minRating') ?? '') ? { minRating: Number(params.get('minRating')) } : {}),
    tags,
    ...(category ? { category } : {}),
    ...(options.length > 0 ? { options } : {}),
  };
}

/** The catalogue's list request for a page of products, as the storefront makes it: the gateway preloads
 * the same address with the page's HTML, so the two must be built here, once. */
export function productListPath(params: {
  page: number;
  search?: string;
  exact?: boolean;
  limit?: number;
  category?: string;
  browse?: BrowseState;
  facets?: boolean;
}): string {
  const qs = new URLSearchParams({ page: String(params.page), limit: String(params.limit ?? PAGE_SIZE) });
  if (params.search) qs.set('search', params.search);
  if (params.exact) qs.set('exact', '1');
  const b = params.browse;
  const category = params.category ?? b?.category;
  if (category) qs.set('category', category);
  if (b?.sort) qs.set('sort', b.sort);
  if (b?.minPrice) qs.set('minPrice', b.minPrice);
  if (b?.maxPrice) qs.set('maxPrice', b.maxPrice);
  if (b?.inStock) qs.set('inStock', '1');
  if (b?.minRating) qs.set('minRating', String(b.minRating));
  if (b?.tags.length) qs.set('tag', b.tags.join(','));
  for (const option of b?.options ?? []) qs.append('option', option);
  if (params.facets) qs.set('facets', '1');
  return `/api/products?${qs}`;
}

/** One product's request, as the product page makes it. */
export const productPath = (id: string): string => `/api/products/${encodeURIComponent(id)}`;

/** The category list every page's navigation shows. */
export const CATEGORIES_PATH = '/api/products/categories';
/** POST: the shop's pages say a browser is here (the back office's share of visits that buy). */
export const VISITS_PATH = '/api/visits';
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  'best-selling': 'Best selling',
  rating: 'Highest rated',
};

/** The price bands the filters offer, in dollars: from `min` (included) to `max` (excluded; none: and up). */
export const PRICE_BANDS: ReadonlyArray<{ min: number; max?: number }> = [
  { min: 0, max: 25 },
  { min: 25, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 200 },
  { min: 200 },
];

/** The tags shoppers filter by (the others feed the weather and holiday shelves and mean little on a
 * filter: "cloudy", "civic-holiday"). Staff give them to products like any tag. */
export const SHOPPER_TAGS = ['gift', 'winter', 'summer', 'outdoor', 'back-to-school'] as const;
export type ShopperTag = (typeof SHOPPER_TAGS)[number];
export const SHOPPER_TAG_LABELS: Record<ShopperTag, string> = {
  gift: 'Gift ideas',
  winter: 'Winter',
  summer: 'Summer',
  outdoor: 'Outdoors',
  'back-to-school': 'Back to school',
};

/** What staff actions the services record, and on what: the back office names each in its languages. */
export const AUDIT_ACTIONS = [
  'order.cancelled',
  'order.shipped',
  'order.delivered',
  'refund.requested',
  'refund.retried',
  'return.received',
  'product.created',
  'product.updated',
  'product.stock-adjusted',
  'product.variants-changed',
  'product.archived',
  'product.restored',
  'promotion.created',
  'promotion.updated',
  'promotion.paused',
  'promotion.resumed',
  'promotion.ended',
  'promotion.codes-generated',
  'gift-card.issued',
  'review.approved',
  'review.rejected',
  'review.replied',
  'dead-letters.replayed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The services, each keeping its own audit log (GET /api/admin/audit/{service}): the event table in
 * the contracts names exactly these. */
export const SHOP_SERVICES = ['users', 'cart', 'catalog', 'recommendations', 'support', 'orders', 'reviews'] as const;
export type ShopService = (typeof SHOP_SERVICES)[number];
export const AUDIT_TARGETS = ['order', 'product', 'promotion', 'gift-card', 'review', 'event'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Most promotion codes one quote or order takes. */
export const MAX_CODES = 5;
/** A promotion code as typed: letters, digits, dashes and underscores, compared without case. */
export const PROMOTION_CODE = /^[A-Za-z0-9_-]{3,40}$/;
export { STORE_TIME_ZONE } from './holidays';
