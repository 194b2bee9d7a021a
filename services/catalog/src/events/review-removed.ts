import { defineConsumer } from '@storefront/events';
import { keepRating } from '../data/ratings';

/** A shown review left the shop: the product's stars and count on the shelves follow. */
export const reviewRemoved = defineConsumer({
  service: 'catalog',
  event: 'review.removed',
  handle: (change, { tx }) => keepRating(tx, change),
});
