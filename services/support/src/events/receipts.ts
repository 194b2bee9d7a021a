import { PaymentCompleted } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, handleOnce } from '@storefront/events';
import type { Logger } from 'pino';
import { receiptText } from '../domain/replies';
import { enqueueMail } from '../mail/queue';

/** Mails the shopper a receipt when their order is paid: one per order, however often the event comes. */
export async function sendReceipts(deps: { db: Database; bus: EventBus; log: Logger; onMailQueued: () => void }): Promise<void> {
  await deps.bus.subscribe('support', ['payment.completed'], async (event) => {
    const p = PaymentCompleted.parse(event.payload);
    if (!p.customerEmail) {
      deps.log.warn({ orderId: p.orderId }, 'no email for the receipt');
      return;
    }
    await handleOnce(deps.db, 'support', 'support', event, async (tx) => {
      const taken = await tx.query(`SELECT 1 FROM support.receipts WHERE order_id = $1`, [p.orderId]);
      if (taken.rowCount > 0) return;
      const mailId = await enqueueMail(tx, { to: p.customerEmail, subject: `Your Maple Market receipt for order ${p.orderId.slice(0, 8).toUpperCase()}`, text: receiptText(p) });
      await tx.query(`INSERT INTO support.receipts (order_id, mail_id) VALUES ($1, $2)`, [p.orderId, mailId]);
    });
    deps.onMailQueued();
  });
}
