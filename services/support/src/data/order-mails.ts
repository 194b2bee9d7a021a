import type { Queryable } from '@storefront/data';
import { enqueueMail } from './mail-queue';
import type { Mail } from '../mail/transport';

/** The steps of an order's life the shopper is mailed about, each once: an order is cancelled once and
 * shipped once; a return and a refund each have their own id. */
export type OrderMailKind = 'cancellation' | 'shipment' | 'return' | 'refund' | 'review-invitation';

/** Queues the mail about one step, unless it was queued already (a second event about the same step,
 * not only the same event delivered twice). Answers whether it queued one. */
export async function mailOnce(
  tx: Queryable,
  step: { kind: OrderMailKind; subjectId: string; orderId: string },
  mail: Mail,
): Promise<boolean> {
  // Taken first, so two replicas handling two events about one step cannot both mail: the second waits
  // on the row and then finds it.
  const { rowCount } = await tx.query(
    `INSERT INTO support.order_mails (kind, subject_id, order_id, mail_id) VALUES ($1, $2, $3, gen_random_uuid())
     ON CONFLICT (kind, subject_id) DO NOTHING`,
    [step.kind, step.subjectId, step.orderId],
  );
  if (rowCount === 0) return false;
  const mailId = await enqueueMail(tx, mail);
  await tx.query(`UPDATE support.order_mails SET mail_id = $3 WHERE kind = $1 AND subject_id = $2`, [step.kind, step.subjectId, mailId]);
  return true;
}
