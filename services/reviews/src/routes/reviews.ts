import type { Express } from 'express';
import {
  EditReviewRequest,
  OneReviewParams,
  ProductReviewParams,
  ReportReviewRequest,
  ReviewListQuery,
  StopInvitationsRequest,
  WriteReviewRequest,
} from '@storefront/contracts';
import { currentUser, endpoint, requireUser } from '@storefront/service-kit';
import type { ReviewsDeps } from '../use-cases/deps';
import { stopInvitations } from '../use-cases/invite';
import { myReviews, productReviews } from '../use-cases/list-reviews';
import { markHelpful, reportReview } from '../use-cases/shopper-votes';
import { deleteReview, editReview, writeReview } from '../use-cases/write-review';

/** What shoppers read and write: a product's reviews, their own, votes and reports, and the invitations' stop link. */
export function mountReviewRoutes(app: Express, deps: ReviewsDeps): void {
  app.get(
    '/api/products/:id/reviews',
    endpoint({ params: ProductReviewParams, query: ReviewListQuery }, ({ params, query }, req) =>
      productReviews(deps.db, params.id, query, req.identity),
    ),
  );
  app.post(
    '/api/products/:id/reviews',
    requireUser,
    endpoint({ params: ProductReviewParams, body: WriteReviewRequest }, async ({ params, body }, req, res) => {
      const review = await writeReview(deps, currentUser(req), params.id, body);
      res.status(201);
      return review;
    }),
  );
  app.get(
    '/api/reviews/mine',
    requireUser,
    endpoint({}, (_, req) => myReviews(deps.db, currentUser(req))),
  );
  app.post(
    '/api/reviews/invitations/stop',
    endpoint({ body: StopInvitationsRequest }, ({ body }) => stopInvitations(deps.db, body)),
  );
  app.patch(
    '/api/reviews/:reviewId',
    requireUser,
    endpoint({ params: OneReviewParams, body: EditReviewRequest }, ({ params, body }, req) =>
      editReview(deps, currentUser(req), params.reviewId, body),
    ),
  );
  app.delete(
    '/api/reviews/:reviewId',
    requireUser,
    endpoint({ params: OneReviewParams }, async ({ params }, req, res) => {
      await deleteReview(deps, currentUser(req), params.reviewId);
      res.status(204).end();
    }),
  );
  app.post(
    '/api/reviews/:reviewId/helpful',
    requireUser,
    endpoint({ params: OneReviewParams }, ({ params }, req) => markHelpful(deps.db, currentUser(req), params.reviewId)),
  );
  app.post(
    '/api/reviews/:reviewId/reports',
    requireUser,
    endpoint({ params: OneReviewParams, body: ReportReviewRequest }, ({ params, body }, req) =>
      reportReview(deps.db, currentUser(req), params.reviewId, body),
    ),
  );
}
