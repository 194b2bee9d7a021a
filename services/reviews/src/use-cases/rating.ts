import type { Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { nextRatingVersion, summaryOf } from '../data/reviews';

/** In the caller's transaction, after a change to which reviews of a product are shown: its new rating,
 * numbered, for the catalogue. The number is taken first: its row lock keeps two changes to one
 * product from summing up each other's reviews out of order. */
export async function announceRating(
  tx: Queryable,
  type: 'review.approved' | 'review.removed',
  productId: string,
  reviewId: string,
): Promise<void> {
  const version = await nextRatingVersion(tx, productId);
  const { average, count } = await summaryOf(tx, productId);
  const change = { productId, reviewId, rating: { average, count }, version };
  if (type === 'review.approved') await addToOutbox(tx, 'reviews', 'review.approved', change);
  else await addToOutbox(tx, 'reviews', 'review.removed', change);
}
