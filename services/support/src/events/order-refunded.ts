import { defineConsumer } from '@storefront/events';
import { mailOnce } from '../data/order-mails';
import { refundMail } from '../domain/order-mails';

/** Mails the shopper the amount refunded and for which lines when the provider confirms a refund: once per refund. */
export const orderRefunded = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'order.refunded',
    async handle(p, { tx, log }) {
      // No address to write to: said once in the log, and the event is handled (retrying cannot find one).
      if (!p.customerEmail) {
        log.warn({ orderId: p.orderId }, 'no email for the refund mail');
        return false;
      }
      const mail = refundMail(p, p.language);
      return mailOnce(tx, { kind: 'refund', subjectId: p.refundId, orderId: p.orderId }, { to: p.customerEmail, ...mail });
    },
    afterCommit: (queued) => {
      if (queued) deps.onMailQueued();
    },
  });
