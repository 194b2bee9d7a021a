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
