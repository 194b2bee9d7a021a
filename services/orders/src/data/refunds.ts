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
  /** Given back to the order's gift cards (at once), not to the card. */
  toGiftCards: boolean;
  /** The card's part given as store credit (at once): the gift card it became. */
  storeCreditCardId: string | null;
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
  to_gift_cards: boolean;
  store_credit_card_id: string | null;
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
  toGiftCards: r.to_gift_cards,
  storeCreditCardId: r.store_credit_card_id ?? null,
});

/** A refund: 'Pending' until the provider confirms it (to gift cards: until the same transaction
 * credits them). The database itself refuses one that would take back more than was paid (what the card
 * was charged and the gift cards paid, less every refund of that payment pending or made; a stray second
 * payment's own refund is not one), or more to the card than the card paid: undefined then, and nothing
 * is written. */
export async function insertRefund(
  tx: Queryable,
  r: {
    orderId: string;
    amountCents: number;
    items: OrderLine[];
    reason: string;
    createdBy: string;
    toGiftCards?: boolean;
    returnId?: string;
  },
): Promise<RefundRecord | undefined> {
  const { rows } = await tx.query<Row>(
    `WITH o AS (
       SELECT id, CASE WHEN payment_status = 'Paid' OR review_reason <> '' THEN COALESCE(charged_cents, total_cents - gift_card_cents) ELSE 0 END AS card,
              CASE WHEN payment_status = 'Paid' OR review_reason <> '' THEN gift_card_cents ELSE 0 END AS gift
         FROM orders.orders WHERE id = $1::uuid),
     held AS (
       SELECT COALESCE(SUM(amount_cents), 0) AS all_cents, COALESCE(SUM(amount_cents) FILTER (WHERE NOT to_gift_cards), 0) AS card_cents
         FROM orders.refunds WHERE order_id = $1::uuid AND status <> 'Failed' AND payment_reference IS NULL)
     INSERT INTO orders.refunds (order_id, amount_cents, items, reason, created_by, to_gift_cards, return_id)
     SELECT o.id, $2::integer, $3::jsonb, $4::text, $5::text, $6::boolean, $7::uuid FROM o, held
      WHERE $2::integer > 0
        AND $2::integer + held.all_cents <= o.card + o.gift
        AND ($6::boolean OR $2::integer + held.card_cents <= o.card)
     RETURNING id, order_id, amount_cents, items, reason, status, provider_refund_id, payment_reference, to_gift_cards`,
    [r.orderId, r.amountCents, JSON.stringify(r.items), r.reason, r.createdBy, r.toGiftCards ?? false, r.returnId ?? null],
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
    `SELECT id, order_id, amount_cents, items, reason, status, provider_refund_id, payment_reference, to_gift_cards, store_credit_card_id FROM orders.refunds WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
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

/** A card refund given as store credit instead: the gift card it became. */
export async function markStoreCredit(tx: Queryable, refundId: string, giftCardId: string): Promise<void> {
  await tx.query(`UPDATE orders.refunds SET store_credit_card_id = $2 WHERE id = $1`, [refundId, giftCardId]);
}
