import type { Queryable } from '@storefront/data';

/** Whether a receipt for the order has been queued already (one per paid order, whatever happens to the event). */
export async function hasReceipt(tx: Queryable, orderId: string): Promise<boolean> {
  const { rowCount } = await tx.query(`SELECT 1 FROM support.receipts WHERE order_id = $1`, [orderId]);
  return rowCount > 0;
}

/** Records the mail that carries the order's receipt, in the transaction that queued it. */
export async function recordReceipt(tx: Queryable, orderId: string, mailId: string): Promise<void> {
  await tx.query(`INSERT INTO support.receipts (order_id, mail_id) VALUES ($1, $2)`, [orderId, mailId]);
}

/** The receipt mailed for an order (its recipient, subject and text), to send again as it was. */
export async function receiptMailOf(db: Queryable, orderId: string): Promise<{ to: string; subject: string; text: string } | undefined> {
  const { rows } = await db.query<{ recipient: string; subject: string; body: string }>(
    `SELECT m.recipient, m.subject, m.body FROM support.receipts r JOIN support.outgoing_mail m ON m.id = r.mail_id WHERE r.order_id = $1`,
    [orderId],
  );
  return rows[0] && { to: rows[0].recipient, subject: rows[0].subject, text: rows[0].body };
}
