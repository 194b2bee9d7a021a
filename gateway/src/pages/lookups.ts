// What the pages' <head>s and the sitemap ask the services: a product, the categories, a page of product
// ids, whether an order exists. Straight to the service the route table names for the path (never back
// through the gateway), answered within a deadline: a page never waits long for them.

import { z } from 'zod';
import { Product, Review } from '@storefront/contracts';
import { categorySlug } from '@storefront/contracts/shop';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '@storefront/contracts/languages';
import { matchRoute } from '@storefront/routes';
import type { GatewayConfig } from '../config';

/** What a service said: the thing, that there is no such thing, or nothing usable (down, slow, an error). */
export type Answer<T> = { status: 'found'; value: T } | { status: 'missing' } | { status: 'unknown'; why: string };

/** The parts of a product a page's <head> shows (the contract's shape, without what it does not need):
 * with its options and variants, for a product sold more than one way. */
export const PageProduct = Product.pick({
  _id: true,
  name: true,
  description: true,
  category: true,
  categoryName: true,
  price: true,
  priceMax: true,
  stock: true,
  imageUrl: true,
  options: true,
  variants: true,
  sale: true,
  rating: true,
}).extend({
  /** A few of its most helpful reviews (from the reviews service; none when it does not answer in time). */
  reviews: z.array(Review.pick({ rating: true, title: true, text: true, authorName: true, language: true, createdAt: true })).optional(),
});
export type PageProduct = z.infer<typeof PageProduct>;

/** How many reviews a product page's schema.org data carries. */
const PAGE_REVIEWS = 3;
const ReviewsAnswer = z.object({ reviews: PageProduct.shape.reviews.unwrap() });

/** GET /api/products/categories. `slug` is recent: worked out from the name where the catalogue does not say it. */
const CategoryList = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      slug: z.string().optional(),
      count: z.number().int(),
      label: z.string().optional(),
      slugs: z.partialRecord(z.enum(LANGUAGES), z.string()).optional(),
    }),
  ),
});
export interface ShopCategory {
  name: string;
  slug: string;
  count: number;
  /** Its name in the language it was asked in, where that differs. */
  label?: string;
  /** Its slug in each language. */
  slugs?: Partial<Record<Language, string>>;
}

/** A page of GET /api/products as a page's first screen needs it: its products' pictures. */
const ProductPictures = z.object({ products: z.array(z.object({ imageUrl: z.string() })) });

/** The pictures of the first `count` products of a listing's answer (none for another shape). */
export function picturesOf(listing: unknown, count: number): string[] {
  const list = ProductPictures.safeParse(listing);
  return list.success ? list.data.products.slice(0, count).map((p) => p.imageUrl) : [];
}

/** A page of GET /api/products: only the ids and the total matter to the sitemap. */
const ProductIdPage = z.object({ products: z.array(z.object({ _id: z.string() })), total: z.number().int() });

export interface StoreLookups {
  /** In `language` (the page's): the catalogue answers in it. */
  product(id: string, requestId: string, language?: Language): Promise<Answer<PageProduct>>;
  /** `timeoutMs`: a deadline of its own (the sitemap's), instead of a page's. */
  categories(requestId: string, timeoutMs?: number, language?: Language): Promise<Answer<ShopCategory[]>>;
  /** Whether the order exists for whoever asks (their cookie and token ride along): shown to them, or
   * refused (not signed in, someone else's), or missing. `access`: the token of a link mailed for it,
   * which opens it as it opens the page. */
  order(id: string, caller: CallerHeaders, access?: string): Promise<Answer<'shown' | 'refused'>>;
  /** The pictures of the first `count` products of a listing request (`path`, as the page makes it), within
   * `timeoutMs`; none when the catalogue does not answer in time. */
  firstPictures(path: string, count: number, requestId: string, timeoutMs: number): Promise<string[]>;
  /** The catalogue's answer to a GET of `path` (a page's own request, as the page makes it) within
   * `timeoutMs`; undefined for anything but a 200 in time. */
  catalogueAnswer(path: string, requestId: string, timeoutMs: number, language?: Language): Promise<unknown>;
  /** A page of active products' ids, for the sitemap: throws when the catalogue does not answer. */
  productIds(page: number, limit: number, requestId: string): Promise<{ ids: string[]; total: number }>;
}

export interface CallerHeaders {
  cookie?: string;
  authorization?: string;
  requestId: string;
}

/** Where the service answering `path` (by the route table) listens. */
function serviceFor(config: GatewayConfig, path: string): string | undefined {
  const rule = matchRoute(config.routes, { method: 'GET', headers: { accept: 'application/json' } }, path);
  return rule ? config.services[rule.service] : undefined;
}

async function getJson(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

const why = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError') ? 'timed out' : `unreachable (${String(err)})`;

/** How long the category list is kept: every category page load reads it, and the catalogue counts the
 * whole table to answer it; a new category may show a few seconds late. */
const CATEGORIES_KEPT_MS = 30_000;

export function storeLookups(config: GatewayConfig, timeoutMs: number): StoreLookups {
  // Resolved per call: the table does not change, but a test may build the gateway before its services listen.
  const catalog = () => serviceFor(config, '/api/products/categories');
  const orders = () => serviceFor(config, '/api/orders/detail/x');
  const keptCategories = new Map<Language, { until: number; value: ShopCategory[] }>();

  const catalogueAnswer: StoreLookups['catalogueAnswer'] = async (path, requestId, deadline, language) => {
    const base = catalog();
    if (!base || !/^\/api\/products(?:[/?]|$)/.test(path)) return undefined;
    try {
      const { status, body } = await getJson(inLanguage(new URL(path, base), language), { 'x-request-id': requestId }, deadline);
      return status === 200 ? body : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    async product(id, requestId, language) {
      // Asked together: the reviews never make the page wait longer than the product does.
      const [product, reviews] = await Promise.all([
        productFrom(catalog(), id, requestId, timeoutMs, language),
        reviewsFrom(serviceFor(config, `/api/products/${encodeURIComponent(id)}/reviews`), id, requestId, timeoutMs),
      ]);
      return product.status === 'found' && reviews.length > 0 ? { status: 'found', value: { ...product.value, reviews } } : product;
    },

    async categories(requestId, deadline = timeoutMs, language = SOURCE_LANGUAGE) {
      const kept = keptCategories.get(language);
      if (kept && kept.until > Date.now()) return { status: 'found', value: kept.value };
      const answer = await categoriesFrom(catalog(), requestId, deadline, language);
      if (answer.status === 'found') keptCategories.set(language, { until: Date.now() + CATEGORIES_KEPT_MS, value: answer.value });
      return answer;
    },

    order: (id, caller, access) => orderFrom(orders(), id, caller, access, timeoutMs),

    async firstPictures(path, count, requestId, deadline) {
      return path.startsWith('/api/products?') ? picturesOf(await catalogueAnswer(path, requestId, deadline), count) : [];
    },

    catalogueAnswer,

    // A sitemap is not a page a shopper waits on: the services' usual deadline.
    productIds: (page, limit, requestId) => productIdsFrom(catalog(), page, limit, requestId, config.upstreamTimeoutMs),
  };
}

/** `url` asked in `language` (the catalogue's `?lang=`); the gateway's own request names no other, so
 * the catalogue answers it in English without one. */
function inLanguage(url: URL, language: Language | undefined): URL {
  if (language && language !== SOURCE_LANGUAGE) url.searchParams.set('lang', language);
  return url;
}

async function productFrom(
  base: string | undefined,
  id: string,
  requestId: string,
  timeoutMs: number,
  language?: Language,
): Promise<Answer<PageProduct>> {
  if (!base) return { status: 'unknown', why: 'no catalogue configured' };
  try {
    const { status, body } = await getJson(
      inLanguage(new URL(`/api/products/${encodeURIComponent(id)}`, base), language),
      { 'x-request-id': requestId },
      timeoutMs,
    );
    if (status === 404) return { status: 'missing' };
    if (status !== 200) return { status: 'unknown', why: `the catalogue answered ${status}` };
    const product = PageProduct.safeParse(body);
    return product.success
      ? { status: 'found', value: product.data }
      : { status: 'unknown', why: 'the catalogue answered an unknown shape' };
  } catch (err) {
    return { status: 'unknown', why: why(err) };
  }
}

/** A product's most helpful reviews; none when the reviews service is not there or does not answer. */
async function reviewsFrom(
  base: string | undefined,
  id: string,
  requestId: string,
  timeoutMs: number,
): Promise<NonNullable<PageProduct['reviews']>> {
  if (!base) return [];
  try {
    const url = new URL(`/api/products/${encodeURIComponent(id)}/reviews?sort=helpful&limit=${PAGE_REVIEWS}`, base);
    const { status, body } = await getJson(url, { 'x-request-id': requestId }, timeoutMs);
    const answer = status === 200 ? ReviewsAnswer.safeParse(body) : undefined;
    return answer?.success ? answer.data.reviews : [];
  } catch {
    return [];
  }
}

async function categoriesFrom(
  base: string | undefined,
  requestId: string,
  timeoutMs: number,
  language: Language,
): Promise<Answer<ShopCategory[]>> {
  if (!base) return { status: 'unknown', why: 'no catalogue configured' };
  try {
    const url = inLanguage(new URL('/api/products/categories', base), language);
    const { status, body } = await getJson(url, { 'x-request-id': requestId }, timeoutMs);
    if (status !== 200) return { status: 'unknown', why: `the catalogue answered ${status}` };
    const list = CategoryList.safeParse(body);
    if (!list.success) return { status: 'unknown', why: 'the catalogue answered an unknown shape' };
    return {
      status: 'found',
      value: list.data.categories.map((c) => ({
        name: c.name,
        slug: c.slug || categorySlug(c.name),
        count: c.count,
        ...(c.label ? { label: c.label } : {}),
        ...(c.slugs ? { slugs: c.slugs } : {}),
      })),
    };
  } catch (err) {
    return { status: 'unknown', why: why(err) };
  }
}

async function orderFrom(
  base: string | undefined,
  id: string,
  caller: CallerHeaders,
  access: string | undefined,
  timeoutMs: number,
): Promise<Answer<'shown' | 'refused'>> {
  if (!base) return { status: 'unknown', why: 'no orders service configured' };
  const headers: Record<string, string> = { 'x-request-id': caller.requestId };
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.authorization) headers.authorization = caller.authorization;
  try {
    const url = new URL(`/api/orders/detail/${encodeURIComponent(id)}`, base);
    if (access) url.searchParams.set('access', access);
    const { status } = await getJson(url, headers, timeoutMs);
    if (status === 404) return { status: 'missing' };
    if (status >= 200 && status < 300) return { status: 'found', value: 'shown' };
    if (status === 401 || status === 403) return { status: 'found', value: 'refused' };
    return { status: 'unknown', why: `the orders service answered ${status}` };
  } catch (err) {
    return { status: 'unknown', why: why(err) };
  }
}

async function productIdsFrom(base: string | undefined, page: number, limit: number, requestId: string, timeoutMs: number) {
  if (!base) throw new Error('no catalogue configured');
  const url = new URL('/api/products', base);
  url.searchParams.set('page', String(page));
  url.searchParams.set('limit', String(limit));
  const { status, body } = await getJson(url, { 'x-request-id': requestId }, timeoutMs);
  if (status !== 200) throw new Error(`the catalogue answered ${status}`);
  const list = ProductIdPage.parse(body);
  return { ids: list.products.map((p) => p._id), total: list.total };
}
