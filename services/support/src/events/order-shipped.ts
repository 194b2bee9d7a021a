import { defineConsumer } from '@storefront/events';
import { mailOnce } from '../data/order-mails';
import { shipmentMail } from '../domain/order-mails';

/** Mails the shopper the carrier and tracking number when their order ships: once per order. */
export const orderShipped = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'order.shipped',
    async handle(p, { tx, log }) {
      // No address to write to: said once in the log, and the event is handled (retrying cannot find one).
      if (!p.customerEmail) {
        log.warn({ orderId: p.orderId }, 'no email for the shipment mail');
        return false;
      }
      const mail = shipmentMail(p, p.language);
      return mailOnce(tx, { kind: 'shipment', subjectId: p.orderId, orderId: p.orderId }, { to: p.customerEmail, ...mail });
    },
    afterCommit: (queued) => {
      if (queued) deps.onMailQueued();
    },
  });
