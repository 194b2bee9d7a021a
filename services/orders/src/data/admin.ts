import { type AdminOrderQuery, STORE_TIME_ZONE } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { type StoredOrder, selectOrders } from './orders';

const HEX_PREFIX = /^[0-9a-f-]{1,36}$/i;

/** The back office's order list: newest first, filtered by status, by the days placed (the store's
 * time zone: a day starts at midnight in Toronto) and by an order number prefix or an email. */
export async function listOrders(
  db: Queryable,
  q: AdminOrderQuery,
): Promise<{ orders: StoredOrder[]; page: number; totalPages: number; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status) where.push(`status = $${params.push(q.status)}`);
  // Compared as instants, so the index on created_at serves it.
  if (q.from) where.push(`created_at >= ($${params.push(q.from)}::date)::timestamp AT TIME ZONE '${STORE_TIME_ZONE}'`);
  if (q.to) where.push(`created_at < ($${params.push(q.to)}::date + 1)::timestamp AT TIME ZONE '${STORE_TIME_ZONE}'`);
  if (q.q) {
    const text = q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const emailMatch = `lower(customer_email) LIKE $${params.push(`${text}%`)}`;
    where.push(HEX_PREFIX.test(q.q) ? `(id::text LIKE $${params.length} OR ${emailMatch})` : emailMatch);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM orders.orders ${filter}`, params);
  const total = Number(rows[0]?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / q.limit));
  const page = Math.min(q.page, totalPages);
  const orders = await selectOrders(db, filter, params, q.limit, (page - 1) * q.limit);
  return { orders, page, totalPages, total };
}
