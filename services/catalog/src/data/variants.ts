import { randomUUID } from 'node:crypto';
import { COLOUR_OPTIONS, type ProductOption, type Variant, type VariantEdit } from '@storefront/contracts';
import { type Queryable, isUuid } from '@storefront/data';

export interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  options: Record<string, string>;
  price_cents: number;
  stock: number;
  image_url: string | null;
  barcode: string | null;
  status: 'active' | 'archived';
}

export const VARIANT_COLUMNS = 'id, product_id, sku, options, price_cents, stock, image_url, barcode, status';

export function toVariant(row: VariantRow): Variant {
  return {
    _id: row.id,
    sku: row.sku,
    options: row.options,
    price: row.price_cents / 100,
    stock: row.stock,
    ...(row.image_url ? { imageUrl: row.image_url } : {}),
    ...(row.barcode ? { barcode: row.barcode } : {}),
    forSale: row.status === 'active',
  };
}

/** The values of a product's colour option: what a card draws as swatches. */
export function swatchesOf(options: ProductOption[]): string[] | undefined {
  return options.find((o) => COLOUR_OPTIONS.has(o.name.toLowerCase()))?.values;
}

/** The variants of these products, by product, in the order staff set; archived ones only if asked. */
export async function variantsOf(
  db: Queryable,
  productIds: readonly string[],
  { archived = false }: { archived?: boolean } = {},
): Promise<Map<string, Variant[]>> {
  const ids = productIds.filter(isUuid);
  const byProduct = new Map<string, Variant[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProduct;
  const { rows } = await db.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS} FROM catalog.variants
      WHERE product_id = ANY ($1::uuid[]) ${archived ? '' : `AND status = 'active'`}
      ORDER BY product_id, position, id`,
    [ids],
  );
  for (const row of rows) byProduct.get(row.product_id)?.push(toVariant(row));
  return byProduct;
}

export interface NewVariant {
  id?: string;
  sku: string;
  options: Record<string, string>;
  priceCents: number;
  stock: number;
  imageUrl?: string;
  barcode?: string;
  status?: 'active' | 'archived';
}

/** The SKU a product's default variant gets when none is given: from its id, so it is unique. */
export const defaultSku = (productId: string) => `P-${productId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/** A variant as staff give it (in the back office's table or a CSV row), as it is written. */
export const variantOfEdit = (v: VariantEdit): NewVariant => ({
  sku: v.sku,
  options: v.options,
  priceCents: v.price,
  stock: v.stock,
  imageUrl: v.imageUrl,
  barcode: v.barcode,
  status: v.forSale ? 'active' : 'archived',
});

/** A variant's columns, as a jsonb record gives them to a statement. */
const variantColumns = (v: NewVariant) => ({
  sku: v.sku,
  options: v.options,
  price_cents: v.priceCents,
  stock: v.stock,
  image_url: v.imageUrl ?? null,
  barcode: v.barcode ?? null,
  status: v.status ?? 'active',
});

/** Changes variants named by id to what the table gives, in one statement. */
export async function updateVariants(tx: Queryable, variants: Array<NewVariant & { id: string }>): Promise<void> {
  if (variants.length === 0) return;
  // SKUs are unique: a swap between two variants of a product passes through a free value first.
  await tx.query(`UPDATE catalog.variants SET sku = id::text WHERE id = ANY ($1::uuid[])`, [variants.map((v) => v.id)]);
  await tx.query(
    `UPDATE catalog.variants v
        SET sku = r.sku, options = r.options, price_cents = r.price_cents, stock = r.stock, image_url = r.image_url,
            barcode = r.barcode, status = r.status, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, sku text, options jsonb, price_cents integer, stock integer,
            image_url text, barcode text, status text)
      WHERE v.id = r.id`,
    [JSON.stringify(variants.map((v) => ({ ...variantColumns(v), id: v.id })))],
  );
}

/** Inserts variants of products in one statement, in the order given (their position). */
export async function insertVariants(db: Queryable, variants: Array<NewVariant & { productId: string }>): Promise<string[]> {
  if (variants.length === 0) return [];
  const rows = variants.map((v, position) => ({ ...variantColumns(v), id: v.id ?? randomUUID(), product_id: v.productId, position }));
  await db.query(
    `INSERT INTO catalog.variants (id, product_id, sku, options, price_cents, stock, image_url, barcode, status, position)
     SELECT r.id, r.product_id, r.sku, r.options, r.price_cents, r.stock, r.image_url, r.barcode, r.status, r.position
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, product_id uuid, sku text, options jsonb, price_cents integer,
            stock integer, image_url text, barcode text, status text, position integer)`,
    [JSON.stringify(rows)],
  );
  return rows.map((r) => r.id);
}

/** A variant for sale and its product's name and options, for a line that names it. */
export interface SoldVariant extends VariantRow {
  product_name: string;
  product_options: ProductOption[];
}

/** The variants for sale among `ids`, of products for sale, keyed by variant id. */
export async function findVariants(db: Queryable, ids: readonly string[]): Promise<Map<string, SoldVariant>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<SoldVariant>(
    `SELECT ${VARIANT_COLUMNS.split(', ')
      .map((c) => `v.${c}`)
      .join(', ')}, p.name AS product_name, p.options AS product_options
       FROM catalog.variants v JOIN catalog.products p ON p.id = v.product_id
      WHERE v.id = ANY ($1::uuid[]) AND v.status = 'active' AND p.status = 'active'`,
    [wanted],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which product each of these SKUs is a variant of (archived variants too: a SKU stays theirs), by
 * SKU in lower case. */
export async function productsOfSkus(db: Queryable, skus: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(skus.map((s) => s.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<{ sku: string; product_id: string }>(
    `SELECT lower(sku) AS sku, product_id FROM catalog.variants WHERE lower(sku) = ANY ($1::text[])`,
    [wanted],
  );
  return new Map(rows.map((r) => [r.sku, r.product_id]));
}
