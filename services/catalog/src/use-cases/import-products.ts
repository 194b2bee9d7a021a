import { randomUUID } from 'node:crypto';
import type { AdminProduct, Identity, ProductCsvRow, ProductImportReport } from '@storefront/contracts';
import { type Database, type Queryable, isUuid } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { recordAudit } from '@storefront/service-kit';
import { existingProductIds, lockAdminProducts, updateProducts } from '../data/admin-products';
import { insertProducts } from '../data/products';
import { type CheckedRow, readProductCsv } from '../domain/product-csv';
import { isStoredImage } from '../images/exists';
import type { ImageStore } from '../images/store';

const refused = (rejected: ProductImportReport['rejected']): ProductImportReport => ({ imported: false, created: 0, updated: 0, rejected });

/** Whether a row would change nothing of the product (an exported file imported again). */
function unchanged(before: AdminProduct, row: ProductCsvRow): boolean {
  return (
    before.name === row.name &&
    before.description === row.description &&
    before.category === row.category &&
    Math.round(before.price * 100) === row.price &&
    before.imageUrl === row.imageUrl &&
    before.status === row.status &&
    before.tags.join('|') === row.tags.join('|')
  );
}

/** Imports a CSV of products, all or nothing: every row is checked first (its fields, that an id is a
 * product's, that the picture exists, that no id is on two rows); one refused row refuses the file, with
 * every error of every refused row. Otherwise one transaction updates and adds them, audits each change
 * and announces each new product. `updated` counts the products the file changed. */
export async function importProducts(
  deps: { db: Database; images: ImageStore },
  actor: Identity,
  csv: string,
): Promise<ProductImportReport> {
  const parsed = readProductCsv(csv);
  if (!parsed.ok) return refused([{ row: parsed.row, errors: parsed.errors }]);
  if (parsed.rows.length === 0)
    return refused([{ row: 2, errors: ['The file has no products: add one row per product under the header.'] }]);

  const rejected = await refusedRows(deps, parsed.rows);
  if (rejected.length > 0) return refused(rejected);

  const rows = parsed.rows.map((r) => r.product!);
  const updates = rows.filter((p) => p.id !== undefined).map((p) => ({ ...p, id: p.id!.toLowerCase() }));
  const additions = rows.filter((p) => p.id === undefined).map((p) => ({ ...p, id: randomUUID() }));

  return deps.db.transaction((tx) => saveImport(tx, actor, updates, additions));
}

/** The rows whose id is no product's or whose picture is not the store's, with every error of each,
 * beside those the file's own checks found. */
async function refusedRows(deps: { db: Database; images: ImageStore }, rows: CheckedRow[]): Promise<ProductImportReport['rejected']> {
  const idOf = (cells: { id: string }) => cells.id.trim().toLowerCase();
  const known = await existingProductIds(deps.db, rows.map((r) => idOf(r.cells)).filter(isUuid));
  const images = new Map<string, boolean>();
  for (const url of new Set(rows.map((r) => r.cells.imageUrl.trim()).filter((u) => u.startsWith('/images/')))) {
    images.set(url, await isStoredImage(deps.images, url));
  }
  const rejected: ProductImportReport['rejected'] = [];
  for (const r of rows) {
    const errors = [...r.errors];
    const id = idOf(r.cells);
    if (isUuid(id) && !known.has(id)) errors.push(`id: no product has the id ${id}. Leave the id empty to add a new product.`);
    const image = r.cells.imageUrl.trim();
    if (images.get(image) === false) errors.push(`imageUrl: ${image} is not an image of this store. Upload the picture first.`);
    if (errors.length > 0) rejected.push({ row: r.row, errors });
  }
  return rejected;
}

type ImportedProduct = NonNullable<CheckedRow['product']> & { id: string };

/** Updates and adds the file's products in the caller's transaction, auditing each change and
 * announcing each new product. */
async function saveImport(
  tx: Queryable,
  actor: Identity,
  updates: ImportedProduct[],
  additions: ImportedProduct[],
): Promise<ProductImportReport> {
  const before = await lockAdminProducts(
    tx,
    updates.map((u) => u.id),
  );
  // The stock of a product already in the shop stays what it is now: sales since the export must not be
  // undone by an older count (stock changes with a reason, in the back office). New products take theirs.
  const changes = updates.filter((u) => !unchanged(before.get(u.id)!, u)).map((u) => ({ ...u, stock: before.get(u.id)!.stock }));
  const changed = await updateProducts(
    tx,
    changes.map((u) => ({ ...u, priceCents: u.price })),
  );
  for (const after of changed) {
    await recordAudit(tx, 'catalog', {
      actor,
      action: 'product.updated',
      targetType: 'product',
      targetId: after._id,
      before: before.get(after._id),
      after,
    });
  }
  await insertProducts(
    tx,
    additions.map((a) => ({ ...a, priceCents: a.price })),
  );
  const created = await lockAdminProducts(
    tx,
    additions.map((a) => a.id),
  );
  for (const product of created.values()) {
    await recordAudit(tx, 'catalog', {
      actor,
      action: 'product.created',
      targetType: 'product',
      targetId: product._id,
      before: null,
      after: product,
    });
    await addToOutbox(tx, 'catalog', 'product.created', {
      productId: product._id,
      name: product.name,
      category: product.category,
      tags: product.tags,
    });
  }
  return { imported: true, created: created.size, updated: changed.length, rejected: [] };
}
