import { z } from 'zod';
import { LANGUAGES } from './languages';
import { issueMessage, codedIssue } from './errors';
import { DECIMAL, WHOLE, lineText, multilineText, queryFlag, queryInt, queryText, requiredText } from './common';

import { RatingSummary, queryStars } from './reviews';
import { MAX_PAGE_SIZE, PAGE_SIZE, PRODUCT_SORTS } from './shop';
import { MAX_OPTION_VALUES, MAX_OPTIONS } from './variants';
export { COLOUR_OPTIONS, variantLabel } from './variants';

/** The most a listing's price filter may say, in dollars. */
export const MAX_QUERY_PRICE = 1_000_000;

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
      if (!DECIMAL.test(value) || Number(value) > MAX_QUERY_PRICE) {
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

/** Most options, and values of one option, a listing filters by at once. */
export const MAX_OPTION_FILTERS = 5;
export const MAX_OPTION_FILTER_VALUES = 20;

/** `option=Size:M&option=Size:L&option=Colour:Red`, repeated, one value each (a value may hold a comma):
 * the option's name, a colon, the value. Names and values are compared without regard to case; out
 * come the options chosen, lower case, each with its values once. */
const queryOptions = z
  .union([z.string(), z.array(z.string())], { error: issueMessage('query.option.format', { param: 'option' }) })
  .optional()
  .transform((v, ctx) => {
    const chosen = new Map<string, Set<string>>();
    for (const one of v === undefined ? [] : Array.isArray(v) ? v : [v]) {
      if (one.trim() === '') continue;
      const colon = one.indexOf(':');
      const name = one.slice(0, colon).trim().toLowerCase();
      const value = one
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (colon < 0 || !name || !value || name.length > 60 || value.length > 60 || /\p{Cc}/u.test(one)) {
        ctx.addIssue(codedIssue('query.option.format', { param: 'option' }));
        return z.NEVER;
      }
      chosen.set(name, (chosen.get(name) ?? new Set()).add(value));
    }
    if (chosen.size > MAX_OPTION_FILTERS) {
      ctx.addIssue(codedIssue('query.option.max', { param: 'option', maximum: String(MAX_OPTION_FILTERS) }));
      return z.NEVER;
    }
    for (const [name, values] of chosen)
      if (values.size > MAX_OPTION_FILTER_VALUES) {
        ctx.addIssue(codedIssue('query.option.values.max', { param: 'option', name, maximum: String(MAX_OPTION_FILTER_VALUES) }));
        return z.NEVER;
      }
    return chosen.size > 0 ? [...chosen].map(([name, values]) => ({ name, values: [...values] })) : undefined;
  });

/** One way a product comes (Size, Colour, Width) and its values, in the order the shop shows them. */
export const ProductOption = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof ProductOption>;

/** One sellable thing: a product in one value of each of its options (a parka in M and Red). A product
 * without options has exactly one, its default variant, whose id is the product's own: every line that
 * names only a product names that variant. */
export const Variant = z.object({
  _id: z.string(),
  /** Unique in the shop. */
  sku: z.string(),
  /** A value of each of the product's options ({} for a default variant). */
  options: z.record(z.string(), z.string()),
  /** Dollars: the product's price unless the variant has its own. */
  price: z.number(),
  stock: z.number().int(),
  /** The variant's own picture, if it has one (a colour); else the product's. */
  imageUrl: z.string().optional(),
  barcode: z.string().optional(),
  /** Archived variants leave the shop (and are not answered); a past order keeps its own copy. */
  forSale: z.boolean(),
  /** Dollars: what it costs while an automatic promotion takes a percentage off it (see `Product.sale`). */
  salePrice: z.number().optional(),
});
export type Variant = z.infer<typeof Variant>;

export const Product = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Its category's own (English) name, which links and filters use. */
  category: z.string(),
  /** Its category's name in the answer's language, where that differs (what a shopper reads). */
  categoryName: z.string().optional(),
  /** Its category's slug in the answer's language, where that differs (its page: categoryPath). */
  categorySlug: z.string().optional(),
  /** Dollars, two decimals. Stored as cents. A product with options: its lowest variant price ("from $x"). */
  price: z.number(),
  /** Its highest variant price, when its variants' prices differ. */
  priceMax: z.number().optional(),
  /** A product with options: the stock of all its variants. */
  stock: z.number().int(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  /** In the order they are chosen; [] for a product sold one way. */
  options: z.array(ProductOption).default([]),
  /** The values of its colour option, to draw as swatches on a card. */
  swatches: z.array(z.string()).optional(),
  /** Its variants for sale: on a product's own page and on lookups by id (`?ids=`), not in listings. */
  variants: z.array(Variant).optional(),
  /** While automatic promotions take a percentage off it, what one costs in the cart: dollars, its
   * lowest (and highest) variant price after them, and the promotions' names. */
  sale: z.object({ price: z.number(), priceMax: z.number().optional(), names: z.array(z.string()) }).optional(),
  /** The names of the automatic deals it is in that depend on how many are bought ("3 for 2"). */
  deals: z.array(z.string()).optional(),
  /** A gift card: sold by amount (its variants, or any amount from `minAmount` to `maxAmount`, dollars),
   * mailed rather than shipped, and carrying no tax. */
  giftCard: z.object({ minAmount: z.number(), maxAmount: z.number() }).optional(),
  /** Its approved reviews' average (one decimal; 0 with none) and how many, as the reviews service announced them. */
  rating: RatingSummary.optional(),
});
export type Product = z.infer<typeof Product>;
/** A product that is a gift card (see `Product.giftCard`). */
export type GiftCardProduct = Product & { giftCard: NonNullable<Product['giftCard']> };

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
  /** Products rated on average at least this many stars (1 to 5): "4 stars & up" is 4. */
  minRating: queryStars('minRating'),
  /** Products with a variant for sale (in stock, with `inStock`) of one of the values chosen of each
   * option chosen: `option=Size:M&option=Size:L&option=Colour:Red` is an M or an L that is red. */
  option: queryOptions,
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
  /** No product has every word of the search: these have some of them, the most first. */
  someWords: z.literal(true).optional(),
  facets: z
    .object({
      /** Within the search (or the category) and the other filters: how many in each category. */
      categories: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int(), label: z.string().optional() })),
      /** PRICE_BANDS, in order, with how many each would leave. Prices in dollars. */
      priceBands: z.array(z.object({ min: z.number(), max: z.number().optional(), count: z.number().int() })),
      inStock: z.number().int(),
      /** SHOPPER_TAGS that some product here has. */
      tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
      /** The options products here come in, each value with how many products have a variant for sale
       * (in stock, with `inStock`) of it, counted without the option's own choice; values in the order
       * the products list them (XS before S). */
      /** Each option and value keyed by its English; `label` is what a shopper reads in the answer's language. */
      options: z
        .array(
          z.object({
            name: z.string(),
            label: z.string().optional(),
            values: z.array(z.object({ value: z.string(), count: z.number().int(), label: z.string().optional() })),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const Category = z.object({
  /** The category's own (English) name: what a listing is filtered by, and what its address is made from. */
  name: z.string(),
  slug: z.string(),
  count: z.number().int(),
  /** Its name in the answer's language, where that differs (what a shopper reads). */
  label: z.string().optional(),
  /** Its slug in each of the store's languages (its page's address in each: categoryPath). */
  slugs: z.partialRecord(z.enum(LANGUAGES), z.string()).optional(),
});
export type Category = z.infer<typeof Category>;

/** GET /api/products/suggestions?q=: what the search box offers as a shopper types. */
export const SuggestionsQuery = z.object({ q: queryText('q', 100).default('') });

/** What a search box offers for what is typed so far, in the answer's language: searches that finish
 * its last word (or correct a typo), categories named so, and the first products the search finds. */
export const SearchSuggestions = z.object({
  /** What was typed, as read. */
  query: z.string(),
  /** Whole searches to run, the likeliest first ("casque" for "cas"; "parka" for "parkka"). */
  searches: z.array(z.string()),
  categories: z.array(Category),
  products: z.array(Product.pick({ _id: true, name: true, imageUrl: true, price: true, priceMax: true })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
/** How many of each a suggestion list holds. */
export const SUGGESTED = { searches: 4, categories: 3, products: 5 } as const;

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

/** A product's name and description in French, as staff write them: a blank one is missing (the shop
 * shows the English, and the back office flags it); one left out stays as it is. */
export const FrenchProductTexts = z.object({
  name: lineText('French name', 200).optional(),
  description: z.string().trim().max(5000, { error: 'product.description.tooLong' }).optional(),
  /** Its options' names and values in French, by the English name and value (a blank one shows in
   * English). Given, they replace the French options kept. */
  options: z
    .record(
      z.string().max(60),
      z.object({
        name: lineText('French option name', 60).optional(),
        values: z.record(z.string().max(60), lineText('French option value', 60)).optional(),
      }),
    )
    .refine((o) => Object.keys(o).length <= MAX_OPTIONS, { error: issueMessage('options.max', { maximum: String(MAX_OPTIONS) }) })
    .refine((o) => Object.values(o).every((x) => Object.keys(x.values ?? {}).length <= MAX_OPTION_VALUES), {
      error: issueMessage('option.values.max', { maximum: String(MAX_OPTION_VALUES) }),
    })
    .optional(),
});
/** A product's texts in the shop's languages other than English. */
export const ProductTranslations = z.object({ fr: FrenchProductTexts.optional() });
export type ProductTranslations = z.infer<typeof ProductTranslations>;

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
  texts: ProductTranslations.optional(),
});
export type NewProductRequest = z.infer<typeof NewProductRequest>;
