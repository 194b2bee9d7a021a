import { type AdminOrderQuery, type OrdersDashboard, STORE_TIME_ZONE } from '@storefront/contracts';
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

/** Today and the last seven days (the store's days), and what waits for staff. Revenue counts orders by
 * when they were paid; refunds by when the provider confirmed them. */
export async function ordersDashboard(db: Queryable): Promise<OrdersDashboard> {
  const dayStart = (daysAgo: number) =>
    `((now() AT TIME ZONE '${STORE_TIME_ZONE}')::date - ${daysAgo})::timestamp AT TIME ZONE '${STORE_TIME_ZONE}'`;
  const period = async (since: string) => {
    const paid = await db.query<{ n: string | number; cents: string | number | null; discounts: string | number | null }>(
      `SELECT count(*) AS n, sum(total_cents) AS cents, sum(discount_cents) AS discounts FROM orders.orders WHERE paid_at >= ${since}`,
    );
    const refunded = await db.query<{ cents: string | number | null }>(
      `SELECT sum(amount_cents) AS cents FROM orders.refunds WHERE status = 'Succeeded' AND settled_at >= ${since}`,
    );
    return {
      orders: Number(paid.rows[0]?.n ?? 0),
      revenue: Number(paid.rows[0]?.cents ?? 0) / 100,
      discounts: Number(paid.rows[0]?.discounts ?? 0) / 100,
      refunds: Number(refunded.rows[0]?.cents ?? 0) / 100,
    };
  };
  const counts = await db.query<{ waiting: string | number; review: string | number }>(
    // An order with nothing to ship (a gift card, mailed) never waits to be shipped.
    `SELECT count(*) FILTER (WHERE status IN ('Paid', 'Backordered') AND shipping_address <> 'null'::jsonb) AS waiting,
            count(*) FILTER (WHERE status = 'Payment Review') AS review
       FROM orders.orders WHERE status IN ('Paid', 'Backordered', 'Payment Review')`,
  );
  const returns = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM orders.returns WHERE status = 'Requested'`);
  return {
    today: await period(dayStart(0)),
    week: await period(dayStart(6)),
    waitingToShip: Number(counts.rows[0]?.waiting ?? 0),
    needsReview: Number(counts.rows[0]?.review ?? 0),
    returnsToReceive: Number(returns.rows[0]?.n ?? 0),
  };
}
