import type { Database, Queryable } from '@storefront/data';
import { Poller } from '@storefront/events';
import type { Logger } from 'pino';
import type { Mail, MailTransport } from './transport';

/** Mail waits in a table written in the same transaction as what it is about (a contact message, a
 * paid order); a worker sends it, retrying with growing pauses when the mail server is unavailable. */
export async function enqueueMail(tx: Queryable, mail: Mail): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO support.outgoing_mail (recipient, reply_to, subject, body) VALUES ($1, $2, $3, $4) RETURNING id`,
    [mail.to, mail.replyTo ?? null, mail.subject, mail.text],
  );
  return rows[0]!.id;
}

/** After this many failed attempts a mail is given up on: logged as an error once and counted by
 * `support_mail_undeliverable` on /metrics. */
export const MAX_ATTEMPTS = 10;

/** How many mails were given up on (and still are: an operator may reset their attempts to retry). */
export async function undeliverableMail(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM support.outgoing_mail WHERE sent_at IS NULL AND attempts >= $1`, [MAX_ATTEMPTS]);
  return Number(rows[0]!.n);
}

export class MailWorker {
  private readonly poller: Poller;

  constructor(private readonly deps: { db: Database; transport: MailTransport; log: Logger; intervalMs?: number }) {
    this.poller = new Poller(() => this.sendBatch(), deps.intervalMs ?? 2000, (err) => deps.log.warn({ err: err.message }, 'mail pass failed'));
  }

  start(): void {
    this.poller.start();
  }

  nudge(): void {
    this.poller.nudge();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Sends what is due now (tests). */
  async flush(): Promise<void> {
    while (await this.poller.runOnce()) {
      /* more to send */
    }
  }

  private async sendBatch(): Promise<boolean> {
    const { rows } = await this.deps.db.query<{ id: string; recipient: string; reply_to: string | null; subject: string; body: string; attempts: number }>(
      `UPDATE support.outgoing_mail SET claimed_until = now() + interval '2 minutes'
        WHERE id IN (SELECT id FROM support.outgoing_mail
                      WHERE sent_at IS NULL AND attempts < $1 AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
                      ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, reply_to, subject, body, attempts`,
      [MAX_ATTEMPTS],
    );
    for (const m of rows) {
      try {
        await this.deps.transport.send({ id: m.id, to: m.recipient, replyTo: m.reply_to ?? undefined, subject: m.subject, text: m.body });
        await this.deps.db.query(`UPDATE support.outgoing_mail SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL, last_error = NULL WHERE id = $1`, [m.id]);
      } catch (err) {
        const wait = Math.min(2 ** m.attempts * 15, 3600);
        await this.deps.db.query(
          `UPDATE support.outgoing_mail SET attempts = attempts + 1, last_error = $2, claimed_until = NULL,
                  next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
          [m.id, (err as Error).message, wait],
        );
        // The last attempt: nobody will try again, so someone has to know (once; the row is not claimed again).
        if (m.attempts + 1 >= MAX_ATTEMPTS) {
          this.deps.log.error({ mailId: m.id, attempts: m.attempts + 1, err: (err as Error).message }, 'mail undeliverable: given up');
        } else {
          this.deps.log.warn({ mailId: m.id, err: (err as Error).message, retryInSeconds: wait }, 'mail not sent yet');
        }
      }
    }
    return rows.length === 20;
  }
}
