import type { Identity, ReportReviewRequest } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { forbidden, notFound } from '@storefront/service-kit';
import { reviewById } from '../data/reviews';

/** A review shoppers can see, or 404: pending and rejected ones are not in the shop. */
async function shownReview(db: Database, reviewId: string) {
  const row = await reviewById(db, reviewId);
  if (!row || row.status !== 'approved') throw notFound('review.notShown');
  return row;
}

/** "Was this helpful?": once per shopper, never for one's own. */
export async function markHelpful(db: Database, me: Identity, reviewId: string): Promise<{ helpful: number; voted: true }> {
  const review = await shownReview(db, reviewId);
  if (review.user_id === me.userId) throw forbidden('review.ownHelpful');
  return db.transaction(async (tx) => {
    const vote = await tx.query(
      `INSERT INTO reviews.helpful_votes (review_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [reviewId, me.userId],
    );
    const { rows } = await tx.query<{ helpful: number }>(
      `UPDATE reviews.reviews SET helpful = helpful + $2 WHERE id = $1 RETURNING helpful`,
      [reviewId, vote.rows.length],
    );
    return { helpful: rows[0]?.helpful ?? review.helpful, voted: true as const };
  });
}

/** A shopper tells staff a review should not be shown: once each (a second report changes nothing). */
export async function reportReview(db: Database, me: Identity, reviewId: string, body: ReportReviewRequest): Promise<{ reported: true }> {
  await shownReview(db, reviewId);
  await db.query(`INSERT INTO reviews.reports (review_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    reviewId,
    me.userId,
    body.reason,
  ]);
  return { reported: true };
}
