import { ORDER_LINK_DAYS } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { linkTokenHash, newLinkToken } from '@storefront/service-kit';

// Links that open one order without an account (mailed to the address the order was placed with). The
// token is 256 random bits; only its SHA-256 is kept, so this table opens no order by itself.

/** A new link's token for an order, working for ORDER_LINK_DAYS; answers the token and when it expires.
 * The order's earlier links stop working: one live link at a time, the one last mailed. */
export async function createOrderLink(db: Queryable, orderId: string): Promise<{ token: string; expiresAt: Date }> {
  await revokeOrderLinks(db, [orderId]);
  const token = newLinkToken();
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO orders.order_links (token_hash, order_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
     RETURNING expires_at`,
    [linkTokenHash(token), orderId, ORDER_LINK_DAYS],
  );
  return { token, expiresAt: new Date(rows[0]!.expires_at) };
}

/** What a link's token opens: its order, and whether it has expired; undefined for a token never given. */
export async function orderLinkOf(db: Queryable, token: string): Promise<{ orderId: string; expired: boolean } | undefined> {
  const { rows } = await db.query<{ order_id: string; expired: boolean }>(
    `SELECT order_id, expires_at <= now() AS expired FROM orders.order_links WHERE token_hash = $1`,
    [linkTokenHash(token)],
  );
  return rows[0] ? { orderId: rows[0].order_id, expired: rows[0].expired } : undefined;
}

/** The orders' links stop working (an order that joined an account is opened by signing in). */
export async function revokeOrderLinks(db: Queryable, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.query(`UPDATE orders.order_links SET expires_at = now() WHERE order_id = ANY ($1::uuid[]) AND expires_at > now()`, [orderIds]);
}
