import { type Queryable, isUuid } from '@storefront/data';
import type { OrderLine } from '../domain/refunds';

export interface RefundRecord {
  id: string;
  orderId: string;
  amountCents: number;
  items: OrderLine[];
  reason: string;
  status: 'Pending' | 'Succeeded' | 'Failed';
  providerRefundId: string | null;
  /** Set on the refund of a stray payment (see insertStrayRefund): the payment it gives back. */
  paymentReference: string | null;
}

interface Row {
  id: string;
  order_id: string;
  amount_cents: number;
  items: OrderLine[];
  reason: string;
  status: RefundRecord['status'];
  provider_refund_id: string | null;
  payment_reference: string | null;
}

const toRecord = (r: Row): RefundRecord => ({
  id: r.id,
  orderId: r.order_id,
  amountCents: r.amount_cents,
  items: r.items,
  reason: r.reason,
  status: r.status,
  providerRefundId: r.provider_refund_id,
  paymentReference: r.payment_reference,
});

/** A refund asked of the provider: 'Pending' until the provider confirms it. The database itself refuses
 * one that would take back more than the card paid (what the order was charged, less every refund of
 * that payment pending or made; a stray second payment's own refund is not one): undefined then, and
 * nothing is written. */
export async function insertRefund(
  tx: Queryable,
  r: { orderId: string; amountCents: number; items: OrderLine[]; reason: string; createdBy: string },
): Promise<RefundRecord | undefined> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO orders.refunds (order_id, amount_cents, items, reason, created_by)
     SELECT o.id, $2::integer, $3::jsonb, $4::text, $5::text FROM orders.orders o
      WHERE o.id = $1::uuid AND $2::integer > 0
        AND $2::integer + (SELECT COALESCE(SUM(f.amount_cents), 0) FROM orders.refunds f
                          WHERE f.order_id = o.id AND f.status <> 'Failed' AND f.payment_reference IS NULL)
            <= CASE WHEN o.payment_status = 'Paid' OR o.review_reason <> '' THEN COALESCE(o.charged_cents, o.total_cents) ELSE 0 END
     RETURNING id, order_id, amount_cents, items, reason, status, provider_refund_id, payment_reference`,
    [r.orderId, r.amountCents, JSON.stringify(r.items), r.reason, r.createdBy],
  );
  return rows[0] && toRecord(rows[0]);
}

/** The refund of a payment the order could not take (it was cancelled meanwhile, or paid already
 * through another page): the whole payment goes back, once however often the provider says it was paid.
 * Resolves to its id, or null when that payment is being refunded already. */
export async function insertStrayRefund(
  tx: Queryable,
  r: { orderId: string; amountCents: number; paymentReference: string; reason: string },
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders.refunds (order_id, amount_cents, items, reason, created_by, payment_reference) VALUES ($1, $2, '[]', $3, 'payment provider', $4)
     ON CONFLICT (payment_reference) WHERE payment_reference IS NOT NULL DO NOTHING RETURNING id`,
    [r.orderId, r.amountCents, r.reason, r.paymentReference],
  );
  return rows[0]?.id ?? null;
}

export async function findRefund(db: Queryable, id: string | null, lock = false): Promise<RefundRecord | undefined> {
  if (!id || !isUuid(id)) return undefined;
  const { rows } = await db.query<Row>(
    `SELECT id, order_id, amount_cents, items, reason, status, provider_refund_id, payment_reference FROM orders.refunds WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** The provider's id for a refund it accepted (kept even while it is pending). */
export async function recordProviderRefund(db: Queryable, id: string, providerRefundId: string): Promise<void> {
  await db.query(`UPDATE orders.refunds SET provider_refund_id = $2 WHERE id = $1`, [id, providerRefundId]);
}

/** Settles a pending refund; false when it was settled before (a repeated webhook). */
export async function settleRefundRow(
  tx: Queryable,
  id: string,
  status: 'Succeeded' | 'Failed',
  providerRefundId: string | null,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE orders.refunds SET status = $2, settled_at = now(), provider_refund_id = COALESCE($3, provider_refund_id)
      WHERE id = $1 AND status = 'Pending'`,
    [id, status, providerRefundId],
  );
  return rowCount > 0;
}

/** Refunds still waiting on the provider that were made before `before`, oldest first (a batch). */
export async function pendingRefundsOlderThan(db: Queryable, before: Date, limit = 50): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders.refunds WHERE status = 'Pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
    [before.toISOString(), limit],
  );
  return rows.map((r) => r.id);
}
