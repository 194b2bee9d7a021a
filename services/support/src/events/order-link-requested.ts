import { defineConsumer } from '@storefront/events';
import { enqueueMail } from '../data/mail-queue';
import { orderLinkMail } from '../domain/order-mails';

/** Mails the link to an order found with 'Find my order', to the address the order was placed with
 * (once per request: the consumer handles each event once). */
export const orderLinkRequested = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'order.link-requested',
    async handle(p, { tx }) {
      // The link is the secret: the mail's text is forgotten once it is sent.
      await enqueueMail(tx, { to: p.email, ...orderLinkMail(p, p.language) }, { secret: true });
      return true;
    },
    afterCommit: () => deps.onMailQueued(),
  });
