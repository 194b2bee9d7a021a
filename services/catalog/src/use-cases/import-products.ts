import { randomUUID } from 'node:crypto';
import type { AdminProduct, Identity, ProductCsvRow, ProductImportReport, VariantEdit } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { errorText } from '@storefront/contracts/errors';
import { recordAudit } from '@storefront/service-kit';
import { findAdminProduct, lockAdminProducts, updateProducts } from '../data/admin-products';
import { insertProducts } from '../data/products';
import { productsOfSkus, variantOfEdit, variantsOf } from '../data/variants';
import { leavesFrenchMissing } from '../domain/catalogue-languages';
import { type ProductPlan, type RowErrors, type ShopState, planImport } from '../domain/import-plan';
import { type CheckedRow, type ProductRows, readProductCsv } from '../domain/product-csv';
import { isStoredImage } from '../images/exists';
import type { ImageStore } from '../images/store';
import { writeVariants } from './save-variants';

const refused = (rejected: ProductImportReport['rejected']): ProductImportReport => ({ imported: false, created: 0, updated: 0, rejected });

/** Whether a row would change nothing of the product's own columns (an exported file imported again).
 * A product with options has its variants' price: its price column is not its own. */
function unchanged(before: AdminProduct, row: ProductCsvRow, withOptions: boolean): boolean {
  return (
    before.name === row.name &&
    before.description === row.description &&
    before.category === row.category &&
    (withOptions || Math.round(before.price * 100) === row.price) &&
    before.imageUrl === row.imageUrl &&
    before.status === row.status &&
    before.tags.join('|') === row.tags.join('|') &&
    sameTexts(before, row)
  );
}

/** Whether every text in another language the row gives is the product's already (one it does not give
 * stays); the options' French is compared whole. */
function sameTexts(before: AdminProduct, row: ProductCsvRow): boolean {
  return Object.entries(row.texts ?? {}).every(([language, texts]) =>
    Object.entries(texts ?? {}).every(([field, text]) => {
      const now = (before.texts as Record<string, Record<string, unknown> | undefined>)[language]?.[field];
      return typeof text === 'object' && text !== null ? stable(now ?? {}) === stable(text) : (now ?? '') === (text ?? '');
    }),
  );
}

/** JSON with its objects' keys in order: the database gives an option map back in its own order. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** Whether a plan changes a product's options or variants. The price of a product without options is
 * its own column's (its variant follows it). */
function variantsChange(before: AdminProduct, { options, table }: NonNullable<ProductPlan['variants']>): boolean {
  if (stable(before.options) !== stable(options)) return true;
  const current = new Map((before.variants ?? []).map((v) => [v._id, v]));
  return table.some((v) => {
    const now = v._id ? current.get(v._id) : undefined;
    if (!now) return true;
    const cents = Math.round(now.price * 100);
    const price = options.length === 0 && v.forSale ? cents : v.price;
    return (
      stable([now.sku, now.options, cents, now.imageUrl ?? null, now.barcode ?? null, now.forSale]) !==
      stable([v.sku, v.options, price, v.imageUrl ?? null, v.barcode ?? null, v.forSale])
    );
  });
}

/** Imports a CSV of products and their variants (see PRODUCT_CSV_COLUMNS), all or nothing: every row is
 * checked first (its fields, its product's other rows, that an id is a product's and a variant id one of
 * its variants, the variants as the back office's table is checked, SKUs, pictures); one refused row
 * refuses the file, with every error of every refused row. Otherwise one transaction updates and adds
 * them, audits each change and announces each new product. `updated` counts the products the file changed. */
export async function importProducts(
  deps: { db: Database; images: ImageStore; frenchRequired?: boolean },
  actor: Identity,
  csv: string,
): Promise<ProductImportReport> {
  const parsed = readProductCsv(csv);
  if (!parsed.ok) return refused([{ row: parsed.row, errors: parsed.errors }]);
  if (parsed.rows.length === 0)
    return refused([{ row: 2, errors: ['The file has no products: add one row per product under the header.'] }]);
  const storedImages = await storedImagesOf(deps.images, parsed.rows);

  return deps.db.transaction(async (tx) => {
    // The file's products are locked from their check to their save: stock taken meanwhile waits.
    const shop = await shopFor(tx, parsed.products, storedImages);
    const { plans, errors } = planImport(parsed.products, shop);
    if (deps.frenchRequired) frenchLeftMissing(plans, parsed.products, shop.products, errors);
    if (errors.size > 0) return refused([...errors].sort(([a], [b]) => a - b).map(([row, e]) => ({ row, errors: e })));
    return saveImport(tx, actor, plans, shop.products);
  });
}

/** A product the file would leave without its French (the shop requires it): an error on its first row. */
function frenchLeftMissing(plans: ProductPlan[], products: ProductRows[], before: Map<string, AdminProduct>, errors: RowErrors): void {
  plans.forEach((plan) => {
    if (!leavesFrenchMissing(plan.id ? before.get(plan.id)?.texts : undefined, plan.product.texts)) return;
    const row = products.find((p) => p.rows.some((r) => r.product === plan.product))?.rows[0]?.row ?? 2;
    errors.set(row, [...(errors.get(row) ?? []), errorText('product.french.required')]);
  });
}

/** Whether each picture the file names (a product's, a variant's) is one of the store's. */
async function storedImagesOf(images: ImageStore, rows: CheckedRow[]): Promise<Map<string, boolean>> {
  const urls = new Set(
    rows.flatMap((r) => [r.cells.imageUrl.trim(), r.cells.variantImageUrl.trim()]).filter((u) => u.startsWith('/images/')),
  );
  const stored = new Map<string, boolean>();
  for (const url of urls) stored.set(url, await isStoredImage(images, url));
  return stored;
}

async function shopFor(tx: Queryable, products: ProductRows[], storedImages: Map<string, boolean>): Promise<ShopState> {
  const locked = await lockAdminProducts(
    tx,
    products.flatMap((p) => (p.id ? [p.id] : [])),
  );
  const variants = await variantsOf(tx, [...locked.keys()], { archived: true });
  for (const [id, product] of locked) product.variants = variants.get(id) ?? [];
  const skus = products.flatMap((p) => p.rows.map((r) => r.cells.sku.trim()).filter(Boolean));
  return { products: locked, productOfSku: await productsOfSkus(tx, skus), storedImages };
}

const withoutVariants = ({ variants: _, ...product }: AdminProduct) => product;

/** Updates and adds the file's products in the caller's transaction, auditing each change and
 * announcing each new product. */
async function saveImport(
  tx: Queryable,
  actor: Identity,
  plans: ProductPlan[],
  before: Map<string, AdminProduct>,
): Promise<ProductImportReport> {
  const existing = plans.filter((p) => p.id !== undefined).map((p) => ({ plan: p, before: before.get(p.id!)! }));
  // The stock of a product already in the shop stays what it is now: sales since the export must not be
  // undone by an older count (stock changes with a reason, in the back office). New products take theirs.
  // A product with options (before or after) keeps its price: its variants' is written with them.
  const changes = existing
    .filter(({ plan, before }) => !unchanged(before, plan.product, (plan.variants?.options ?? before.options).length > 0))
    .map(({ plan, before }) => {
      const ownPrice = before.options.length === 0 && (plan.variants?.options ?? []).length === 0;
      return {
        ...plan.product,
        id: before._id,
        priceCents: ownPrice ? plan.product.price : Math.round(before.price * 100),
        stock: before.stock,
      };
    });
  const changed = await updateProducts(tx, changes);
  for (const after of changed) {
    await recordAudit(tx, 'catalog', {
      actor,
      action: 'product.updated',
      targetType: 'product',
      targetId: after._id,
      before: withoutVariants(before.get(after._id)!),
      after,
    });
  }
  const updated = new Set(changed.map((p) => p._id));
  for (const { plan, before: product } of existing) {
    if (!plan.variants || !variantsChange(product, plan.variants)) continue;
    await writeVariants(tx, product._id, { options: plan.variants.options, variants: plan.variants.table });
    const after = (await findAdminProduct(tx, product._id))!;
    await recordAudit(tx, 'catalog', {
      actor,
      action: 'product.variants-changed',
      targetType: 'product',
      targetId: product._id,
      before: { options: product.options, variants: product.variants },
      after: { options: after.options, variants: after.variants },
    });
    updated.add(product._id);
  }
  const created = await addProducts(
    tx,
    actor,
    plans.filter((p) => p.id === undefined),
  );
  return { imported: true, created, updated: updated.size, rejected: [] };
}

/** A new product's variants as they are inserted: a product without options has its variant for sale
 * under its own id, as every product sold one way does. */
const newVariants = (id: string, { options, table }: NonNullable<ProductPlan['variants']>) =>
  table.map((v: VariantEdit) => ({ ...variantOfEdit(v), ...(options.length === 0 && v.forSale ? { id } : {}) }));

/** Adds the file's new products (with their variants, if the file gives them), audits and announces each. */
async function addProducts(tx: Queryable, actor: Identity, plans: ProductPlan[]): Promise<number> {
  const additions = plans.map((p) => ({ plan: p, id: randomUUID() }));
  await insertProducts(
    tx,
    additions.map(({ plan, id }) => ({
      ...plan.product,
      id,
      priceCents: plan.product.price,
      ...(plan.variants ? { options: plan.variants.options, variants: newVariants(id, plan.variants) } : {}),
    })),
  );
  const created = await lockAdminProducts(
    tx,
    additions.map((a) => a.id),
  );
  const variants = await variantsOf(tx, [...created.keys()], { archived: true });
  for (const product of created.values()) {
    await recordAudit(tx, 'catalog', {
      actor,
      action: 'product.created',
      targetType: 'product',
      targetId: product._id,
      before: null,
      after: { ...product, variants: variants.get(product._id) ?? [] },
    });
    await addToOutbox(tx, 'catalog', 'product.created', {
      productId: product._id,
      name: product.name,
      category: product.category,
      tags: product.tags,
    });
  }
  return created.size;
}
