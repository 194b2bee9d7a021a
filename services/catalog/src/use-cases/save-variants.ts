import type { AdminProduct, Identity, Variant, VariantEdit, VariantsEdit } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { badRequest, conflict, notFound, recordAudit } from '@storefront/service-kit';
import { findAdminProduct } from '../data/admin-products';
import { insertVariants, updateVariants, variantOfEdit } from '../data/variants';

/** Saves a product's options and its variant table in one transaction: variants named by id change,
 * new ones are added, those left out are archived (past orders keep naming them). A changed stock needs
 * a reason; a SKU another product uses is refused. The audit log keeps the table before and after. */
export async function saveVariants(db: Database, actor: Identity, productId: string, edit: VariantsEdit): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await findAdminProduct(tx, productId, true);
    if (!before) throw notFound('product.notFound');
    const existing = new Map((before.variants ?? []).map((v) => [v._id, v]));
    for (const v of edit.variants) if (v._id && !existing.has(v._id)) throw badRequest('variant.notOfProduct');
    const variants = edit.variants.map((v) => ({ ...v, stock: stockToSave(existing, v) }));
    if (!edit.reason && stockChanged(existing, variants)) throw badRequest('variant.stock.reason');
    await refuseTakenSkus(tx, productId, variants);

    await writeVariants(tx, productId, { options: edit.options, variants });
    const after = (await findAdminProduct(tx, productId))!;
    await recordAudit(tx, 'catalog', {
      actor,
      action: 'product.variants-changed',
      targetType: 'product',
      targetId: productId,
      before: { options: before.options, variants: before.variants },
      after: { options: after.options, variants: after.variants, ...(edit.reason ? { reason: edit.reason } : {}) },
    });
    return after;
  });
}

/** Writes a product's options and variant table as given (checked, stock as it is to be saved) in the
 * caller's transaction, its product locked: the table's variants by id change, new ones are added, those
 * left out are archived, and the table's order is the shop's. */
export async function writeVariants(
  tx: Queryable,
  productId: string,
  edit: { options: VariantsEdit['options']; variants: VariantEdit[] },
): Promise<void> {
  await tx.query(`UPDATE catalog.products SET options = $2, updated_at = now() WHERE id = $1`, [productId, JSON.stringify(edit.options)]);
  const kept = new Set(edit.variants.flatMap((v) => (v._id ? [v._id] : [])));
  // Archived first: a combination a new variant takes over must be free.
  await tx.query(
    `UPDATE catalog.variants SET status = 'archived', updated_at = now() WHERE product_id = $1 AND NOT (id = ANY ($2::uuid[]))`,
    [productId, [...kept]],
  );
  await updateVariants(
    tx,
    edit.variants.flatMap((v) => (v._id ? [{ ...variantOfEdit(v), id: v._id }] : [])),
  );
  await insertVariants(
    tx,
    edit.variants.filter((v) => !v._id).map((v) => ({ productId, ...variantOfEdit(v) })),
  );
  await orderVariants(tx, productId, edit.variants);
}

/** The stock a variant is saved with: a new one's as given; an existing one's changed by what the table
 * changed (sales since it was opened stay taken), never below 0. The row is locked (its product is). */
function stockToSave(existing: Map<string, Variant>, v: VariantEdit): number {
  const now = v._id ? existing.get(v._id)!.stock : undefined;
  if (now === undefined || v.stockSeen === undefined) return v.stock;
  const stock = now + (v.stock - v.stockSeen);
  if (stock < 0) throw conflict('stock.belowZero', { stock: String(now), change: String(v.stockSeen - v.stock) });
  return stock;
}

function stockChanged(existing: Map<string, Variant>, variants: VariantEdit[]): boolean {
  return variants.some((v) => (v._id ? existing.get(v._id)!.stock !== v.stock : v.stock !== 0));
}

async function refuseTakenSkus(tx: Queryable, productId: string, variants: VariantEdit[]): Promise<void> {
  const { rows } = await tx.query<{ sku: string }>(
    `SELECT sku FROM catalog.variants WHERE lower(sku) = ANY ($1::text[]) AND product_id <> $2 LIMIT 1`,
    [variants.map((v) => v.sku.toLowerCase()), productId],
  );
  if (rows[0]) throw conflict('variant.sku.taken', { sku: rows[0].sku });
}

/** The table's order is the shop's: each variant's position is its row's. */
async function orderVariants(tx: Queryable, productId: string, variants: VariantEdit[]): Promise<void> {
  await tx.query(
    `UPDATE catalog.variants v SET position = r.position
       FROM jsonb_to_recordset($2::jsonb) AS r(sku text, position integer)
      WHERE v.product_id = $1 AND lower(v.sku) = lower(r.sku)`,
    [productId, JSON.stringify(variants.map((v, position) => ({ sku: v.sku, position })))],
  );
}
