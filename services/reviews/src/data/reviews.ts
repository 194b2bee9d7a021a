import type { HeldFor, Language, ModeratedReview, MyReview, Review, ReviewSort, ReviewStatus, ReviewSummary } from '@storefront/contracts';
import type { Queryable } from '@storefront/data';
import { summarize } from '../domain/rating';

export interface ReviewRow {
  id: string;
  product_id: string;
  variant_id: string;
  user_id: string;
  author_name: string;
  product_name: string;
  options: Record<string, string>;
  rating: number;
  title: string;
  body: string;
  language: Language;
  status: ReviewStatus;
  held_for: HeldFor[];
  rejection_reason: string | null;
  reply: string | null;
  replied_at: Date | null;
  helpful: number;
  created_at: Date;
  updated_at: Date;
}

export const reviewOf = (r: ReviewRow): Review => ({
  _id: r.id,
  productId: r.product_id,
  rating: r.rating,
  title: r.title,
  text: r.body,
  language: r.language,
  authorName: r.author_name,
  verifiedPurchase: true,
  options: r.options,
  helpful: r.helpful,
  reply: r.reply === null || r.replied_at === null ? null : { text: r.reply, repliedAt: r.replied_at.toISOString() },
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export const myReviewOf = (r: ReviewRow): MyReview => ({ ...reviewOf(r), status: r.status, rejectionReason: r.rejection_reason });

export const moderatedReviewOf = (r: ReviewRow, reports: ModeratedReview['reports']): ModeratedReview => ({
  ...myReviewOf(r),
  userId: r.user_id,
  productName: r.product_name,
  heldFor: r.held_for,
  reports,
});

export async function reviewById(db: Queryable, id: string, forUpdate = false): Promise<ReviewRow | undefined> {
  const { rows } = await db.query<ReviewRow>(`SELECT * FROM reviews.reviews WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function reviewOfShopper(db: Queryable, productId: string, userId: string): Promise<ReviewRow | undefined> {
  const { rows } = await db.query<ReviewRow>(`SELECT * FROM reviews.reviews WHERE product_id = $1 AND user_id = $2`, [productId, userId]);
  return rows[0];
}

/** Whether another review (of any product, by anyone) has the same words: pasted spam. */
export async function textSeenElsewhere(db: Queryable, fingerprint: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM reviews.reviews WHERE fingerprint = $1 AND id IS DISTINCT FROM $2::uuid LIMIT 1`, [
    fingerprint,
    exceptId,
  ]);
  return rows.length > 0;
}

/** A product's approved reviews by stars, summed up. */
export async function summaryOf(db: Queryable, productId: string): Promise<ReviewSummary> {
  const { rows } = await db.query<{ rating: number; n: string }>(
    `SELECT rating, count(*) AS n FROM reviews.reviews WHERE product_id = $1 AND status = 'approved' GROUP BY rating`,
    [productId],
  );
  const stars = [0, 0, 0, 0, 0];
  for (const r of rows) stars[r.rating - 1] = Number(r.n);
  return summarize(stars);
}

/** The next number of a product's rating change (see ProductRatingChanged.version). */
export async function nextRatingVersion(tx: Queryable, productId: string): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `INSERT INTO reviews.rating_versions (product_id, version) VALUES ($1, 1)
     ON CONFLICT (product_id) DO UPDATE SET version = reviews.rating_versions.version + 1 RETURNING version`,
    [productId],
  );
  return rows[0]!.version;
}

const SORTS: Record<ReviewSort, string> = {
  newest: 'created_at DESC, id',
  helpful: 'helpful DESC, created_at DESC, id',
  highest: 'rating DESC, created_at DESC, id',
  lowest: 'rating, created_at DESC, id',
};

export async function shownReviews(
  db: Queryable,
  productId: string,
  q: { sort: ReviewSort; stars?: number; page: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = `product_id = $1 AND status = 'approved' AND ($2::int IS NULL OR rating = $2)`;
  const [page, count] = await Promise.all([
    db.query<ReviewRow>(`SELECT * FROM reviews.reviews WHERE ${where} ORDER BY ${SORTS[q.sort]} LIMIT $3 OFFSET $4`, [
      productId,
      q.stars ?? null,
      q.limit,
      (q.page - 1) * q.limit,
    ]),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM reviews.reviews WHERE ${where}`, [productId, q.stars ?? null]),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]!.n) };
}

/** Of these reviews, those the shopper found helpful. */
export async function votedHelpful(db: Queryable, userId: string, reviewIds: string[]): Promise<string[]> {
  if (reviewIds.length === 0) return [];
  const { rows } = await db.query<{ review_id: string }>(
    `SELECT review_id FROM reviews.helpful_votes WHERE user_id = $1 AND review_id = ANY($2::uuid[])`,
    [userId, reviewIds],
  );
  return rows.map((r) => r.review_id);
}

export async function reportsOf(db: Queryable, reviewIds: string[]): Promise<Map<string, ModeratedReview['reports']>> {
  const out = new Map<string, ModeratedReview['reports']>();
  if (reviewIds.length === 0) return out;
  const { rows } = await db.query<{ review_id: string; reason: string; reported_at: Date }>(
    `SELECT review_id, reason, reported_at FROM reviews.reports WHERE review_id = ANY($1::uuid[]) ORDER BY reported_at`,
    [reviewIds],
  );
  for (const r of rows)
    out.set(r.review_id, [...(out.get(r.review_id) ?? []), { reason: r.reason, reportedAt: r.reported_at.toISOString() }]);
  return out;
}

/** Reviews for staff: by status, or those shoppers reported (whatever their status), oldest first. */
export async function reviewsToModerate(
  db: Queryable,
  status: ReviewStatus | 'reported',
  page: number,
  limit: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = status === 'reported' ? `EXISTS (SELECT 1 FROM reviews.reports rp WHERE rp.review_id = r.id)` : `r.status = $1`;
  const params = status === 'reported' ? [] : [status];
  const n = params.length;
  const [rows, count] = await Promise.all([
    db.query<ReviewRow>(`SELECT r.* FROM reviews.reviews r WHERE ${where} ORDER BY r.created_at, r.id LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      limit,
      (page - 1) * limit,
    ]),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM reviews.reviews r WHERE ${where}`, params),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]!.n) };
}
