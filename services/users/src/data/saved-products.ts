import { HISTORY_LIMIT } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { lockAccount } from './accounts';

/** Wishlist product ids, most recently added first. With `lock`, inside a transaction, other changes
 * to this shopper's wishlist wait until it ends (the limit holds when two adds arrive at once). */
export async function wishlist(db: Queryable, userId: string, options: { lock?: boolean } = {}): Promise<string[]> {
  if (options.lock) await lockAccount(db, userId);
  const { rows } = await db.query<{ product_id: string }>(
    `SELECT product_id FROM users.wishlist WHERE user_id = $1 ORDER BY added_at DESC, product_id`,
    [userId],
  );
  return rows.map((r) => r.product_id);
}

/** Adds products to the wishlist; answers how many were new (a product is listed once). */
export async function addToWishlist(db: Queryable, userId: string, productIds: string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const result = await db.query(
    `INSERT INTO users.wishlist (user_id, product_id)
     SELECT $1, p FROM unnest($2::uuid[]) AS p ON CONFLICT DO NOTHING`,
    [userId, productIds],
  );
  return result.rowCount;
}

export async function removeFromWishlist(db: Queryable, userId: string, productId: string): Promise<void> {
  await db.query(`DELETE FROM users.wishlist WHERE user_id = $1 AND product_id = $2`, [userId, productId]);
}

/** Browsing history: most recent first, no repeats, at most HISTORY_LIMIT products. */
export async function history(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ product_id: string }>(
    `SELECT product_id FROM users.history WHERE user_id = $1 ORDER BY viewed_at DESC, product_id LIMIT $2`,
    [userId, HISTORY_LIMIT],
  );
  return rows.map((r) => r.product_id);
}

/** Records views, the first id the most recent; a product seen again moves to the front. Older entries
 * beyond the limit are dropped. Answers when each product had been viewed before, if it was still in
 * the history. */
export async function recordViews(db: Queryable, userId: string, productIdsNewestFirst: string[]): Promise<Map<string, Date>> {
  if (productIdsNewestFirst.length === 0) return new Map();
  const { rows: before } = await db.query<{ product_id: string; viewed_at: Date }>(
    `SELECT product_id, viewed_at FROM users.history WHERE user_id = $1 AND product_id = ANY($2::uuid[])`,
    [userId, productIdsNewestFirst],
  );
  await db.query(
    `INSERT INTO users.history (user_id, product_id, viewed_at)
     SELECT $1, p.id, now() - (p.n - 1) * interval '1 millisecond'
       FROM unnest($2::uuid[]) WITH ORDINALITY AS p(id, n)
     ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
    [userId, [...new Set(productIdsNewestFirst)]],
  );
  await db.query(
    `DELETE FROM users.history WHERE user_id = $1 AND product_id NOT IN (
       SELECT product_id FROM users.history WHERE user_id = $1 ORDER BY viewed_at DESC, product_id LIMIT $2)`,
    [userId, HISTORY_LIMIT],
  );
  return new Map(before.map((r) => [r.product_id, new Date(r.viewed_at)]));
}
