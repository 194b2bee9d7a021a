import { defineConsumer } from '@storefront/events';
import { recordPurchase } from '../data/purchases';

/** A signed-in shopper paid: what they bought may be reviewed once it is delivered. */
export const paymentCompleted = defineConsumer({
  service: 'reviews',
  event: 'payment.completed',
  handle: (payment, { tx }) => recordPurchase(tx, payment),
  afterCommit: (lines, { log, event }) => log.info({ orderId: event.payload.orderId, lines }, 'purchases kept for reviews'),
});
