import { z } from 'zod';
import { Id, linkToken, lineText, multilineText, queryInt } from './common';
import { issueMessage } from './errors';
import { LANGUAGES } from './languages';

/** How long a review's parts may be, and how many a page lists. */
export const REVIEW_LIMITS = { titleMax: 120, textMax: 5000, replyMax: 2000, reasonMax: 500, pageSize: 10, maxPageSize: 50 } as const;

/** How the reviews of a product are listed: newest first, most found helpful, highest or lowest rated. */
export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Waiting for staff, shown to shoppers, or turned down (with a reason the author sees). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why the automatic check held a review back for staff, whatever the shop's approval setting. */
export const HELD_FOR = ['link', 'profanity', 'repeated'] as const;
export type HeldFor = (typeof HELD_FOR)[number];

/** A product's rating as listings and product answers carry it: the average of its approved reviews
 * (one decimal) and how many there are. */
export const RatingSummary = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummary>;

/** The rating and how many approved reviews gave each number of stars (`stars[0]` is 1 star). */
export const ReviewSummary = RatingSummary.extend({ stars: z.array(z.number().int()).length(5) });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

const Stars = z
  .number({ error: 'review.rating.invalid' })
  .int({ error: 'review.rating.invalid' })
  .min(1, { error: 'review.rating.invalid' })
  .max(5, { error: 'review.rating.invalid' });

/** A review as shoppers read it: the author's first name only, the variant bought, the shop's reply. */
export const Review = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** The language it was written in, shown beside it. */
  language: z.enum(LANGUAGES),
  authorName: z.string(),
  verifiedPurchase: z.boolean(),
  /** The variant bought ({ Size: 'M', Colour: 'Red' }); {} for a product sold one way. */
  options: z.record(z.string(), z.string()),
  helpful: z.number().int(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof Review>;

/** GET /api/products/{id}/reviews: one page of approved reviews, with the product's summary. */
export const ReviewPage = z.object({
  summary: ReviewSummary,
  reviews: z.array(Review),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The signed-in shopper's own review of it (whatever its status), and the reviews here they found helpful. */
  mine: z
    .lazy(() => MyReview)
    .nullable()
    .optional(),
  helpfulToMe: z.array(z.string()).optional(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

/** A number of stars in a query string (1 to 5); blank means "not given". */
export const queryStars = (param: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: issueMessage('query.stars', { param }) })
      .regex(/^[1-5]$/, { error: issueMessage('query.stars', { param }) })
      .transform(Number)
      .optional(),
  );

export const ReviewListQuery = z.object({
  page: queryInt({ min: 1, refuseAbove: 10_000, fallback: 1, label: 'page' }),
  limit: queryInt({ min: 1, max: REVIEW_LIMITS.maxPageSize, fallback: REVIEW_LIMITS.pageSize, label: 'limit' }),
  sort: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(REVIEW_SORTS, { error: issueMessage('query.choice', { param: 'sort', choices: REVIEW_SORTS.join(', ') }) }).default('newest'),
  ),
  /** Only reviews with this many stars. */
  stars: queryStars('stars'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const ProductReviewParams = z.object({ id: Id });
export const OneReviewParams = z.object({ reviewId: Id });

const title = lineText('The title', REVIEW_LIMITS.titleMax).default('');
const text = z
  .string({ error: 'field.invalid' })
  .trim()
  .max(REVIEW_LIMITS.textMax, {
    error: issueMessage('field.label.tooLong', { label: 'The review', maximum: String(REVIEW_LIMITS.textMax) }),
  });

/** POST /api/products/{id}/reviews: a rating, and optionally a title and words, in the shopper's language. */
export const WriteReviewRequest = z.object({ rating: Stars, title, text: text.default(''), language: z.enum(LANGUAGES).default('en') });
export type WriteReviewRequest = z.infer<typeof WriteReviewRequest>;

/** PATCH /api/reviews/{reviewId}: the author changes any part (it is checked, and waits, again). */
export const EditReviewRequest = z.object({
  rating: Stars.optional(),
  title: lineText('The title', REVIEW_LIMITS.titleMax).optional(),
  text: text.optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type EditReviewRequest = z.infer<typeof EditReviewRequest>;

/** POST /api/reviews/{reviewId}/reports: why a shopper thinks it should not be shown. */
export const ReportReviewRequest = z.object({
  reason: lineText('The reason', REVIEW_LIMITS.reasonMax).default(''),
});
export type ReportReviewRequest = z.infer<typeof ReportReviewRequest>;

/** The author's own review: where it stands, and why staff turned it down. */
export const MyReview = Review.extend({
  status: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type MyReview = z.infer<typeof MyReview>;

/** A review as staff moderate it: what held it, how many reported it and why, and who wrote it. */
export const ModeratedReview = MyReview.extend({
  userId: z.string(),
  productName: z.string(),
  heldFor: z.array(z.enum(HELD_FOR)),
  reports: z.array(z.object({ reason: z.string(), reportedAt: z.string() })),
});
export type ModeratedReview = z.infer<typeof ModeratedReview>;

export const ModerationQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum([...REVIEW_STATUSES, 'reported'], {
        error: issueMessage('query.choice', { param: 'status', choices: [...REVIEW_STATUSES, 'reported'].join(', ') }),
      })
      .default('pending'),
  ),
  page: queryInt({ min: 1, refuseAbove: 10_000, fallback: 1, label: 'page' }),
});
export type ModerationQuery = z.infer<typeof ModerationQuery>;

export const ModerationPage = z.object({
  items: z.array(ModeratedReview),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ModerationPage = z.infer<typeof ModerationPage>;

/** POST /api/admin/reviews/{reviewId}/reject: the reason the author is told. */
export const RejectReviewRequest = z.object({
  reason: z
    .string({ error: 'review.reject.reasonRequired' })
    .trim()
    .min(1, { error: 'review.reject.reasonRequired' })
    .max(REVIEW_LIMITS.reasonMax, {
      error: issueMessage('field.label.tooLong', { label: 'The reason', maximum: String(REVIEW_LIMITS.reasonMax) }),
    }),
});
export type RejectReviewRequest = z.infer<typeof RejectReviewRequest>;

/** POST /api/admin/reviews/{reviewId}/reply: the shop's answer, shown under the review (blank removes it). */
export const ReplyToReviewRequest = z.object({
  text: multilineText('The reply', {
    min: 1,
    max: REVIEW_LIMITS.replyMax,
    tooShort: 'review.reply.required',
    tooLong: issueMessage('field.label.tooLong', { label: 'The reply', maximum: String(REVIEW_LIMITS.replyMax) }),
    missing: 'review.reply.required',
  }),
});
export type ReplyToReviewRequest = z.infer<typeof ReplyToReviewRequest>;

/** POST /api/reviews/invitations/stop: the link in an invitation mail stops the next ones. */
export const StopInvitationsRequest = z.object({ token: linkToken('review.invitations.link') });
export type StopInvitationsRequest = z.infer<typeof StopInvitationsRequest>;

/** review.approved / review.removed: a product's rating changed. `version` grows with each change of the
 * product's rating, so a catalogue that hears them out of order keeps the newest. */
export const ProductRatingChanged = z.object({
  productId: z.string(),
  reviewId: z.string(),
  rating: RatingSummary,
  version: z.number().int().positive(),
});
export type ProductRatingChanged = z.infer<typeof ProductRatingChanged>;

/** review.invited: an order was delivered; support mails its buyer once, inviting a review of what they kept. */
export const ReviewInvited = z.object({
  orderId: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES).optional(),
  items: z.array(
    z.object({ productId: z.string(), name: z.string(), options: z.record(z.string(), z.string()).optional(), reviewUrl: z.string() }),
  ),
  /** The link that stops these mails: it holds the only copy of its token outside the reviews service's hash. */
  stopUrl: z.string(),
});
export type ReviewInvited = z.infer<typeof ReviewInvited>;
