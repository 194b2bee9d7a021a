import { z } from 'zod';
import { issueMessage, codedIssue } from './errors';
import { DECIMAL, WHOLE, lineText, multilineText, queryFlag, queryInt, queryText, requiredText } from './common';

import { MAX_PAGE_SIZE, PAGE_SIZE, PRODUCT_SORTS } from './shop';

/** A price in dollars from the query string ("25", "49.99"); blank means "not given". */
const queryPrice = (label: string) =>
  z
    .string({
      error: (issue) =>
        Array.isArray(issue.input) ? issueMessage('query.once', { param: label }) : issueMessage('query.price', { param: label }),
    })
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? '').trim();
      if (value === '') return undefined;
      if (!DECIMAL.test(value) || Number(value) > 1_000_000) {
        ctx.addIssue(codedIssue('query.price.format', { param: label }));
        return z.NEVER;
      }
      return Math.round(Number(value) * 100);
    });

/** Comma-separated words (tags), lower case, without repeats. */
const queryWordList = (label: string, max: number) =>
  queryText(label, 500).transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const words = [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (words.length > max) {
      ctx.addIssue(codedIssue('query.tags.max', { param: label, maximum: String(max) }));
      return z.NEVER;
    }
    return words.length > 0 ? words : undefined;
  });

export const Product = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Dollars, two decimals. Stored as cents. */
  price: z.number(),
  stock: z.number().int(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductListQuery = z.object({
  page: queryInt({ min: 1, refuseAbove: 100_000, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: MAX_PAGE_SIZE, fallback: PAGE_SIZE, label: 'limit' }),
  search: queryText('search', 200),
  category: queryText('category', 100),
  /** Comma-separated tags: products with every one of them. */
  tag: queryWordList('tag', 10),
  /** Dollars; the query holds cents. At least `minPrice`, at most `maxPrice`. */
  minPrice: queryPrice('minPrice'),
  maxPrice: queryPrice('maxPrice'),
  inStock: queryFlag('inStock'),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PRODUCT_SORTS, { error: issueMessage('query.choice', { param: 'sort', choices: PRODUCT_SORTS.join(', ') }) }).optional(),
  ),
  /** Also answer how many products each filter would leave (category, price band, in stock, tags). */
  facets: queryFlag('facets'),
  /** The search exactly as typed: no typo corrections ("Search instead for ..."). */
  exact: queryFlag('exact'),
  /** Comma-separated product ids: those products, in that order (wishlist, history, cart). */
  ids: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const ids = [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > MAX_PAGE_SIZE) {
        ctx.addIssue(codedIssue('query.ids.max', { maximum: String(MAX_PAGE_SIZE) }));
        return z.NEVER;
      }
      return ids;
    }),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListResponse = z.object({
  products: z.array(Product),
  totalPages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
  /** A search matched more products than it ranks and counts: `total` (and the filters' counts) are of
   * the best-placed candidates, and there are more ("More than 1,000 results"). */
  totalAtLeast: z.literal(true).optional(),
  /** The search as the results read it, when a typo was corrected ("parkka" found as "parka"). */
  correctedSearch: z.string().optional(),
  facets: z
    .object({
      /** Within the search (or the category) and the other filters: how many in each category. */
      categories: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
      /** PRICE_BANDS, in order, with how many each would leave. Prices in dollars. */
      priceBands: z.array(z.object({ min: z.number(), max: z.number().optional(), count: z.number().int() })),
      inStock: z.number().int(),
      /** SHOPPER_TAGS that some product here has. */
      tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
    })
    .optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const Category = z.object({ name: z.string(), slug: z.string(), count: z.number().int() });
export type Category = z.infer<typeof Category>;

/** The most an uploaded image may weigh. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Images this store issued: the web-sized copy made from an upload. */
export const UPLOADED_IMAGE_URL = /^\/images\/uploads\/[0-9a-f]{64}\.webp$/;

export const UploadResponse = z.object({ imageUrl: z.string(), thumbnailUrl: z.string(), width: z.number(), height: z.number() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** A price as people write it, in dollars (at most two decimals); cents out. */
export const productPrice = z.union([z.number(), z.string().trim().min(1)]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : DECIMAL.test(v) ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) {
    ctx.addIssue(codedIssue('product.price.positive'));
    return z.NEVER;
  }
  if (Math.round(n * 100) !== Math.round(n * 1e6) / 1e4) {
    ctx.addIssue(codedIssue('product.price.decimals'));
    return z.NEVER;
  }
  if (n > 100_000) {
    ctx.addIssue(codedIssue('product.price.max'));
    return z.NEVER;
  }
  return Math.round(n * 100);
});

/** A stock count: a whole number, 0 or more. */
export const productStock = z.union([z.number(), z.string().trim().min(1)]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : WHOLE.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) {
    ctx.addIssue(codedIssue('product.stock.whole'));
    return z.NEVER;
  }
  if (n > 1_000_000) {
    ctx.addIssue(codedIssue('product.stock.max'));
    return z.NEVER;
  }
  return n;
});

/** POST /api/products (admins). Price in dollars as the form sends it; kept as cents. */
export const NewProductRequest = z.object({
  name: requiredText('Name', 200, 'name.required'),
  description: multilineText('Description', {
    min: 1,
    max: 5000,
    missing: 'product.description.required',
    tooShort: 'product.description.required',
    tooLong: 'product.description.tooLong',
  }),
  /** Dollars in, cents out. */
  price: productPrice,
  stock: productStock,
  category: lineText('Category', 100)
    .optional()
    .transform((c) => c || 'General'),
  imageUrl: z.string({ error: 'product.image.required' }).regex(UPLOADED_IMAGE_URL, { error: 'product.image.notOurs' }),
  tags: z
    .array(requiredText('A tag', 40, 'product.tag.required').toLowerCase())
    .max(20)
    .optional()
    .default([]),
});
export type NewProductRequest = z.infer<typeof NewProductRequest>;
