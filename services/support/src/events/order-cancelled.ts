import { defineConsumer } from '@storefront/events';
import { mailOnce } from '../data/order-mails';
import { cancellationMail } from '../domain/order-mails';

/** Mails the shopper that their order is cancelled and, for a paid one, what goes back to their card: once per order. */
export const orderCancelled = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'order.cancelled',
    async handle(p, { tx, log }) {
      // No address to write to: said once in the log, and the event is handled (retrying cannot find one).
      if (!p.customerEmail) {
        log.warn({ orderId: p.orderId }, 'no email for the cancellation mail');
        return false;
      }
      const mail = cancellationMail(p, p.language);
      return mailOnce(tx, { kind: 'cancellation', subjectId: p.orderId, orderId: p.orderId }, { to: p.customerEmail, ...mail });
    },
    afterCommit: (queued) => {
      if (queued) deps.onMailQueued();
    },
  });
