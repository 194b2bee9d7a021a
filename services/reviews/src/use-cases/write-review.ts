import { randomUUID } from 'node:crypto';
import type { EditReviewRequest, HeldFor, Identity, MyReview, ReviewStatus, WriteReviewRequest } from '@storefront/contracts';
import { badRequest, conflict, forbidden, notFound } from '@storefront/service-kit';
import { keptPurchases } from '../data/purchases';
import { type ReviewRow, myReviewOf, reviewById, reviewOfShopper, textSeenElsewhere } from '../data/reviews';
import { COMPARED_LENGTH, comparable, heldFor } from '../domain/automatic-check';
import type { ReviewsDeps } from './deps';
import { announceRating } from './rating';

/** How the shop signs a review: the author's first name. */
const firstName = (name: string): string => name.trim().split(/\s+/)[0] || 'Shopper';

/** Where a written or changed review stands: what the automatic check holds back, and whether staff must see it. */
async function checked(deps: ReviewsDeps, words: { title: string; text: string }, exceptId: string | null) {
  const fingerprint = comparable(words.text);
  const copies = fingerprint.length >= COMPARED_LENGTH && (await textSeenElsewhere(deps.db, fingerprint, exceptId));
  const held: HeldFor[] = heldFor(words, copies);
  const status: ReviewStatus = held.length > 0 || deps.needApproval ? 'pending' : 'approved';
  return { fingerprint, held, status };
}

/** A buyer reviews a product they received (once: 409 after that; edit instead). */
export async function writeReview(deps: ReviewsDeps, me: Identity, productId: string, body: WriteReviewRequest): Promise<MyReview> {
  if (await reviewOfShopper(deps.db, productId, me.userId)) throw conflict('review.already');
  const kept = await keptPurchases(deps.db, me.userId, productId);
  if (kept.length === 0) throw forbidden('review.notBought');
  const bought = kept[0]!;
  if (!bought.delivered) throw forbidden('review.notDelivered');
  const { fingerprint, held, status } = await checked(deps, body, null);
  const row = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ReviewRow>(
      `INSERT INTO reviews.reviews (id, product_id, variant_id, user_id, author_name, product_name, options, rating, title, body, fingerprint, language, status, held_for)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (product_id, user_id) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        productId,
        bought.variantId,
        me.userId,
        firstName(me.name),
        bought.name,
        JSON.stringify(bought.options),
        body.rating,
        body.title,
        body.text,
        fingerprint,
        body.language,
        status,
        held,
      ],
    );
    // Written at the same moment from two tabs: the other one won.
    if (rows.length === 0) throw conflict('review.already');
    if (status === 'approved') await announceRating(tx, 'review.approved', productId, rows[0]!.id);
    return rows[0]!;
  });
  if (status === 'approved') deps.onEventsWritten();
  return myReviewOf(row);
}

/** The author's own review, for a change: 404 when there is none, 403 for another shopper's. */
async function ownReview(deps: ReviewsDeps, me: Identity, reviewId: string): Promise<ReviewRow> {
  const row = await reviewById(deps.db, reviewId);
  if (!row) throw notFound('review.notFound');
  if (row.user_id !== me.userId) throw forbidden('review.ownOnly');
  return row;
}

/** The author changes their review: it is checked again and, where the shop approves reviews, waits again. */
export async function editReview(deps: ReviewsDeps, me: Identity, reviewId: string, body: EditReviewRequest): Promise<MyReview> {
  if (body.rating === undefined && body.title === undefined && body.text === undefined && body.language === undefined) {
    throw badRequest('review.nothingToChange');
  }
  const before = await ownReview(deps, me, reviewId);
  const words = { title: body.title ?? before.title, text: body.text ?? before.body };
  const { fingerprint, held, status } = await checked(deps, words, reviewId);
  const row = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ReviewRow & { was: ReviewStatus }>(
      `UPDATE reviews.reviews r SET rating = $2, title = $3, body = $4, fingerprint = $5, language = $6, status = $7, held_for = $8,
              rejection_reason = NULL, updated_at = now()
         FROM (SELECT id, status AS was FROM reviews.reviews WHERE id = $1 FOR UPDATE) old
        WHERE r.id = old.id RETURNING r.*, old.was`,
      [reviewId, body.rating ?? before.rating, words.title, words.text, fingerprint, body.language ?? before.language, status, held],
    );
    const changed = rows[0];
    if (!changed) throw notFound('review.notFound');
    if (changed.was === 'approved' || status === 'approved') {
      await announceRating(tx, status === 'approved' ? 'review.approved' : 'review.removed', changed.product_id, reviewId);
    }
    return changed;
  });
  deps.onEventsWritten();
  return myReviewOf(row);
}

/** The author takes their review down. */
export async function deleteReview(deps: ReviewsDeps, me: Identity, reviewId: string): Promise<void> {
  await ownReview(deps, me, reviewId);
  const removed = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ product_id: string; status: ReviewStatus }>(
      `DELETE FROM reviews.reviews WHERE id = $1 RETURNING product_id, status`,
      [reviewId],
    );
    const gone = rows[0];
    if (gone?.status === 'approved') await announceRating(tx, 'review.removed', gone.product_id, reviewId);
    return gone;
  });
  if (removed?.status === 'approved') deps.onEventsWritten();
}
