import type { AuditAction, Identity, ModeratedReview, ReviewStatus } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { conflict, notFound, recordAudit } from '@storefront/service-kit';
import { type ReviewRow, moderatedReviewOf, reportsOf, reviewById } from '../data/reviews';
import type { ReviewsDeps } from './deps';
import { announceRating } from './rating';

const auditOf = (r: ReviewRow) => ({ status: r.status, rating: r.rating, reason: r.rejection_reason, reply: r.reply });

/** One moderation step on one review, audited, in one transaction with the rating it changes. */
async function moderate(
  deps: ReviewsDeps,
  staff: Identity,
  reviewId: string,
  action: AuditAction,
  change: (tx: Queryable, before: ReviewRow) => Promise<ReviewRow>,
): Promise<ModeratedReview> {
  const after = await deps.db.transaction(async (tx) => {
    const before = await reviewById(tx, reviewId, true);
    if (!before) throw notFound('review.notFound');
    const row = await change(tx, before);
    await recordAudit(tx, 'reviews', {
      actor: staff,
      action,
      targetType: 'review',
      targetId: reviewId,
      before: auditOf(before),
      after: auditOf(row),
    });
    if (before.status !== 'approved' && row.status === 'approved') await announceRating(tx, 'review.approved', row.product_id, reviewId);
    if (before.status === 'approved' && row.status !== 'approved') await announceRating(tx, 'review.removed', row.product_id, reviewId);
    return row;
  });
  deps.onEventsWritten();
  const reports = await reportsOf(deps.db, [reviewId]);
  return moderatedReviewOf(after, reports.get(reviewId) ?? []);
}

const setStatus = (tx: Queryable, id: string, status: ReviewStatus, reason: string | null) =>
  tx
    .query<ReviewRow>(`UPDATE reviews.reviews SET status = $2, rejection_reason = $3 WHERE id = $1 RETURNING *`, [id, status, reason])
    .then((r) => r.rows[0]!);

export const approveReview = (deps: ReviewsDeps, staff: Identity, reviewId: string) =>
  moderate(deps, staff, reviewId, 'review.approved', async (tx, before) => {
    if (before.status === 'approved') throw conflict('review.alreadyApproved');
    return setStatus(tx, reviewId, 'approved', null);
  });

/** Turned down with the reason its author sees; a shown review leaves the shop. */
export const rejectReview = (deps: ReviewsDeps, staff: Identity, reviewId: string, reason: string) =>
  moderate(deps, staff, reviewId, 'review.rejected', (tx) => setStatus(tx, reviewId, 'rejected', reason));

/** The shop's answer under the review (null takes it away). */
export const replyToReview = (deps: ReviewsDeps, staff: Identity, reviewId: string, text: string | null) =>
  moderate(deps, staff, reviewId, 'review.replied', (tx) =>
    tx
      .query<ReviewRow>(
        `UPDATE reviews.reviews SET reply = $2, replied_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END WHERE id = $1 RETURNING *`,
        [reviewId, text],
      )
      .then((r) => r.rows[0]!),
  );
