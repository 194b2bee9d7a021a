import type { Queryable } from '@storefront/data';
import type { Interaction, ShopperProfile } from '../domain/model';
import { PROFILE_LIMITS, buildProfile } from '../domain/profile';

export async function recordSearch(db: Queryable, userId: string, keyword: string): Promise<void> {
  await db.query(`INSERT INTO recommendations.searches (user_id, keyword) VALUES ($1, $2)`, [userId, keyword]);
}

/** A view of a product. Only each shopper's latest view of each product is kept: repeated views of one
 * product neither grow the table nor count twice. */
export async function recordView(db: Queryable, userId: string, productId: string, at: string): Promise<void> {
  await db.query(
    `INSERT INTO recommendations.views (user_id, product_id, viewed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = GREATEST(recommendations.views.viewed_at, EXCLUDED.viewed_at)`,
    [userId, productId, at],
  );
}

export async function recordPurchase(
  db: Queryable,
  p: { orderId: string; userId: string; at: string; items: Array<{ productId: string; quantity: number }> },
): Promise<void> {
  for (const item of p.items) {
    await db.query(
      `INSERT INTO recommendations.purchases (order_id, product_id, user_id, quantity, purchased_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [p.orderId, item.productId, p.userId, item.quantity, p.at],
    );
  }
}

/** Forgets a refunded purchase, so the model no longer learns from it: the whole order's when nothing
 * of its payment is left, else the refunded quantity of each refunded line (a line refunded in full is
 * gone; one of two toques refunded leaves the other, which the shopper still bought). Answers how many
 * purchase records changed. */
export async function forgetRefundedPurchase(
  db: Queryable,
  r: { refundId: string; orderId: string; orderFullyRefunded: boolean; items: Array<{ productId: string; quantity: number }> },
): Promise<number> {
  const { rowCount: first } = await db.query(
    `INSERT INTO recommendations.forgotten_refunds (refund_id, order_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [r.refundId, r.orderId],
  );
  if (first === 0) return 0;
  if (r.orderFullyRefunded) {
    const { rowCount } = await db.query(`DELETE FROM recommendations.purchases WHERE order_id = $1`, [r.orderId]);
    return rowCount;
  }
  let changed = 0;
  for (const item of r.items) {
    const { rowCount } = await db.query(
      `UPDATE recommendations.purchases SET quantity = quantity - $3 WHERE order_id = $1 AND product_id = $2 AND quantity > $3`,
      [r.orderId, item.productId, item.quantity],
    );
    const deleted =
      rowCount > 0
        ? 0
        : (
            await db.query(`DELETE FROM recommendations.purchases WHERE order_id = $1 AND product_id = $2 AND quantity <= $3`, [
              r.orderId,
              item.productId,
              item.quantity,
            ])
          ).rowCount;
    changed += rowCount + deleted;
  }
  return changed;
}

/** One shopper's profile (see buildProfile), reading no more than it keeps. */
export async function profileOf(db: Queryable, userId: string): Promise<ShopperProfile> {
  const time = (d: Date | string) => new Date(d).getTime();
  const [searches, views, purchases] = await Promise.all([
    db.query<{ keyword: string; at: Date }>(
      `SELECT keyword, searched_at AS at FROM recommendations.searches WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2`,
      [userId, PROFILE_LIMITS.searches],
    ),
    db.query<{ product_id: string; at: Date }>(
      `SELECT product_id, viewed_at AS at FROM recommendations.views WHERE user_id = $1 ORDER BY viewed_at DESC LIMIT $2`,
      [userId, PROFILE_LIMITS.viewed],
    ),
    db.query<{ product_id: string; at: Date; orders: number }>(
      `SELECT product_id, max(purchased_at) AS at, count(DISTINCT order_id)::int AS orders
         FROM recommendations.purchases WHERE user_id = $1 GROUP BY product_id`,
      [userId],
    ),
  ]);
  return buildProfile({
    searches: searches.rows.map((r) => ({ keyword: r.keyword, at: time(r.at) })),
    views: views.rows.map((r) => ({ productId: r.product_id, at: time(r.at) })),
    purchases: purchases.rows.map((r) => ({ productId: r.product_id, at: time(r.at), orders: Number(r.orders) })),
  });
}

/** Everyone's views and purchases of the last 180 days (the co-occurrence and popularity data). */
export async function recentInteractions(db: Queryable, limit = 200_000): Promise<Interaction[]> {
  const { rows } = await db.query<{ user_id: string; product_id: string; kind: 'view' | 'purchase'; at: Date }>(
    `SELECT user_id, product_id, 'view' AS kind, viewed_at AS at FROM recommendations.views WHERE viewed_at > now() - interval '180 days'
     UNION ALL
     SELECT user_id, product_id, 'purchase' AS kind, purchased_at AS at FROM recommendations.purchases WHERE purchased_at > now() - interval '180 days'
     ORDER BY at DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ userId: r.user_id, productId: r.product_id, kind: r.kind, at: new Date(r.at).getTime() }));
}
