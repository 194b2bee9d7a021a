import type { Database } from '@storefront/data';
import { Poller } from '@storefront/events';
import type { Logger } from 'pino';
import { MAIL_BATCH, MAX_ATTEMPTS, claimDueMail, markMailFailed, markMailSent } from '../data/mail-queue';
import type { MailTransport } from './transport';

/** Sends the queued mail (data/mail-queue.ts): polls for what is due, and is nudged when something is
 * queued; a failure is tried again after a pause that doubles each time, up to an hour. */
export class MailWorker {
  private readonly poller: Poller;

  constructor(private readonly deps: { db: Database; transport: MailTransport; log: Logger; intervalMs?: number }) {
    this.poller = new Poller(
      () => this.sendBatch(),
      deps.intervalMs ?? 2000,
      (err) => deps.log.warn({ err: err.message }, 'mail pass failed'),
    );
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
    const due = await claimDueMail(this.deps.db);
    for (const m of due) {
      try {
        await this.deps.transport.send({ id: m.id, to: m.to, replyTo: m.replyTo, subject: m.subject, text: m.text });
      } catch (err) {
        const wait = Math.min(2 ** m.attempts * 15, 3600);
        await markMailFailed(this.deps.db, m.id, (err as Error).message, wait);
        // The last attempt: nobody will try again, so someone has to know (once; the row is not claimed again).
        if (m.attempts + 1 >= MAX_ATTEMPTS) {
          this.deps.log.error({ mailId: m.id, attempts: m.attempts + 1, err: (err as Error).message }, 'mail undeliverable: given up');
        } else {
          this.deps.log.warn({ mailId: m.id, err: (err as Error).message, retryInSeconds: wait }, 'mail not sent yet');
        }
        continue;
      }
      await this.recordSent(m.id);
    }
    // A full batch: more may be due.
    return due.length === MAIL_BATCH;
  }

  /** The relay has the mail: it is recorded as sent, through a moment without the database too. Counted
   * as a failure instead, it went out again later: a second receipt (seen when the database's connections
   * were cut under a stream of orders). */
  private async recordSent(id: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await markMailSent(this.deps.db, id);
      } catch (err) {
        if (attempt >= SENT_RECORD_RETRIES_MS.length) {
          // Its claim runs out in two minutes and it goes out once more: better twice than never.
          this.deps.log.error({ mailId: id, err: (err as Error).message }, 'mail sent but not recorded: it will be sent again');
          return;
        }
        await new Promise((r) => setTimeout(r, SENT_RECORD_RETRIES_MS[attempt]));
      }
    }
  }
}

/** Pauses between tries at recording a mail sent: about 15 s in all, longer than a database's restart. */
const SENT_RECORD_RETRIES_MS = [100, 250, 500, 1000, 2000, 4000, 8000];
