import { z } from 'zod';
import { MAX_PAGE_SIZE, ORDER_STATUSES } from './shop';
import { Id, lineText, queryFlag, queryInt, queryText, requiredText } from './common';
import { issueMessage } from './errors';
import { Product, ProductTranslations, Variant, productPrice, productStock, UPLOADED_IMAGE_URL } from './catalog';
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, variantsProblems } from './variants';

export { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, optionCombinations, variantsProblems } from './variants';
import { Order, OrderLineQuantity } from './orders';

// The back office (mf-admin) over the services' admin endpoints. Every one of them refuses anyone but an
// admin (403) in the service itself, and writes what it changed to that service's audit log.

const page = queryInt({ min: 1, refuseAbove: 100_000, fallback: 1, label: 'page' });
const limit = queryInt({ min: 1, max: MAX_PAGE_SIZE, fallback: 25, label: 'limit' });
const sortDirection = z.enum(['asc', 'desc'], { error: 'query.dir' }).optional().default('asc');

/** A paged answer. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), totalPages: z.number().int(), total: z.number().int() });

// ---- Products (catalog service) ----

export const PRODUCT_STATUSES = ['active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product as the back office sees it: archived ones too, its texts in English (its own fields) and in
 * the other languages (`texts`), and (on GET /api/admin/products/{id}) all its variants, archived ones
 * (`forSale: false`) included. */
export const AdminProduct = Product.extend({
  status: z.enum(PRODUCT_STATUSES),
  updatedAt: z.string(),
  texts: z.object({
    fr: z
      .object({
        name: z.string().optional(),
        description: z.string().optional(),
        options: z
          .record(z.string(), z.object({ name: z.string().optional(), values: z.record(z.string(), z.string()).optional() }))
          .optional(),
      })
      .optional(),
  }),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** GET /api/admin/products */
export const AdminProductQuery = z.object({
  page,
  limit,
  /** Words of the name, category or id. */
  q: queryText('q', 200),
  status: z
    .enum([...PRODUCT_STATUSES, 'all'], { error: 'query.productStatus' })
    .optional()
    .default('all'),
  sort: z
    .enum(['name', 'category', 'price', 'stock', 'status', 'createdAt', 'updatedAt'], {
      error: 'query.productSort',
    })
    .optional()
    .default('name'),
  dir: sortDirection,
  /** Only the products whose French name or description is missing. */
  missingFrench: queryFlag('missingFrench'),
  /** Only the products at or under LOW_STOCK_THRESHOLD. */
  lowStock: queryFlag('lowStock'),
  /** Only the products of this category (its exact name). */
  category: queryText('category', 100),
});
export type AdminProductQuery = z.infer<typeof AdminProductQuery>;
export const AdminProductPage = paged(AdminProduct);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

/** PUT /api/admin/products/{id}: every field (the picture: an image uploaded with POST /api/upload).
 * Stock is not here: it changes only with a reason (below), so the audit log says why. */
export const ProductEdit = z.object({
  name: requiredText('Name', 200, 'name.required'),
  description: z.string().trim().min(1, { error: 'product.description.required' }).max(5000, { error: 'product.description.tooLong' }),
  category: requiredText('Category', 100, 'product.category.required'),
  price: productPrice,
  imageUrl: z.string().refine((u) => UPLOADED_IMAGE_URL.test(u) || u.startsWith('/images/'), {
    error: 'product.image.notOurs',
  }),
  tags: z
    .array(requiredText('A tag', 40, 'product.tag.required').toLowerCase())
    .max(20)
    .default([]),
  /** Its texts in the other languages; left out: they stay as they are. */
  texts: ProductTranslations.optional(),
});
export type ProductEdit = z.infer<typeof ProductEdit>;

/** POST /api/admin/products/{id}/stock: a change (e.g. +20 received, -2 damaged) and why, of one variant
 * (a product without options: its only one). */
export const StockAdjustment = z.object({
  variantId: Id.optional(),
  change: z
    .number({ error: 'stock.change.notWhole' })
    .int({ error: 'stock.change.notWhole' })
    .refine((n) => n !== 0, { error: 'stock.change.zero' })
    .refine((n) => Math.abs(n) <= 1_000_000, { error: 'stock.change.tooBig' }),
  reason: requiredText('The reason', 200, 'reason.required'),
});
export type StockAdjustment = z.infer<typeof StockAdjustment>;

/** Letters, digits, dots, dashes and underscores: what a SKU is printed and scanned as. */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const VariantEdit = z.object({
  /** A variant the product has; none: a new one. */
  _id: Id.optional(),
  sku: requiredText('SKU', 64, 'variant.sku.required').regex(SKU, { error: 'variant.sku.format' }),
  options: z.record(lineText('An option value', 60), lineText('An option value', 60)),
  price: productPrice,
  stock: productStock,
  /** The stock the table showed when it was opened: an existing variant's stock then changes by the
   * difference, so sales made meanwhile are not undone. Without it, `stock` is the new count. */
  stockSeen: productStock.optional(),
  imageUrl: z
    .string()
    .refine((u) => UPLOADED_IMAGE_URL.test(u) || u.startsWith('/images/'), { error: 'product.image.notOurs' })
    .optional(),
  barcode: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{8,14}$/, { error: 'variant.barcode.format' })
        .optional(),
    )
    .optional(),
  forSale: z.boolean().default(true),
});
export type VariantEdit = z.infer<typeof VariantEdit>;

const OptionEdit = z.object({
  name: requiredText('An option name', 60, 'option.name.required'),
  values: z.array(requiredText('An option value', 60, 'option.values.required')).max(MAX_OPTION_VALUES),
});

/** PUT /api/admin/products/{id}/variants: the product's options and its variants, saved together. A variant
 * left out is archived (past orders keep naming it); a changed stock needs `reason`, for the audit log. */
export const VariantsEdit = z
  .object({
    options: z.array(OptionEdit).max(MAX_OPTIONS, { error: issueMessage('options.max', { maximum: String(MAX_OPTIONS) }) }),
    variants: z
      .array(VariantEdit)
      .min(1, { error: 'variants.required' })
      .max(MAX_VARIANTS, { error: issueMessage('variants.max', { maximum: String(MAX_VARIANTS) }) }),
    reason: lineText('The reason', 200).optional(),
  })
  .superRefine(({ options, variants }, ctx) => {
    for (const issue of variantsProblems(options, variants)) ctx.addIssue(issue);
  });
export type VariantsEdit = z.infer<typeof VariantsEdit>;

/** The variants of GET /api/admin/products/{id}: archived ones too. */
export const AdminVariants = z.array(Variant);

/** The CSV columns of GET /api/admin/products/export.csv and POST /api/admin/products/import (text/csv),
 * in order: the product's own, then its variant's.
 *
 * One row per variant, archived ones too (`variantForSale` false), the product's columns repeated on each;
 * the rows of one product follow each other. A product's rows share its id; a new product's (empty id)
 * are the rows that follow each other with the same name and each a `sku` (a row without one is a new
 * product of its own, as in a file without variant columns). Every row of a product must repeat the same
 * product columns.
 *
 * - A product without options: its price and stock are its `price` and `stock` columns (the export leaves
 *   `variantPrice` and `variantStock` empty for it); its variant columns name its variant (id, SKU,
 *   barcode, picture).
 * - A product with options: a row per variant, `option1Name`/`option1Value` to `option3…` in the options'
 *   order, its own `variantPrice` (empty: the row's `price`) and `variantStock`. The export writes the
 *   product's lowest price and total stock in `price` and `stock`; the import reads neither for it.
 * - A row with a `variantId` changes that variant (one of the product's); a row without adds one. The
 *   variants of a product are checked as the back office's table is (variantsProblems), with those the file
 *   leaves out as they are. A SKU is unique in the file and in the shop.
 *
 * An import adds and changes; it removes nothing: a variant the file leaves out stays as it is (to archive
 * one, set its `variantForSale` to false), and an option value no row uses stays on the product. Stock of
 * a product or variant already in the shop is not changed (it changes only with a reason, so sales since
 * the export are not undone); a new product or variant takes the stock given. A row with an id and no
 * variant columns (or empty ones) updates that product's own columns as before variants were. */
export const PRODUCT_CSV_PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'price',
  'stock',
  'tags',
  'imageUrl',
  'status',
] as const;
/** Optional on import: a file without them is one row per product, each sold one way. */
export const PRODUCT_CSV_VARIANT_COLUMNS = [
  'variantId',
  'sku',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'variantPrice',
  'variantStock',
  'barcode',
  'variantImageUrl',
  'variantForSale',
] as const;
/** Optional on import: the product's French name and description, and its row's option names and
 * values in French beside the English ones. A file without a column leaves that text as it is; an empty
 * cell leaves it missing (the shop shows the English). A file with the option columns gives the
 * product's French options whole, from all its rows. */
export const PRODUCT_CSV_TRANSLATION_COLUMNS = [
  'name_fr',
  'description_fr',
  'option1Name_fr',
  'option1Value_fr',
  'option2Name_fr',
  'option2Value_fr',
  'option3Name_fr',
  'option3Value_fr',
] as const;
/** The option columns in French, each beside the English one it translates. */
export const PRODUCT_CSV_FRENCH_OPTION_COLUMNS = ([1, 2, 3] as const).map((n) => ({
  name: `option${n}Name` as const,
  value: `option${n}Value` as const,
  nameFr: `option${n}Name_fr` as const,
  valueFr: `option${n}Value_fr` as const,
}));
export const PRODUCT_CSV_COLUMNS = [
  ...PRODUCT_CSV_PRODUCT_COLUMNS,
  ...PRODUCT_CSV_VARIANT_COLUMNS,
  ...PRODUCT_CSV_TRANSLATION_COLUMNS,
] as const;

/** One CSV row as the import checks it (all text, as CSV gives it). */
export const ProductCsvRow = z.object({
  id: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(Id.optional()),
  name: requiredText('name', 200, 'product.name.missing'),
  description: z.string().trim().min(1, { error: 'product.description.missing' }).max(5000),
  category: requiredText('category', 100, 'product.category.missing'),
  price: productPrice,
  stock: productStock,
  /** Separated by '|'. */
  tags: z
    .string()
    .trim()
    .transform((v) => (v ? v.split('|').map((t) => t.trim().toLowerCase()) : [])),
  imageUrl: z.string().trim().startsWith('/images/', { error: 'product.imageUrl.notOurs' }),
  status: z.enum(PRODUCT_STATUSES, { error: 'product.status.invalid' }).default('active'),
  /** From the name_fr and description_fr columns the file has (none: the French stays as it is). */
  texts: ProductTranslations.optional(),
});
export type ProductCsvRow = z.infer<typeof ProductCsvRow>;

const emptyAsNone = (v: string) => v.trim() || undefined;
const emptyCellAsNone = (v: unknown) => (typeof v === 'string' ? emptyAsNone(v) : v);

/** The variant columns of one CSV row as the import checks them (all text; an empty cell is none). */
export const VariantCsvCells = z.object({
  variantId: z.string().transform(emptyAsNone).pipe(Id.optional()),
  sku: z
    .string()
    .transform(emptyAsNone)
    .pipe(z.string().regex(SKU, { error: 'variant.sku.format' }).optional()),
  /** [name, value] of each option the row names, in its columns' order. */
  options: z.array(z.tuple([lineText('An option name', 60), lineText('An option value', 60)])).max(MAX_OPTIONS),
  variantPrice: z.preprocess(emptyCellAsNone, productPrice.optional()),
  variantStock: z.preprocess(emptyCellAsNone, productStock.optional()),
  barcode: z
    .string()
    .transform(emptyAsNone)
    .pipe(
      z
        .string()
        .regex(/^\d{8,14}$/, { error: 'variant.barcode.format' })
        .optional(),
    ),
  variantImageUrl: z
    .string()
    .transform(emptyAsNone)
    .pipe(z.string().startsWith('/images/', { error: 'import.variantImageUrl.notOurs' }).optional()),
  variantForSale: z
    .string()
    .transform((v) => v.trim().toLowerCase() || 'true')
    .pipe(z.enum(['true', 'false'], { error: 'import.variantForSale.invalid' }))
    .transform((v) => v === 'true'),
});
export type VariantCsvCells = z.infer<typeof VariantCsvCells>;

/** What an import did: all rows, or (any row refused) none, with every refused row and why. */
export const ProductImportReport = z.object({
  imported: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Row numbers count the header as row 1, as a spreadsheet shows them. */
  rejected: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type ProductImportReport = z.infer<typeof ProductImportReport>;

/** GET /api/admin/dashboard/catalog */
export const CatalogDashboard = z.object({
  activeProducts: z.number().int(),
  archivedProducts: z.number().int(),
  /** Active products whose French name or description is missing (the shop shows them in English). */
  missingFrench: z.number().int(),
  /** Active products at or under LOW_STOCK_THRESHOLD (GET /api/admin/products?lowStock=true lists them),
   * and how many of them each category holds, most first. */
  lowStock: z.number().int(),
  lowStockByCategory: z.array(z.object({ category: z.string(), products: z.number().int() })),
});
export type CatalogDashboard = z.infer<typeof CatalogDashboard>;

// ---- Orders (orders service) ----

/** GET /api/admin/orders */
export const AdminOrderQuery = z.object({
  page,
  limit,
  status: z.enum(ORDER_STATUSES, { error: 'query.orderStatus' }).optional(),
  /** Placed on or after / before this day (YYYY-MM-DD, the store's time zone). */
  from: z.iso
    .date({ error: 'query.from.format' })
    .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', { error: 'query.from.range' })
    .optional(),
  to: z.iso
    .date({ error: 'query.to.format' })
    .refine((d) => d >= '2000-01-01' && d <= '2999-12-31', { error: 'query.to.range' })
    .optional(),
  /** An order number (the first 8 characters of its id, as mails show it, or all of it) or an email. */
  q: queryText('q', 200),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrder = Order.extend({
  customerEmail: z.string(),
  customerName: z.string(),
  /** Why the order waits for staff ('Payment Review'), else ''. */
  reviewReason: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrderPage = paged(AdminOrder);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** POST /api/admin/orders/{orderId}/ship */
export const ShipOrderRequest = z.object({
  carrier: requiredText('The carrier', 100, 'shipment.carrier.required'),
  trackingNumber: requiredText('The tracking number', 100, 'shipment.tracking.required'),
});
/** POST /api/admin/orders/{orderId}/cancel */
export const AdminCancelRequest = z.object({ reason: requiredText('The reason', 200, 'reason.required') });
/** POST /api/admin/orders/{orderId}/refunds: some lines (with their tax), or, without lines, all that is
 * left to refund. */
export const RefundRequest = z
  .object({
    items: z.array(OrderLineQuantity).max(100).optional(),
    /** A received return: its lines are refunded (then `items` is left out). */
    returnId: z.string().max(100).optional(),
    reason: requiredText('The reason', 200, 'reason.required'),
  })
  .refine((r) => !(r.returnId && r.items?.length), { error: issueMessage('refund.returnOrLines'), path: ['items'] });
export type RefundRequest = z.infer<typeof RefundRequest>;
/** POST /api/admin/orders/{orderId}/returns/{returnId}/receive: the parcel came back. */
export const ReturnParams = z.object({ orderId: z.string(), returnId: z.string() });

/** A period's sales (dollars): orders paid in it and what they came to, taxes and shipping in (gross);
 * what promotions took off them; refunds the provider confirmed in it, whichever order they were of; and
 * gross less refunds (net). A cancelled order that was paid counts in gross and its refund in refunds. */
export const SalesFigures = z.object({
  orders: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  net: z.number(),
  /** Visits that began in the period (a visit: a browser's pages until it is idle 30 minutes), and those
   * of them that placed an order since paid. */
  visits: z.number().int(),
  buyingVisits: z.number().int(),
});
export type SalesFigures = z.infer<typeof SalesFigures>;
export const SalesDay = SalesFigures.extend({ day: z.iso.date() });
export type SalesDay = z.infer<typeof SalesDay>;

/** A product among the last 30 days' best sellers: units on paid orders less units refunded, and what
 * those units really cost (after their discounts, before tax). */
export const TopSeller = z.object({ productId: z.string(), name: z.string(), units: z.number().int(), sales: z.number() });
export type TopSeller = z.infer<typeof TopSeller>;

/** Days the dashboard charts, and the same number before them to compare with. */
export const DASHBOARD_DAYS = 30;

/** GET /api/admin/dashboard/orders (the store's days: midnight in Toronto) */
export const OrdersDashboard = z.object({
  today: SalesFigures,
  /** The last seven days, today included. */
  week: SalesFigures,
  /** The last DASHBOARD_DAYS days, today included, and the same number of days before them. */
  period: SalesFigures,
  previousPeriod: SalesFigures,
  /** Each of the last DASHBOARD_DAYS days, oldest first, and each of the days before them. */
  days: z.array(SalesDay),
  previousDays: z.array(SalesDay),
  /** The period's best sellers by units, at most 10. */
  topSellers: z.array(TopSeller),
  /** Paid and not shipped (backordered ones included). */
  waitingToShip: z.number().int(),
  needsReview: z.number().int(),
  returnsToReceive: z.number().int(),
});
export type OrdersDashboard = z.infer<typeof OrdersDashboard>;

// ---- The audit log (each service keeps its own; GET /api/admin/audit/{service}) ----

export const AuditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  /** Who did it: the admin's id and email. */
  actorId: z.string(),
  actorEmail: z.string(),
  /** What was done, e.g. 'product.updated', 'order.shipped', 'refund.requested'. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({ page, limit, targetId: queryText('targetId', 100), action: queryText('action', 100) });
export const AuditPage = paged(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

// ---- Dead letters (each consuming service answers for its own consumers; GET /api/admin/dead-letters/{service}) ----

/** An event one of the service's consumers gave up on: which, why, when, and the event as it was sent. */
export const DeadLetterView = z.object({
  consumer: z.string(),
  eventId: z.string(),
  type: z.string(),
  reason: z.string(),
  deadAt: z.string().nullable(),
  event: z.unknown(),
});
export type DeadLetterView = z.infer<typeof DeadLetterView>;
export const DeadLetterList = z.object({ items: z.array(DeadLetterView) });
export type DeadLetterList = z.infer<typeof DeadLetterList>;

/** POST /api/admin/dead-letters/{service}/replay: one event (its id) or every one (all: true). */
export const DeadLetterReplayRequest = z
  .strictObject({
    eventId: z.uuid({ error: 'deadLetters.eventId' }).optional(),
    all: z.literal(true, { error: 'deadLetters.all' }).optional(),
  })
  .refine((b) => (b.eventId === undefined) !== (b.all === undefined), {
    error: 'deadLetters.which',
  });
export type DeadLetterReplayRequest = z.infer<typeof DeadLetterReplayRequest>;
