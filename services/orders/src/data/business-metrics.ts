import type { Queryable } from '@storefront/data';
import { type ServiceGauge, sharedRead } from '@storefront/service-kit';

/** The steps of an order's timeline an operator counts, as `addHistory` writes them. */
const COUNTED = { placed: 'Placed', paid: 'Paid', paymentFailed: 'Payment Failed' } as const;

/** Orders placed and paid, and card payments that failed, for /metrics: read from the orders' timeline
 * when /metrics is scraped. The timeline is written in the same transaction as each step, once per
 * step, so these totals are exact and outlive restarts; counting in the code that takes the steps would
 * put metrics inside the payment modules (mutation-tested: they hold the store's guarantees), and no
 * event announces an order placed or a payment failed. They are store-wide totals, the same on every
 * replica: dashboards and alerts take max(), not sum(). An index on just these steps keeps the read small. */
export function businessCounters(db: Queryable): ServiceGauge[] {
  const totals = sharedRead(async () => {
    // Written out, not a parameter: only then can PostgreSQL use the partial index on these steps.
    const { rows } = await db.query<{ event: string; n: number | string }>(
      `SELECT event, count(*)::int AS n FROM orders.order_history WHERE event IN ('Placed', 'Paid', 'Payment Failed') GROUP BY event`,
    );
    const of = (event: string) => Number(rows.find((r) => r.event === event)?.n ?? 0);
    return { placed: of(COUNTED.placed), paid: of(COUNTED.paid), paymentFailed: of(COUNTED.paymentFailed) };
  });
  return [
    {
      name: 'orders_placed_total',
      help: 'Orders placed, store-wide (from the orders timeline)',
      type: 'counter',
      read: async () => (await totals()).placed,
    },
    {
      name: 'orders_paid_total',
      help: 'Orders paid, store-wide (from the orders timeline)',
      type: 'counter',
      read: async () => (await totals()).paid,
    },
    {
      name: 'orders_payment_failures_total',
      help: 'Card payments that failed, store-wide (from the orders timeline; an order may fail more than once before it is paid)',
      type: 'counter',
      read: async () => (await totals()).paymentFailed,
    },
  ];
}
