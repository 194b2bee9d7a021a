import { DASHBOARD_DAYS, type OrderItem, type OrdersDashboard, STORE_TIME_ZONE } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { type DayInCents, type SoldLine, salesDay, salesOver, topSellers } from '../domain/sales-figures';

const TZ = `'${STORE_TIME_ZONE}'`;
/** The store's day `n` days before the one holding $1 (now), and the instant it began. */
const storeDay = (n: number) => `((($1::timestamptz AT TIME ZONE ${TZ})::date - ${n}))`;
const dayBegins = (day: string) => `(${day}::timestamp AT TIME ZONE ${TZ})`;

/** The back office's figures: sales by day over the last DASHBOARD_DAYS store days and the as many before
 * them (orders counted on the day they were paid, refunds on the day the provider confirmed them, visits
 * on the day they began), the period's best sellers, and the work waiting for staff. */
export async function ordersDashboard(db: Queryable, now: Date): Promise<OrdersDashboard> {
  const all = await salesByDay(db, now, 2 * DASHBOARD_DAYS);
  const days = all.slice(DASHBOARD_DAYS);
  const previousDays = all.slice(0, DASHBOARD_DAYS);
  return {
    today: salesOver(days.slice(-1)),
    week: salesOver(days.slice(-7)),
    period: salesOver(days),
    previousPeriod: salesOver(previousDays),
    days: days.map(salesDay),
    previousDays: previousDays.map(salesDay),
    topSellers: topSellers(await linesSold(db, now, DASHBOARD_DAYS)),
    ...(await workWaiting(db)),
  };
}

/** The last `count` store days, oldest first, each with its sales in cents (every day listed, a quiet
 * one with zeros). */
async function salesByDay(db: Queryable, now: Date, count: number): Promise<DayInCents[]> {
  const since = dayBegins(storeDay(count - 1));
  const { rows } = await db.query<{
    day: string;
    orders: number;
    gross: string;
    discounts: string;
    refunds: string;
    visits: number;
    buying: number;
  }>(
    `WITH days AS (SELECT generate_series(${storeDay(count - 1)}, ${storeDay(0)}, interval '1 day')::date AS day),
          paid AS (
            SELECT (paid_at AT TIME ZONE ${TZ})::date AS day, count(*)::int AS orders,
                   sum(total_cents)::bigint AS gross, sum(discount_cents)::bigint AS discounts
              FROM orders.orders WHERE paid_at >= ${since} AND paid_at <= $1 GROUP BY 1),
          refunded AS (
            SELECT (settled_at AT TIME ZONE ${TZ})::date AS day, sum(amount_cents)::bigint AS refunds
              FROM orders.refunds WHERE status = 'Succeeded' AND settled_at >= ${since} AND settled_at <= $1 GROUP BY 1),
          visited AS (
            SELECT (v.started_at AT TIME ZONE ${TZ})::date AS day, count(*)::int AS visits,
                   count(*) FILTER (WHERE o.paid_at IS NOT NULL)::int AS buying
              FROM orders.visits v LEFT JOIN orders.orders o ON o.id = v.order_id
             WHERE v.started_at >= ${since} AND v.started_at <= $1 GROUP BY 1)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.orders, 0) AS orders, coalesce(p.gross, 0) AS gross,
            coalesce(p.discounts, 0) AS discounts, coalesce(r.refunds, 0) AS refunds,
            coalesce(v.visits, 0) AS visits, coalesce(v.buying, 0) AS buying
       FROM days d LEFT JOIN paid p USING (day) LEFT JOIN refunded r USING (day) LEFT JOIN visited v USING (day)
      ORDER BY d.day`,
    [now],
  );
  return rows.map((r) => ({
    day: r.day,
    orders: r.orders,
    grossCents: Number(r.gross),
    discountCents: Number(r.discounts),
    refundCents: Number(r.refunds),
    visits: r.visits,
    buyingVisits: r.buying,
  }));
}

/** The lines of the orders paid in the last `count` store days, each with the units its confirmed
 * refunds gave back (lines stored before variants: their product's id is their variant's). */
async function linesSold(db: Queryable, now: Date, count: number): Promise<SoldLine[]> {
  const { rows } = await db.query<{ item: OrderItem; refunded: number; paid_at: Date }>(
    `WITH paid AS (
       SELECT id, items, paid_at FROM orders.orders WHERE paid_at >= ${dayBegins(storeDay(count - 1))} AND paid_at <= $1),
     refunded AS (
       SELECT r.order_id, coalesce(x.line->>'variantId', x.line->>'productId') AS variant_id, sum((x.line->>'quantity')::int)::int AS units
         FROM orders.refunds r CROSS JOIN LATERAL jsonb_array_elements(r.items) AS x(line)
        WHERE r.status = 'Succeeded' AND r.order_id IN (SELECT id FROM paid)
        GROUP BY 1, 2)
     SELECT i.line AS item, coalesce(f.units, 0) AS refunded, p.paid_at
       FROM paid p CROSS JOIN LATERAL jsonb_array_elements(p.items) AS i(line)
       LEFT JOIN refunded f ON f.order_id = p.id AND f.variant_id = coalesce(i.line->>'variantId', i.line->>'productId')`,
    [now],
  );
  return rows.map((r) => ({ item: r.item, refundedUnits: r.refunded, paidAt: r.paid_at }));
}

/** Orders paid and not shipped (an order with nothing to ship, a gift card mailed, never waits), held for a
 * payment review, and returns on their way back. */
async function workWaiting(db: Queryable): Promise<Pick<OrdersDashboard, 'waitingToShip' | 'needsReview' | 'returnsToReceive'>> {
  const counts = await db.query<{ waiting: number; review: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('Paid', 'Backordered') AND shipping_address <> 'null'::jsonb)::int AS waiting,
            count(*) FILTER (WHERE status = 'Payment Review')::int AS review
       FROM orders.orders WHERE status IN ('Paid', 'Backordered', 'Payment Review')`,
  );
  const returns = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders.returns WHERE status = 'Requested'`);
  return {
    waitingToShip: counts.rows[0]?.waiting ?? 0,
    needsReview: counts.rows[0]?.review ?? 0,
    returnsToReceive: returns.rows[0]?.n ?? 0,
  };
}
