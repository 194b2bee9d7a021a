import type { CartItem, CartResponse, Product } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';

export interface LineRow {
  product_id: string;
  name: string;
  price_cents: number;
  image_url: string;
  stock: number;
  quantity: number;
}

const COLUMNS = 'product_id, name, price_cents, image_url, stock, quantity';

export function toCart(rows: LineRow[]): CartResponse {
  const items: CartItem[] = rows.map((r) => ({
    productId: r.product_id,
    _id: r.product_id,
    name: r.name,
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
    `SELECT ${COLUMNS} FROM cart.lines WHERE user_id = $1 ORDER BY added_at, product_id${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows;
}

export async function line(db: Queryable, userId: string, productId: string): Promise<LineRow | undefined> {
  const { rows } = await db.query<LineRow>(`SELECT ${COLUMNS} FROM cart.lines WHERE user_id = $1 AND product_id = $2 FOR UPDATE`, [
    userId,
    productId,
  ]);
  return rows[0];
}

/** Writes a line with the catalogue's current name, price, picture and stock. */
export async function putLine(db: Queryable, userId: string, product: Product, quantity: number): Promise<void> {
  await db.query(
    `INSERT INTO cart.lines (user_id, product_id, name, price_cents, image_url, stock, quantity)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, product_id) DO UPDATE SET name = $3, price_cents = $4, image_url = $5, stock = $6, quantity = $7, updated_at = now()`,
    [userId, product._id, product.name, Math.round(product.price * 100), product.imageUrl, product.stock, quantity],
  );
}

/** Adds to a line (creating it if need be) in one statement, so that two adds at once both count;
 * answers the line's new quantity. */
export async function addToLine(db: Queryable, userId: string, product: Product, quantity: number): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    `INSERT INTO cart.lines (user_id, product_id, name, price_cents, image_url, stock, quantity)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, product_id) DO UPDATE SET name = $3, price_cents = $4, image_url = $5, stock = $6,
       quantity = cart.lines.quantity + EXCLUDED.quantity, updated_at = now()
     RETURNING quantity`,
    [userId, product._id, product.name, Math.round(product.price * 100), product.imageUrl, product.stock, quantity],
  );
  return rows[0]!.quantity;
}

/** Keeps the stored copy of each line in step with the catalogue; products that are gone leave the cart. */
export async function refreshLines(db: Queryable, userId: string, current: Map<string, Product>, rows: LineRow[]): Promise<void> {
  for (const row of rows) {
    const p = current.get(row.product_id);
    if (!p) {
      await db.query(`DELETE FROM cart.lines WHERE user_id = $1 AND product_id = $2`, [userId, row.product_id]);
    } else if (
      p.name !== row.name ||
      Math.round(p.price * 100) !== row.price_cents ||
      p.imageUrl !== row.image_url ||
      p.stock !== row.stock
    ) {
      await db.query(
        `UPDATE cart.lines SET name = $3, price_cents = $4, image_url = $5, stock = $6 WHERE user_id = $1 AND product_id = $2`,
        [userId, row.product_id, p.name, Math.round(p.price * 100), p.imageUrl, p.stock],
      );
    }
  }
}

export async function removeLine(db: Queryable, userId: string, productId: string): Promise<void> {
  await db.query(`DELETE FROM cart.lines WHERE user_id = $1 AND product_id = $2`, [userId, productId]);
}

/** Takes what an order held out of the cart: each ordered quantity comes off its line, and a line left
 * with nothing goes. What the shopper put in the cart since stays there. */
export async function takeOrderedFromCart(
  db: Queryable,
  userId: string,
  ordered: Array<{ productId: string; quantity: number }>,
): Promise<void> {
  if (ordered.length === 0) return;
  const totals = new Map<string, number>();
  for (const i of ordered) totals.set(i.productId, (totals.get(i.productId) ?? 0) + i.quantity);
  const params = [userId, [...totals.keys()], [...totals.values()]];
  const orderedLines = `(SELECT * FROM unnest($2::uuid[], $3::int[]) AS t(product_id, quantity)) o`;
  await db.query(
    `DELETE FROM cart.lines l USING ${orderedLines} WHERE l.user_id = $1 AND l.product_id = o.product_id AND l.quantity <= o.quantity`,
    params,
  );
  await db.query(
    `UPDATE cart.lines l SET quantity = l.quantity - o.quantity, updated_at = now() FROM ${orderedLines}
      WHERE l.user_id = $1 AND l.product_id = o.product_id`,
    params,
  );
}

export async function clearCart(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM cart.lines WHERE user_id = $1`, [userId]);
}
