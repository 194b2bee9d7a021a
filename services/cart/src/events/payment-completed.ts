import { defineConsumer } from '@storefront/events';
import { takeOrderedFromCart } from '../data/lines';

/** When an order is paid, what it held leaves the shopper's cart (once, however often the event comes;
 * however late: a cart filled again since keeps its new lines). */
export const paymentCompleted = defineConsumer({
  service: 'cart',
  event: 'payment.completed',
  handle: (payment, { tx }) => takeOrderedFromCart(tx, payment.userId, payment.items),
  afterCommit: (_, { log, event }) => log.info({ orderId: event.payload.orderId }, 'ordered items taken from the cart after payment'),
});
