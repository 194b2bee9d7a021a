import { defineConsumer } from '@storefront/events';
import { markRefunded } from '../data/purchases';

/** A line refunded in full makes no reviewer; a review already written is kept, since the shopper did own it. */
export const orderRefunded = defineConsumer({
  service: 'reviews',
  event: 'order.refunded',
  handle: (refund, { tx }) => markRefunded(tx, refund),
});
