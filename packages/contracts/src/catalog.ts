import { z } from 'zod';
import { queryInt } from './common';

import { MAX_PAGE_SIZE, PAGE_SIZE } from './shop';

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
  page: queryInt({ min: 1, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: MAX_PAGE_SIZE, fallback: PAGE_SIZE, label: 'limit' }),
  search: z.string().trim().max(200, { error: 'search must be at most 200 characters.' }).optional(),
  category: z.string().trim().max(100, { error: 'category must be at most 100 characters.' }).optional(),
  tag: z.string().trim().max(100, { error: 'tag must be at most 100 characters.' }).optional(),
  /** Comma-separated product ids: those products, in that order (wishlist, history, cart). */
  ids: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const ids = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
      if (ids.length > MAX_PAGE_SIZE) {
        ctx.addIssue({ code: 'custom', message: `ids can name at most ${MAX_PAGE_SIZE} products.` });
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
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const Category = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof Category>;
