import { ORDER_LINK_DAYS } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { linkTokenHash, newLinkToken } from '@storefront/service-kit';

// Links that open one order without an account (mailed to the address the order was placed with). The
// token is 256 random bits; only its SHA-256 is kept, so this table opens no order by itself.

/** A new link's token for an order, working for ORDER_LINK_DAYS; answers the token and when it expires. */
export async function createOrderLink(db: Queryable, orderId: string): Promise<{ token: string; expiresAt: Date }> {
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
