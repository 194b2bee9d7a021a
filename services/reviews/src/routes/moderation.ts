import type { Express } from 'express';
import { ModerationQuery, OneReviewParams, RejectReviewRequest, ReplyToReviewRequest } from '@storefront/contracts';
import { currentUser, endpoint, requireAdmin } from '@storefront/service-kit';
import type { ReviewsDeps } from '../use-cases/deps';
import { moderationQueue } from '../use-cases/list-reviews';
import { approveReview, rejectReview, replyToReview } from '../use-cases/moderate';

/** The back office's moderation: the queue, approve, reject with a reason, reply as the shop; and the audit log. */
export function mountModerationRoutes(app: Express, deps: ReviewsDeps): void {
  app.get(
    '/api/admin/reviews',
    requireAdmin,
    endpoint({ query: ModerationQuery }, ({ query }) => moderationQueue(deps.db, query)),
  );
  app.post(
    '/api/admin/reviews/:reviewId/approve',
    requireAdmin,
    endpoint({ params: OneReviewParams }, ({ params }, req) => approveReview(deps, currentUser(req), params.reviewId)),
  );
  app.post(
    '/api/admin/reviews/:reviewId/reject',
    requireAdmin,
    endpoint({ params: OneReviewParams, body: RejectReviewRequest }, ({ params, body }, req) =>
      rejectReview(deps, currentUser(req), params.reviewId, body.reason),
    ),
  );
  app.put(
    '/api/admin/reviews/:reviewId/reply',
    requireAdmin,
    endpoint({ params: OneReviewParams, body: ReplyToReviewRequest }, ({ params, body }, req) =>
      replyToReview(deps, currentUser(req), params.reviewId, body.text),
    ),
  );
  app.delete(
    '/api/admin/reviews/:reviewId/reply',
    requireAdmin,
    endpoint({ params: OneReviewParams }, ({ params }, req) => replyToReview(deps, currentUser(req), params.reviewId, null)),
  );
}
