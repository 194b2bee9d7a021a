import { GUEST_CART_DAYS } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';

// Visitors' carts: the cart's id (made from the cookie's token, never the token) and when it was last
// used. Their lines are in cart.lines under that id, like a shopper's under their user id.

/** The visitor's cart if it exists and was used in the last GUEST_CART_DAYS; using it renews it. */
export async function useGuestCart(db: Queryable, cartId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE cart.guest_carts SET last_used_at = now() WHERE id = $1 AND last_used_at > now() - make_interval(days => $2)`,
    [cartId, GUEST_CART_DAYS],
  );
  return rowCount > 0;
}

export async function createGuestCart(db: Queryable, cartId: string): Promise<void> {
  // A cart id already there is one that expired and waits for the sweep: it starts afresh.
  await db.query(`DELETE FROM cart.lines WHERE user_id = $1`, [cartId]);
  await db.query(`INSERT INTO cart.guest_carts (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET created_at = now(), last_used_at = now()`, [
    cartId,
  ]);
}

/** Takes the visitor's cart away for good (adopted into an account); false if it was gone already. Its
 * lines stay for the caller's transaction to read and then delete. */
export async function claimGuestCart(tx: Queryable, cartId: string): Promise<boolean> {
  const { rowCount } = await tx.query(`DELETE FROM cart.guest_carts WHERE id = $1`, [cartId]);
  return rowCount > 0;
}

/** Forgets the carts nobody used for GUEST_CART_DAYS, with their lines; answers how many. */
export function forgetUnusedGuestCarts(db: Database): Promise<number> {
  // One transaction: lines are never left behind without their cart.
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `DELETE FROM cart.guest_carts WHERE last_used_at <= now() - make_interval(days => $1) RETURNING id`,
      [GUEST_CART_DAYS],
    );
    if (rows.length > 0) await tx.query(`DELETE FROM cart.lines WHERE user_id = ANY ($1::uuid[])`, [rows.map((r) => r.id)]);
    return rows.length;
  });
}
