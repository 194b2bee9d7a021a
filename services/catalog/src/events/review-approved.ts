import { defineConsumer } from '@storefront/events';
import { keepRating } from '../data/ratings';

/** A review is shown: the product's stars and count on the shelves follow. */
export const reviewApproved = defineConsumer({
  service: 'catalog',
  event: 'review.approved',
  handle: (change, { tx }) => keepRating(tx, change),
});
