import type { EventPayload } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';

/** Keeps what a signed-in shopper paid for (not a guest's order, not gift cards: nothing to review). */
export async function recordPurchase(tx: Queryable, p: EventPayload<'payment.completed'>): Promise<number> {
  if (p.guest) return 0;
  const lines = p.items.filter((i) => !i.giftCard);
  if (lines.length === 0) return 0;
  await tx.query(
    `INSERT INTO reviews.order_contacts (order_id, user_id, email, name, language) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id) DO NOTHING`,
    [p.orderId, p.userId, p.customerEmail, p.customerName, p.language ?? 'en'],
  );
  await tx.query(
    `INSERT INTO reviews.purchases (order_id, variant_id, product_id, user_id, name, options, quantity, paid_at)
     SELECT $1, l.variant_id, l.product_id, $2, l.name, l.options, l.quantity, $3
       FROM jsonb_to_recordset($4::jsonb) AS l(variant_id text, product_id text, name text, options jsonb, quantity integer)
     ON CONFLICT (order_id, variant_id) DO UPDATE SET quantity = reviews.purchases.quantity + EXCLUDED.quantity`,
    [
      p.orderId,
      p.userId,
      p.paidAt,
      JSON.stringify(
        lines.map((l) => ({
          variant_id: l.variantId ?? l.productId,
          product_id: l.productId,
          name: l.name,
          options: l.options ?? {},
          quantity: l.quantity,
        })),
      ),
    ],
  );
  return lines.length;
}

/** The order reached its buyer: what it held may now be reviewed. */
export async function markDelivered(tx: Queryable, orderId: string, deliveredAt: string): Promise<number> {
  const { rows } = await tx.query(
    `UPDATE reviews.purchases SET delivered_at = $2 WHERE order_id = $1 AND delivered_at IS NULL RETURNING 1`,
    [orderId, deliveredAt],
  );
  return rows.length;
}

/** Counts a refund's lines (every line, for an order refunded in full) as refunded: a line refunded in
 * full makes no buyer. */
export async function markRefunded(tx: Queryable, p: EventPayload<'order.refunded'>): Promise<void> {
  if (p.orderFullyRefunded) {
    await tx.query(`UPDATE reviews.purchases SET refunded = quantity WHERE order_id = $1`, [p.orderId]);
    return;
  }
  for (const item of p.items) {
    await tx.query(`UPDATE reviews.purchases SET refunded = LEAST(quantity, refunded + $3) WHERE order_id = $1 AND variant_id = $2`, [
      p.orderId,
      item.variantId ?? item.productId,
      item.quantity,
    ]);
  }
}

export interface KeptPurchase {
  variantId: string;
  name: string;
  options: Record<string, string>;
  delivered: boolean;
}

/** What a shopper bought of a product and did not have refunded, delivered first, latest first. */
export async function keptPurchases(db: Queryable, userId: string, productId: string): Promise<KeptPurchase[]> {
  const { rows } = await db.query<{ variant_id: string; name: string; options: Record<string, string>; delivered: boolean }>(
    `SELECT variant_id, name, options, delivered_at IS NOT NULL AS delivered FROM reviews.purchases
      WHERE user_id = $1 AND product_id = $2 AND refunded < quantity
      ORDER BY delivered_at IS NULL, delivered_at DESC, paid_at DESC`,
    [userId, productId],
  );
  return rows.map((r) => ({ variantId: r.variant_id, name: r.name, options: r.options, delivered: r.delivered }));
}
