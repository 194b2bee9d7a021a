import { type CartItem, type CartResponse, type Product, lineVariant } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import type { Chosen } from '../domain/variant-choice';

export interface LineRow {
  product_id: string;
  variant_id: string;
  name: string;
  options: Record<string, string>;
  sku: string;
  price_cents: number;
  image_url: string;
  stock: number;
  quantity: number;
}

const COLUMNS = 'product_id, variant_id, name, options, sku, price_cents, image_url, stock, quantity';

export function toCart(rows: LineRow[]): CartResponse {
  const items: CartItem[] = rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    _id: r.product_id,
    name: r.name,
    options: r.options,
    sku: r.sku,
    price: r.price_cents / 100,
    quantity: r.quantity,
    imageUrl: r.image_url,
    stock: r.stock,
  }));
  const totalCents = rows.reduce((sum, r) => sum + r.price_cents * r.quantity, 0);
  return { items, total: totalCents / 100, totalQuantity: rows.reduce((n, r) => n + r.quantity, 0) };
}

export async function lines(db: Queryable, userId: string, lock = false): Promise<LineRow[]> {
  const { rows } = await db.query<LineRow>(
    `SELECT ${COLUMNS} FROM cart.lines WHERE user_id = $1 ORDER BY added_at, product_id, variant_id${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows;
}

/** The cart's line of a variant, locked for the caller's transaction. */
export async function line(db: Queryable, userId: string, variantId: string, lock = true): Promise<LineRow | undefined> {
  const { rows } = await db.query<LineRow>(
    `SELECT ${COLUMNS} FROM cart.lines WHERE user_id = $1 AND variant_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [userId, variantId],
  );
  return rows[0];
}

/** What a line stores of its variant: the catalogue's current name, price, picture and stock. */
const copied = ({ product, variant }: Chosen) => [
  product._id,
  variant._id,
  product.name,
  JSON.stringify(variant.options),
  variant.sku,
  Math.round(variant.price * 100),
  variant.imageUrl ?? product.imageUrl,
  variant.stock,
];

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Writes a line with the catalogue's current name, price, picture and stock. */
export async function putLine(db: Queryable, userId: string, chosen: Chosen, quantity: number): Promise<void> {
  await db.query(
    `INSERT INTO cart.lines (user_id, product_id, variant_id, name, options, sku, price_cents, image_url, stock, quantity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (user_id, variant_id) DO UPDATE SET name = $4, options = $5, sku = $6, price_cents = $7, image_url = $8,
       stock = $9, quantity = $10, updated_at = now()`,
    [userId, ...copied(chosen), quantity],
  );
}

/** Adds to a line (creating it if need be) in one statement, so that two adds at once both count;
 * answers the line's new quantity. */
export async function addToLine(db: Queryable, userId: string, chosen: Chosen, quantity: number): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    `INSERT INTO cart.lines (user_id, product_id, variant_id, name, options, sku, price_cents, image_url, stock, quantity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (user_id, variant_id) DO UPDATE SET name = $4, options = $5, sku = $6, price_cents = $7, image_url = $8,
       stock = $9, quantity = cart.lines.quantity + EXCLUDED.quantity, updated_at = now()
     RETURNING quantity`,
    [userId, ...copied(chosen), quantity],
  );
  return rows[0]!.quantity;
}

/** Keeps the stored copy of each line in step with the catalogue; a variant the catalogue does not have,
 * or does not sell, leaves the cart. */
export async function refreshLines(db: Queryable, userId: string, current: Map<string, Product>, rows: LineRow[]): Promise<void> {
  for (const row of rows) {
    const product = current.get(row.product_id);
    const variant = product?.variants?.find((v) => v._id === row.variant_id && v.forSale);
    if (!product || !variant) {
      await db.query(`DELETE FROM cart.lines WHERE user_id = $1 AND variant_id = $2`, [userId, row.variant_id]);
      continue;
    }
    const now = copied({ product, variant });
    const stored = [
      row.product_id,
      row.variant_id,
      row.name,
      JSON.stringify(row.options),
      row.sku,
      row.price_cents,
      row.image_url,
      row.stock,
    ];
    // Options compare as values: the database keeps their keys in an order of its own.
    const changed = now.some((value, i) => (i === 3 ? !sameOptions(variant.options, row.options) : value !== stored[i]));
    if (changed) {
      await db.query(
        `UPDATE cart.lines SET name = $3, options = $4, sku = $5, price_cents = $6, image_url = $7, stock = $8
          WHERE user_id = $1 AND variant_id = $2`,
        [userId, ...now.slice(1)],
      );
    }
  }
}

export async function removeLine(db: Queryable, userId: string, variantId: string): Promise<void> {
  await db.query(`DELETE FROM cart.lines WHERE user_id = $1 AND variant_id = $2`, [userId, variantId]);
}

/** Takes what an order held out of the cart: each ordered quantity comes off its line, and a line left
 * with nothing goes. What the shopper put in the cart since stays there. */
export async function takeOrderedFromCart(
  db: Queryable,
  userId: string,
  ordered: Array<{ productId: string; variantId?: string; quantity: number }>,
): Promise<void> {
  if (ordered.length === 0) return;
  const totals = new Map<string, number>();
  for (const i of ordered) totals.set(lineVariant(i), (totals.get(lineVariant(i)) ?? 0) + i.quantity);
  const params = [userId, [...totals.keys()], [...totals.values()]];
  const orderedLines = `(SELECT * FROM unnest($2::uuid[], $3::int[]) AS t(variant_id, quantity)) o`;
  await db.query(
    `DELETE FROM cart.lines l USING ${orderedLines} WHERE l.user_id = $1 AND l.variant_id = o.variant_id AND l.quantity <= o.quantity`,
    params,
  );
  await db.query(
    `UPDATE cart.lines l SET quantity = l.quantity - o.quantity, updated_at = now() FROM ${orderedLines}
      WHERE l.user_id = $1 AND l.variant_id = o.variant_id`,
    params,
  );
}

export async function clearCart(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM cart.lines WHERE user_id = $1`, [userId]);
}
