import type { Queryable } from '@storefront/data';
import type { Mail } from '../mail/transport';

/** Mail waits in a table written in the same transaction as what it is about (a contact message, a
 * paid order); a worker sends it, retrying with growing pauses when the mail server is unavailable. */
export async function enqueueMail(
  tx: Queryable,
  mail: Mail,
  /** Not before this time (a gift card's day); its text forgotten once sent (`secret`: it holds a code or
   * a link), or only `link.secret` in it replaced by `link.replacement` (a text kept to be sent again). */
  options: { notBefore?: Date; secret?: boolean; link?: { secret: string; replacement: string } } = {},
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO support.outgoing_mail (recipient, reply_to, subject, body, next_attempt_at, forget_text_when_sent, secret, secret_replacement)
     VALUES ($1, $2, $3, $4, greatest(now(), coalesce($5::timestamptz, now())), $6, $7, $8) RETURNING id`,
    [
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      options.notBefore?.toISOString() ?? null,
      options.secret ?? false,
      options.link?.secret ?? null,
      options.link?.replacement ?? null,
    ],
  );
  return rows[0]!.id;
}

/** After this many failed attempts a mail is given up on: logged as an error once and counted by
 * `support_mail_undeliverable` on /metrics. */
export const MAX_ATTEMPTS = 10;

/** How many mails one pass of the worker claims at most. */
export const MAIL_BATCH = 20;

/** How many mails were given up on (and still are: an operator may reset their attempts to retry). */
export async function undeliverableMail(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM support.outgoing_mail WHERE sent_at IS NULL AND attempts >= $1`,
    [MAX_ATTEMPTS],
  );
  return Number(rows[0]!.n);
}

/** A queued mail claimed for sending, with how many attempts it has had. */
export interface ClaimedMail extends Mail {
  id: string;
  attempts: number;
}

/** Claims up to MAIL_BATCH mails that are due, oldest first, for two minutes: replicas skip each
 * other's claims, and a worker that dies mid-pass leaves its mails to be claimed again. */
export async function claimDueMail(db: Queryable): Promise<ClaimedMail[]> {
  const { rows } = await db.query<{
    id: string;
    recipient: string;
    reply_to: string | null;
    subject: string;
    body: string;
    attempts: number;
  }>(
    `UPDATE support.outgoing_mail SET claimed_until = now() + interval '2 minutes'
      WHERE id IN (SELECT id FROM support.outgoing_mail
                    WHERE sent_at IS NULL AND attempts < $1 AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
                    ORDER BY created_at LIMIT ${MAIL_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient, reply_to, subject, body, attempts`,
    [MAX_ATTEMPTS],
  );
  return rows.map((m) => ({
    id: m.id,
    to: m.recipient,
    replyTo: m.reply_to ?? undefined,
    subject: m.subject,
    text: m.body,
    attempts: m.attempts,
  }));
}

/** Marks a claimed mail sent: it is not claimed again. */
export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE support.outgoing_mail SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL, last_error = NULL,
            body = CASE WHEN forget_text_when_sent THEN ''
                        WHEN secret IS NOT NULL THEN replace(body, secret, coalesce(secret_replacement, ''))
                        ELSE body END,
            secret = NULL, secret_replacement = NULL
      WHERE id = $1`,
    [id],
  );
}

/** Records a failed attempt and releases the claim; the mail is due again after `retryInSeconds`. */
export async function markMailFailed(db: Queryable, id: string, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    `UPDATE support.outgoing_mail SET attempts = attempts + 1, last_error = $2, claimed_until = NULL,
            next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
    [id, error, retryInSeconds],
  );
}
