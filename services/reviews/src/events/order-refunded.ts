import { defineConsumer } from '@storefront/events';
import { markRefunded } from '../data/purchases';

/** Refunded lines no longer make their buyer a reviewer (a review already written stays). */
export const orderRefunded = defineConsumer({
  service: 'reviews',
  event: 'order.refunded',
  handle: (refund, { tx }) => markRefunded(tx, refund),
});
