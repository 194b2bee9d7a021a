import { defineConsumer } from '@storefront/events';
import { putBackOrder } from '../data/stock';

/** A cancelled order's items go back on the shelf: exactly what its payment took out of stock (nothing
 * for an order that was never paid, or whose stock had run out), once however often the event comes. */
export const orderCancelled = defineConsumer({
  service: 'catalog',
  event: 'order.cancelled',
  handle: (cancelled, { tx }) => putBackOrder(tx, cancelled.orderId),
  afterCommit(back, { log, event }) {
    if (back.length > 0) log.info({ orderId: event.payload.orderId, back }, 'a cancelled order’s items are back in stock');
  },
});
