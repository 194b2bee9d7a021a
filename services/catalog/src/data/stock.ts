import { type Queryable, isUuid } from '@storefront/data';

/** Takes `quantity` of a product out of stock, never below zero, in the caller's transaction (the row is
 * locked while it is read and changed); answers what was in stock before (0 for a product not found). */
export async function takeFromStock(tx: Queryable, productId: string, quantity: number): Promise<number> {
  const { rows } = await tx.query<{ before: number }>(
    `UPDATE catalog.products p SET stock = greatest(p.stock - $2, 0), updated_at = now()
       FROM (SELECT id, stock AS before FROM catalog.products WHERE id = $1 FOR UPDATE) old
      WHERE p.id = old.id RETURNING old.before`,
    [productId, quantity],
  );
  return rows[0]?.before ?? 0;
}

/** Notes what was taken out of stock for an order, so that cancelling it puts back exactly that. */
export async function recordTaken(tx: Queryable, orderId: string, productId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await tx.query(
    `INSERT INTO catalog.stock_taken (order_id, product_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (order_id, product_id) DO UPDATE SET quantity = catalog.stock_taken.quantity + EXCLUDED.quantity`,
    [orderId, productId, quantity],
  );
}

export interface PutBack {
  productId: string;
  quantity: number;
}

/** Puts back into stock what was taken for an order and is not back yet (nothing for an order that took
 * nothing), and notes it as back, so a second cancellation of the same order changes nothing. */
export async function putBackOrder(tx: Queryable, orderId: string): Promise<PutBack[]> {
  const { rows } = await tx.query<{ product_id: string; quantity: number }>(
    `WITH owed AS (
       SELECT order_id, product_id, quantity - put_back AS quantity FROM catalog.stock_taken
        WHERE order_id = $1 AND put_back < quantity FOR UPDATE
     ), noted AS (
       UPDATE catalog.stock_taken t SET put_back = t.quantity FROM owed
        WHERE t.order_id = owed.order_id AND t.product_id = owed.product_id
     )
     UPDATE catalog.products p SET stock = p.stock + owed.quantity, updated_at = now()
       FROM owed WHERE p.id = owed.product_id
     RETURNING p.id AS product_id, owed.quantity`,
    [orderId],
  );
  return rows.map((r) => ({ productId: r.product_id, quantity: r.quantity }));
}

/** Puts returned items back into stock (products that are gone are skipped), and counts them as back
 * for the order's record of what it took. */
export async function putBackReturned(tx: Queryable, orderId: string, items: ReadonlyArray<PutBack>): Promise<PutBack[]> {
  const back: PutBack[] = [];
  for (const item of items) {
    if (!isUuid(item.productId) || item.quantity <= 0) continue;
    const { rowCount } = await tx.query(`UPDATE catalog.products SET stock = stock + $2, updated_at = now() WHERE id = $1`, [
      item.productId,
      item.quantity,
    ]);
    if (rowCount === 0) continue;
    await tx.query(`UPDATE catalog.stock_taken SET put_back = least(quantity, put_back + $3) WHERE order_id = $1 AND product_id = $2`, [
      orderId,
      item.productId,
      item.quantity,
    ]);
    back.push(item);
  }
  return back;
}

export interface ShipmentReconciled {
  /** Put back: taken when the order was paid but not in the parcel (lines refunded before shipping). */
  back: PutBack[];
  /** Taken now: in the parcel but not taken when the order was paid (a backorder shipped once restocked). */
  taken: PutBack[];
  /** In the parcel but neither taken then nor in stock now (taking it would go below 0). */
  short: Array<{ productId: string; missing: number }>;
}

/** Makes what an order holds out of stock match what its parcel holds, product by product, in the
 * caller's transaction: what it took beyond the parcel goes back, what the parcel holds beyond what it
 * took is taken now (as far as the stock covers it, never below 0). Its record of what was taken is
 * changed to match, so a later return or cancellation puts back the truth; a second shipment of the same
 * order finds nothing to change (unless the stock was short the first time). Rows are locked in one
 * order (the order's records, then products by id), so two shipments at once cannot deadlock. */
export async function reconcileShipped(tx: Queryable, orderId: string, parcel: ReadonlyArray<PutBack>): Promise<ShipmentReconciled> {
  const shipped = new Map<string, number>();
  for (const line of parcel) {
    // stock_taken.product_id is a uuid: a line naming no product of ours is nothing the catalogue holds.
    if (!isUuid(line.productId) || line.quantity <= 0) continue;
    shipped.set(line.productId, (shipped.get(line.productId) ?? 0) + line.quantity);
  }
  const { rows } = await tx.query<{ product_id: string; held: number }>(
    `SELECT product_id, quantity - put_back AS held FROM catalog.stock_taken WHERE order_id = $1 ORDER BY product_id FOR UPDATE`,
    [orderId],
  );
  const held = new Map(rows.map((r) => [r.product_id, Number(r.held)]));
  const productIds = [...new Set([...held.keys(), ...shipped.keys()])].sort();
  const result: ShipmentReconciled = { back: [], taken: [], short: [] };
  for (const productId of productIds) {
    const difference = (shipped.get(productId) ?? 0) - (held.get(productId) ?? 0);
    if (difference < 0) {
      const quantity = -difference;
      const { rows: back } = await tx.query(
        `WITH noted AS (
           UPDATE catalog.stock_taken SET put_back = put_back + $3 WHERE order_id = $1 AND product_id = $2 RETURNING product_id
         )
         UPDATE catalog.products p SET stock = p.stock + $3, updated_at = now() FROM noted WHERE p.id = noted.product_id
         RETURNING p.id`,
        [orderId, productId, quantity],
      );
      if (back.length > 0) result.back.push({ productId, quantity });
    } else if (difference > 0) {
      const before = await takeFromStock(tx, productId, difference);
      const taken = Math.min(Math.max(0, before), difference);
      await recordTaken(tx, orderId, productId, taken);
      if (taken > 0) result.taken.push({ productId, quantity: taken });
      if (taken < difference) result.short.push({ productId, missing: difference - taken });
    }
  }
  return result;
}
