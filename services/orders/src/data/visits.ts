import type { Request, Response } from 'express';
import type { Queryable } from '@storefront/data';
import { browserCookie, readCookie } from '@storefront/service-kit';

/** The visit's cookie: a random id and nothing else (no address, no account), renewed by each page the
 * browser loads, so a visit ends once the browser is idle for VISIT_IDLE_MS. */
export const VISIT_COOKIE = 'visit';
export const VISIT_IDLE_MS = 30 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visit this request belongs to, if its browser sent a visit cookie of the right shape. */
export function visitOf(req: Request): string | undefined {
  const id = readCookie(req.headers.cookie, VISIT_COOKIE);
  return id && UUID.test(id) ? id.toLowerCase() : undefined;
}

/** The visit going on (its cookie renewed), or a new one begun; `counted` false begins none (a client
 * past its share of new visits): the page works the same, it is just not counted. */
export async function visitGoingOn(db: Queryable, req: Request, res: Response, secure: boolean, counted: () => Promise<boolean>) {
  let id = visitOf(req);
  if (id) {
    const known = await db.query(`SELECT 1 FROM orders.visits WHERE id = $1`, [id]);
    if (known.rowCount === 0) id = undefined;
  }
  if (!id) {
    if (!(await counted())) return;
    const { rows } = await db.query<{ id: string }>(`INSERT INTO orders.visits DEFAULT VALUES RETURNING id`);
    id = rows[0]!.id;
  }
  res.cookie(VISIT_COOKIE, id, browserCookie(req, secure, VISIT_IDLE_MS));
}

/** The visit placed this order: its first order is the one that counts (a visit buys or it does not). */
export async function visitPlaced(tx: Queryable, visitId: string, orderId: string): Promise<void> {
  await tx.query(`UPDATE orders.visits SET order_id = $2 WHERE id = $1 AND order_id IS NULL`, [visitId, orderId]);
}
