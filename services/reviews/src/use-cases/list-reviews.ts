import type { Identity, ModerationPage, ModerationQuery, MyReview, ReviewListQuery, ReviewPage } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import {
  type ReviewRow,
  moderatedReviewOf,
  myReviewOf,
  reportsOf,
  reviewOf,
  reviewOfShopper,
  reviewsToModerate,
  shownReviews,
  summaryOf,
  votedHelpful,
} from '../data/reviews';

const MODERATION_PAGE = 25;
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** A page of a product's shown reviews with its summary; for a signed-in shopper, their own review and votes. */
export async function productReviews(db: Database, productId: string, q: ReviewListQuery, me: Identity | undefined): Promise<ReviewPage> {
  const [summary, shown] = await Promise.all([summaryOf(db, productId), shownReviews(db, productId, q)]);
  const answer: ReviewPage = {
    summary,
    reviews: shown.rows.map(reviewOf),
    page: q.page,
    totalPages: pages(shown.total, q.limit),
    total: shown.total,
  };
  if (!me) return answer;
  const [mine, helpfulToMe] = await Promise.all([
    reviewOfShopper(db, productId, me.userId),
    votedHelpful(
      db,
      me.userId,
      shown.rows.map((r) => r.id),
    ),
  ]);
  return { ...answer, mine: mine ? myReviewOf(mine) : null, helpfulToMe };
}

/** Every review the shopper wrote, newest first, whatever its status. */
export async function myReviews(db: Database, me: Identity): Promise<{ reviews: MyReview[] }> {
  const { rows } = await db.query<ReviewRow>(`SELECT * FROM reviews.reviews WHERE user_id = $1 ORDER BY created_at DESC`, [me.userId]);
  return { reviews: rows.map(myReviewOf) };
}

/** The back office's queue: pending, approved, rejected or reported reviews, oldest first. */
export async function moderationQueue(db: Database, q: ModerationQuery): Promise<ModerationPage> {
  const { rows, total } = await reviewsToModerate(db, q.status, q.page, MODERATION_PAGE);
  const reports = await reportsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => moderatedReviewOf(r, reports.get(r.id) ?? [])),
    page: q.page,
    totalPages: pages(total, MODERATION_PAGE),
    total,
  };
}
