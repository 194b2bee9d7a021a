import type { TaxNumbers } from '@storefront/contracts';
import { defineConsumer } from '@storefront/events';
import { enqueueMail } from '../data/mail-queue';
import { hasReceipt, recordReceipt } from '../data/receipts';
import { receiptSubject, receiptText } from '../domain/replies';

/** Mails the shopper a receipt when their order is paid, in the order's language: one per order, however
 * often the event comes. A guest's receipt carries the link to their order (see receiptText). */
export const paymentCompleted = (deps: { onMailQueued: () => void; taxNumbers: TaxNumbers }) =>
  defineConsumer({
    service: 'support',
    event: 'payment.completed',
    async handle(p, { tx, log }) {
      if (!p.customerEmail) {
        log.warn({ orderId: p.orderId }, 'no email for the receipt');
        return false;
      }
      if (await hasReceipt(tx, p.orderId)) return false;
      const mailId = await enqueueMail(
        tx,
        { to: p.customerEmail, subject: receiptSubject(p.orderId, p.language), text: receiptText(p, p.language, deps.taxNumbers) },
        // A guest's receipt holds the link to their order: kept, for sending again, with Find my order in its place.
        p.orderUrl ? { link: { secret: p.orderUrl, replacement: new URL('/find-order', p.orderUrl).toString() } } : {},
      );
      await recordReceipt(tx, p.orderId, mailId);
      return true;
    },
    afterCommit: (queued) => {
      if (queued) deps.onMailQueued();
    },
  });
