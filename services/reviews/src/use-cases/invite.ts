import { createHash, randomBytes } from 'node:crypto';
import type { EventPayload, Language, StopInvitationsRequest } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { badRequest } from '@storefront/service-kit';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationLinks {
  publicUrl: string;
}

/** Once an order is delivered, in the consumer's transaction: one invitation to review what it held and
 * the buyer kept (not refunded, not reviewed yet), unless they stopped these mails. */
export async function inviteToReview(tx: Queryable, links: InvitationLinks, orderId: string): Promise<boolean> {
  const { rows: contacts } = await tx.query<{ user_id: string; email: string; name: string; language: Language }>(
    `UPDATE reviews.order_contacts c SET invited_at = now()
      WHERE order_id = $1 AND invited_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM reviews.invitation_stops s WHERE s.user_id = c.user_id)
      RETURNING user_id, email, name, language`,
    [orderId],
  );
  const contact = contacts[0];
  if (!contact) return false;
  const { rows: items } = await tx.query<{ product_id: string; name: string; options: Record<string, string> }>(
    `SELECT DISTINCT ON (p.product_id) p.product_id, p.name, p.options FROM reviews.purchases p
      WHERE p.order_id = $1 AND p.refunded < p.quantity
        AND NOT EXISTS (SELECT 1 FROM reviews.reviews r WHERE r.product_id = p.product_id AND r.user_id = p.user_id)
      ORDER BY p.product_id, p.variant_id`,
    [orderId],
  );
  if (items.length === 0) return false;
  const token = randomBytes(32).toString('base64url');
  await tx.query(`INSERT INTO reviews.invitation_links (token_hash, user_id) VALUES ($1, $2)`, [hashOf(token), contact.user_id]);
  const stopUrl = new URL('/review-invitations', links.publicUrl);
  stopUrl.searchParams.set('token', token);
  const invitation: EventPayload<'review.invited'> = {
    orderId,
    userId: contact.user_id,
    email: contact.email,
    name: contact.name,
    language: contact.language,
    items: items.map((i) => ({
      productId: i.product_id,
      name: i.name,
      options: i.options,
      reviewUrl: new URL(`/product/${encodeURIComponent(i.product_id)}#write-review`, links.publicUrl).toString(),
    })),
    stopUrl: stopUrl.toString(),
  };
  await addToOutbox(tx, 'reviews', 'review.invited', invitation);
  return true;
}

/** The link in an invitation: no more of them for that shopper (following it again changes nothing). */
export async function stopInvitations(db: Database, body: StopInvitationsRequest): Promise<{ stopped: true }> {
  const { rows } = await db.query<{ user_id: string }>(`SELECT user_id FROM reviews.invitation_links WHERE token_hash = $1`, [
    hashOf(body.token),
  ]);
  const link = rows[0];
  if (!link) throw badRequest('review.invitations.link');
  await db.query(`INSERT INTO reviews.invitation_stops (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [link.user_id]);
  return { stopped: true };
}
