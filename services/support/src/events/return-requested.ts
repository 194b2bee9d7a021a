import { defineConsumer } from '@storefront/events';
import { mailOnce } from '../data/order-mails';
import { returnMail } from '../domain/order-mails';

/** Mails the shopper their return number, what to send back and the return label: once per return. */
export const returnRequested = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'return.requested',
    async handle(p, { tx, log }) {
      // No address to write to: said once in the log, and the event is handled (retrying cannot find one).
      if (!p.customerEmail) {
        log.warn({ orderId: p.orderId }, 'no email for the return mail');
        return false;
      }
      const mail = returnMail(p, p.language);
      return mailOnce(tx, { kind: 'return', subjectId: p.returnId, orderId: p.orderId }, { to: p.customerEmail, ...mail });
    },
    afterCommit: (queued) => {
      if (queued) deps.onMailQueued();
    },
  });
