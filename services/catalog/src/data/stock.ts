import { type Queryable, isUuid } from '@storefront/data';

/** Takes `quantity` of a variant out of stock, never below zero, in the caller's transaction; answers what
 * was in stock before (0 for a variant not found). Its product's row is locked first, then the variant's
 * (migration 008's order), so that orders for several variants of one product never wait on each other. */
export async function takeFromStock(tx: Queryable, variantId: string, quantity: number): Promise<number> {
  if (!isUuid(variantId)) return 0;
  await tx.query(`SELECT 1 FROM catalog.products WHERE id = (SELECT product_id FROM catalog.variants WHERE id = $1) FOR UPDATE`, [
    variantId,
  ]);
  const { rows } = await tx.query<{ before: number }>(
    `UPDATE catalog.variants v SET stock = greatest(v.stock - $2, 0), updated_at = now()
       FROM (SELECT id, stock AS before FROM catalog.variants WHERE id = $1 FOR UPDATE) old
      WHERE v.id = old.id RETURNING old.before`,
    [variantId, quantity],
  );
  return rows[0]?.before ?? 0;
}

/** Notes what was taken out of stock for an order, so that cancelling it puts back exactly that. */
export async function recordTaken(tx: Queryable, orderId: string, variantId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await tx.query(
    `INSERT INTO catalog.stock_taken (order_id, variant_id, product_id, quantity)
       SELECT $1, v.id, v.product_id, $3 FROM catalog.variants v WHERE v.id = $2
     ON CONFLICT (order_id, variant_id) DO UPDATE SET quantity = catalog.stock_taken.quantity + EXCLUDED.quantity`,
    [orderId, variantId, quantity],
  );
}

/** Puts `quantity` of a variant back into stock (its product locked first); false for one that is gone. */
async function putBack(tx: Queryable, variantId: string, quantity: number): Promise<boolean> {
  await tx.query(`SELECT 1 FROM catalog.products WHERE id = (SELECT product_id FROM catalog.variants WHERE id = $1) FOR UPDATE`, [
    variantId,
  ]);
  const { rowCount } = await tx.query(`UPDATE catalog.variants SET stock = stock + $2, updated_at = now() WHERE id = $1`, [
    variantId,
    quantity,
  ]);
  return (rowCount ?? 0) > 0;
}

/** A quantity of one variant of an order's (the product's id for a product without options). */
export interface PutBack {
  variantId: string;
  quantity: number;
}

/** Puts back into stock what was taken for an order and is not back yet (nothing for an order that took
 * nothing), and notes it as back, so a second cancellation of the same order changes nothing. */
export async function putBackOrder(tx: Queryable, orderId: string): Promise<PutBack[]> {
  const { rows } = await tx.query<{ variant_id: string; quantity: number }>(
    `SELECT variant_id, quantity - put_back AS quantity FROM catalog.stock_taken
      WHERE order_id = $1 AND put_back < quantity ORDER BY product_id, variant_id FOR UPDATE`,
    [orderId],
  );
  await lockProductsOf(
    tx,
    rows.map((r) => r.variant_id),
  );
  const back: PutBack[] = [];
  for (const r of rows) {
    await tx.query(`UPDATE catalog.stock_taken SET put_back = quantity WHERE order_id = $1 AND variant_id = $2`, [orderId, r.variant_id]);
    if (await putBack(tx, r.variant_id, Number(r.quantity))) back.push({ variantId: r.variant_id, quantity: Number(r.quantity) });
  }
  return back;
}

/** Puts returned items back into stock (variants that are gone are skipped), and counts them as back
 * for the order's record of what it took. */
export async function putBackReturned(tx: Queryable, orderId: string, items: ReadonlyArray<PutBack>): Promise<PutBack[]> {
  await lockProductsOf(
    tx,
    items.map((i) => i.variantId),
  );
  const back: PutBack[] = [];
  for (const item of items) {
    if (!isUuid(item.variantId) || item.quantity <= 0) continue;
    if (!(await putBack(tx, item.variantId, item.quantity))) continue;
    await tx.query(`UPDATE catalog.stock_taken SET put_back = least(quantity, put_back + $3) WHERE order_id = $1 AND variant_id = $2`, [
      orderId,
      item.variantId,
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
  short: Array<{ variantId: string; missing: number }>;
}

/** Makes what an order holds out of stock match what its parcel holds, variant by variant, in the
 * caller's transaction: what it took beyond the parcel goes back, what the parcel holds beyond what it
 * took is taken now (as far as the stock covers it, never below 0). Its record of what was taken is
 * changed to match, so a later return or cancellation puts back the truth; a second shipment of the same
 * order finds nothing to change (unless the stock was short the first time). Rows are locked in one
 * order (the order's records, then its products by id), so two shipments at once cannot deadlock. */
export async function reconcileShipped(tx: Queryable, orderId: string, parcel: ReadonlyArray<PutBack>): Promise<ShipmentReconciled> {
  const shipped = new Map<string, number>();
  for (const line of parcel) {
    // stock_taken.variant_id is a uuid: a line naming no variant of ours is nothing the catalogue holds.
    if (!isUuid(line.variantId) || line.quantity <= 0) continue;
    shipped.set(line.variantId, (shipped.get(line.variantId) ?? 0) + line.quantity);
  }
  const { rows } = await tx.query<{ variant_id: string; held: number }>(
    `SELECT variant_id, quantity - put_back AS held FROM catalog.stock_taken WHERE order_id = $1 ORDER BY variant_id FOR UPDATE`,
    [orderId],
  );
  const held = new Map(rows.map((r) => [r.variant_id, Number(r.held)]));
  const variantIds = [...new Set([...held.keys(), ...shipped.keys()])].sort();
  await lockProductsOf(tx, variantIds);
  const result: ShipmentReconciled = { back: [], taken: [], short: [] };
  for (const variantId of variantIds) {
    const difference = (shipped.get(variantId) ?? 0) - (held.get(variantId) ?? 0);
    if (difference < 0) {
      const quantity = -difference;
      const { rowCount } = await tx.query(
        `UPDATE catalog.stock_taken SET put_back = put_back + $3 WHERE order_id = $1 AND variant_id = $2`,
        [orderId, variantId, quantity],
      );
      if ((rowCount ?? 0) > 0 && (await putBack(tx, variantId, quantity))) result.back.push({ variantId, quantity });
    } else if (difference > 0) {
      const before = await takeFromStock(tx, variantId, difference);
      const taken = Math.min(Math.max(0, before), difference);
      await recordTaken(tx, orderId, variantId, taken);
      if (taken > 0) result.taken.push({ variantId, quantity: taken });
      if (taken < difference) result.short.push({ variantId, missing: difference - taken });
    }
  }
  return result;
}

/** Locks the products of these variants, in id order: what every change of several variants' stock does
 * first, so two of them at once never each hold a product the other waits for. */
export async function lockProductsOf(tx: Queryable, variantIds: readonly string[]): Promise<void> {
  const ids = variantIds.filter(isUuid);
  if (ids.length === 0) return;
  await tx.query(
    `SELECT 1 FROM catalog.products
      WHERE id IN (SELECT product_id FROM catalog.variants WHERE id = ANY ($1::uuid[])) ORDER BY id FOR UPDATE`,
    [ids],
  );
}
