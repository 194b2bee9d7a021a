import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import {
  type AdminProduct,
  type AuditAction,
  type AdminProductPage,
  AdminProductQuery,
  type CatalogDashboard,
  IdParams,
  ProductEdit,
  type ProductImportReport,
  type ProductStatus,
  StockAdjustment,
  type Variant,
  VariantsEdit,
} from '@storefront/contracts';
import type { Database } from '@storefront/data';
import {
  HttpError,
  badRequest,
  conflict,
  currentUser,
  endpoint,
  errorBody,
  notFound,
  recordAudit,
  requireAdmin,
} from '@storefront/service-kit';
import {
  catalogDashboard,
  findAdminProduct,
  allAdminProducts,
  listAdminProducts,
  setStatus,
  setStock,
  updateProducts,
} from '../data/admin-products';
import { variantsOf } from '../data/variants';
import { productsToCsv } from '../domain/product-csv';
import { isStoredImage } from '../images/exists';
import type { ImageStore } from '../images/store';
import { importProducts } from '../use-cases/import-products';
import { saveVariants } from '../use-cases/save-variants';
import { leavesFrenchMissing } from '../domain/catalogue-languages';

export interface AdminProductRouteDeps {
  db: Database;
  images: ImageStore;
  onEventsWritten: () => void;
  /** Every product must have its French (FRENCH_REQUIRED). */
  frenchRequired?: boolean;
}

/** The largest CSV an import takes (about 10,000 products). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The most a product's stock may be (as the create form and the CSV import allow). */
const MAX_STOCK = 1_000_000;

const PRODUCT_NOT_FOUND = 'product.notFound';

/** Reads a text/csv body of at most MAX_IMPORT_BYTES, refusing anything else with a message. */
function readCsv(req: Request, res: Response, next: NextFunction) {
  if (!req.is('text/csv')) {
    next(badRequest('import.notCsv'));
    return;
  }
  express.text({ type: 'text/csv', limit: MAX_IMPORT_BYTES })(req, res, (err: unknown) => {
    if (!err) return next();
    if ((err as { type?: string }).type === 'entity.too.large') return next(new HttpError(413, 'import.tooLarge'));
    next(err);
  });
}

export function mountAdminProductRoutes(app: Express, deps: AdminProductRouteDeps): void {
  app.get(
    '/api/admin/products',
    requireAdmin,
    endpoint({ query: AdminProductQuery }, ({ query }): Promise<AdminProductPage> => listAdminProducts(deps.db, query)),
  );
  mountProductFiles(app, deps);
  mountProductEdits(app, deps);
  mountProductStatus(app, deps);
  app.get(
    '/api/admin/dashboard/catalog',
    requireAdmin,
    endpoint({}, (): Promise<CatalogDashboard> => catalogDashboard(deps.db)),
  );
}

/** The catalogue as a CSV file, out and in. */
function mountProductFiles(app: Express, deps: AdminProductRouteDeps) {
  // Before '/api/admin/products/:id', which would otherwise take 'export.csv' for an id.
  app.get('/api/admin/products/export.csv', requireAdmin, async (_req, res) => {
    const products = await allAdminProducts(deps.db);
    const variants = await variantsOf(
      deps.db,
      products.map((p) => p._id),
      { archived: true },
    );
    const csv = productsToCsv(products.map((p) => ({ ...p, variants: variants.get(p._id) ?? [] })));
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    });
    res.send(csv);
  });

  app.post('/api/admin/products/import', requireAdmin, readCsv, async (req, res) => {
    const text = typeof req.body === 'string' ? req.body : '';
    // PostgreSQL cannot store U+0000; the JSON body check does not see a CSV body.
    if (text.includes('\u0000')) throw badRequest('import.nul');
    const report: ProductImportReport = await importProducts(deps, currentUser(req), text);
    if (!report.imported) {
      const rows = report.rejected.length;
      const refused = rows > 1 ? errorBody('import.rowsRefused', { rows: String(rows) }) : errorBody('import.rowRefused');
      res.status(400).json({ ...report, ...refused });
      return;
    }
    req.log.info({ created: report.created, updated: report.updated }, 'products imported');
    if (report.created > 0) deps.onEventsWritten();
    res.json(report);
  });
}

function mountProductEdits(app: Express, deps: AdminProductRouteDeps) {
  app.get(
    '/api/admin/products/:id',
    requireAdmin,
    endpoint({ params: IdParams }, async ({ params }): Promise<AdminProduct> => {
      const product = await findAdminProduct(deps.db, params.id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    }),
  );

  /** Every field and the picture; stock changes only with a reason (below). */
  app.put(
    '/api/admin/products/:id',
    requireAdmin,
    endpoint({ params: IdParams, body: ProductEdit }, async ({ params, body }, req): Promise<AdminProduct> => {
      if (!(await findAdminProduct(deps.db, params.id))) throw notFound(PRODUCT_NOT_FOUND);
      if (!(await isStoredImage(deps.images, body.imageUrl))) throw badRequest('image.notUploaded');
      return deps.db.transaction(async (tx) => {
        const before = await findAdminProduct(tx, params.id, true);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        if (deps.frenchRequired && leavesFrenchMissing(before.texts, body.texts)) throw badRequest('product.french.required');
        await updateProducts(tx, [{ id: before._id, ...body, priceCents: body.price }]);
        const after = (await findAdminProduct(tx, before._id))!;
        await recordAudit(tx, 'catalog', {
          actor: currentUser(req),
          action: 'product.updated',
          targetType: 'product',
          targetId: before._id,
          before,
          after,
        });
        return after;
      });
    }),
  );

  /** The options and the variant table, saved together (a variant left out is archived). */
  app.put(
    '/api/admin/products/:id/variants',
    requireAdmin,
    endpoint({ params: IdParams, body: VariantsEdit }, async ({ params, body }, req): Promise<AdminProduct> => {
      const images = body.variants.flatMap((v) => (v.imageUrl ? [v.imageUrl] : []));
      for (const url of new Set(images)) if (!(await isStoredImage(deps.images, url))) throw badRequest('image.notUploaded');
      return saveVariants(deps.db, currentUser(req), params.id, body);
    }),
  );

  /** Stock received, damaged, counted: a change with its reason; never below 0. */
  app.post(
    '/api/admin/products/:id/stock',
    requireAdmin,
    endpoint({ params: IdParams, body: StockAdjustment }, ({ params, body }, req): Promise<AdminProduct> =>
      deps.db.transaction(async (tx) => {
        const before = await findAdminProduct(tx, params.id, true);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        const variant = stockedVariant(before, body.variantId);
        const stock = variant.stock + body.change;
        if (stock < 0) {
          throw conflict('stock.belowZero', { stock: String(variant.stock), change: String(-body.change) });
        }
        if (stock > MAX_STOCK) {
          // The most a product may hold, as the CSV import and the upload form say.
          throw conflict('stock.aboveMax', {
            maximum: MAX_STOCK.toLocaleString('en-CA'),
            stock: String(variant.stock),
            change: String(body.change),
          });
        }
        const after = await setStock(tx, before._id, variant._id, stock);
        await recordAudit(tx, 'catalog', {
          actor: currentUser(req),
          action: 'product.stock-adjusted',
          targetType: 'product',
          targetId: before._id,
          before: { stock: variant.stock, ...(before.options.length ? { variantId: variant._id, sku: variant.sku } : {}) },
          after: { stock, change: body.change, reason: body.reason },
        });
        return after;
      }),
    ),
  );
}

/** The variant whose stock a change is of: the one named, or the only one of a product without options. */
function stockedVariant(product: AdminProduct, variantId: string | undefined): Variant {
  const variants = product.variants ?? [];
  if (!variantId) {
    if (product.options.length > 0) throw badRequest('product.stock.perVariant');
    return variants[0]!;
  }
  const variant = variants.find((v) => v._id === variantId);
  if (!variant) throw notFound('variant.notOfProduct');
  return variant;
}

/** Out of the shop and back in. */
function mountProductStatus(app: Express, deps: AdminProductRouteDeps) {
  const statusChange = (status: ProductStatus, action: AuditAction) =>
    endpoint({ params: IdParams }, ({ params }, req): Promise<AdminProduct> =>
      deps.db.transaction(async (tx) => {
        const before = await findAdminProduct(tx, params.id, true);
        if (!before) throw notFound(PRODUCT_NOT_FOUND);
        // Archiving an archived product (a double click) changes nothing and records nothing.
        if (before.status === status) return before;
        const after = await setStatus(tx, before._id, status);
        await recordAudit(tx, 'catalog', {
          actor: currentUser(req),
          action,
          targetType: 'product',
          targetId: before._id,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      }),
    );
  /** Out of the shop (listing, search, categories, product page, carts, new orders), kept on past orders
   * and in the back office. */
  app.post('/api/admin/products/:id/archive', requireAdmin, statusChange('archived', 'product.archived'));
  app.post('/api/admin/products/:id/restore', requireAdmin, statusChange('active', 'product.restored'));
}
