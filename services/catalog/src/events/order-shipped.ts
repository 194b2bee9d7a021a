import { lineVariant } from '@storefront/contracts';
import { defineConsumer } from '@storefront/events';
import { reconcileShipped } from '../data/stock';

/** The parcel is what really left: what the order holds out of stock is made to match it, once however
 * often the event comes. Lines refunded before shipping are not in the parcel, so what their payment
 * took goes back on the shelf; a backordered order shipped once restocked holds more than its payment
 * could take, so the rest is taken now (never below 0: what the stock still cannot cover is logged). */
export const orderShipped = defineConsumer({
  service: 'catalog',
  event: 'order.shipped',
  handle: (shipped, { tx }) =>
    reconcileShipped(
      tx,
      shipped.orderId,
      shipped.items.map((i) => ({ variantId: lineVariant(i), quantity: i.quantity })),
    ),
  afterCommit({ back, taken, short }, { log, event }) {
    const orderId = event.payload.orderId;
    if (back.length > 0) log.info({ orderId, back }, 'items left out of the parcel are back in stock');
    if (taken.length > 0) log.info({ orderId, taken }, 'items shipped beyond what the payment took are taken out of stock');
    if (short.length > 0) log.warn({ orderId, short }, 'shipped more than was in stock: the stock is at 0 and the rest was never taken');
  },
});
