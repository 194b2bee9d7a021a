import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openPglite, openPostgres } from '@storefront/data';
import { createLogger, readSettings } from '@storefront/service-kit';
import { BACKENDS, createTestDatabase } from '@storefront/testing';
import { SupportSettings } from '../src/config';
import { migrations } from '../src/data/migrations';
import { MAX_ATTEMPTS, enqueueMail, undeliverableMail } from '../src/data/mail-queue';
import { MailWorker } from '../src/mail/queue';
import { mailTransportFrom } from '../src/mail/transport';

/** A port nothing listens on: the SMTP relay is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** The support schema on the backend's database, made before the suite and dropped after it. */
function supportDatabase(backend: (typeof BACKENDS)[number], name: string): () => Database {
  let db: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (backend.database === 'postgres') {
      const t = await createTestDatabase(name);
      db = openPostgres({ url: t.url, max: 2 });
      drop = () => t.drop();
    } else db = await openPglite();
    await migrate(db, 'support', migrations);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });
  return () => db;
}

describe.each(BACKENDS)('mail that cannot be delivered, on $label', (backend) => {
  const database = supportDatabase(backend, 'support_mail');

  it(`is logged as an error once, after the last of ${MAX_ATTEMPTS} attempts, and counted for /metrics`, async () => {
    const db = database();
    const logged: Array<{ level: string; msg: string; mailId?: string; attempts?: number }> = [];
    const log = createLogger('support', 'info', { write: (line: string) => void logged.push(JSON.parse(line)) });
    const transport = mailTransportFrom(
      readSettings(SupportSettings, {
        ORDERS_URL: 'http://127.0.0.1:9',
        CATALOG_URL: 'http://127.0.0.1:9',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(await closedPort()),
        SMTP_SECURE: 'false',
      }),
      '/nonexistent',
    );
    const worker = new MailWorker({ db, transport, log });
    const id = await enqueueMail(db, { to: 'rita@example.ca', subject: 'We received your message (ABCD1234)', text: 'Hello,' });

    await worker.flush(); // the first attempt: a warning, tried again later
    expect(logged.map((l) => [l.level, l.msg])).toEqual([['warn', 'mail not sent yet']]);
    expect(await undeliverableMail(db)).toBe(0);

    // Eight more failures later (hours of back-off), the last attempt is due.
    await db.query(`UPDATE support.outgoing_mail SET attempts = $2, next_attempt_at = now() WHERE id = $1`, [id, MAX_ATTEMPTS - 1]);
    await worker.flush();
    const errors = logged.filter((l) => l.level === 'error');
    expect(errors).toEqual([expect.objectContaining({ msg: 'mail undeliverable: given up', mailId: id, attempts: MAX_ATTEMPTS })]);
    expect(JSON.stringify(errors)).not.toContain('rita@example.ca'); // the address stays out of the logs
    expect(await undeliverableMail(db)).toBe(1);

    // Given up: not tried, nor logged, again.
    await db.query(`UPDATE support.outgoing_mail SET next_attempt_at = now() WHERE id = $1`, [id]);
    await worker.flush();
    expect(logged.filter((l) => l.level === 'error')).toHaveLength(1);
    const { rows } = await db.query<{ attempts: number; sent_at: string | null }>(
      `SELECT attempts, sent_at FROM support.outgoing_mail WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ attempts: MAX_ATTEMPTS, sent_at: null });
  });
});

describe.each(BACKENDS)('mail the relay took, on $label', (backend) => {
  const database = supportDatabase(backend, 'support_mail_sent');

  it('is recorded as sent through a moment without the database, and never sent twice', async () => {
    const db = database();
    const sent: string[] = [];
    const transport = { send: async (mail: { id: string }) => void sent.push(mail.id), describe: () => 'test relay' };
    // The database drops the first two attempts at recording the mail sent (its connections cut).
    let refusals = 2;
    const blinking: Database = {
      kind: db.kind,
      transaction: (work) => db.transaction(work),
      exec: (sql) => db.exec(sql),
      ping: () => db.ping(),
      close: () => db.close(),
      query: ((text: string, params?: unknown[]) => {
        if (/SET sent_at = now\(\)/.test(text) && refusals-- > 0) return Promise.reject(new Error('terminating connection'));
        return db.query(text, params);
      }) as Database['query'],
    };
    const logged: Array<{ level: string; msg: string }> = [];
    const log = createLogger('support', 'info', { write: (line: string) => void logged.push(JSON.parse(line)) });
    const id = await enqueueMail(db, { to: 'rita@example.ca', subject: 'Your receipt', text: 'Hello,' });
    await new MailWorker({ db: blinking, transport, log }).flush();
    expect(sent).toEqual([id]);
    const { rows } = await db.query<{ attempts: number; sent: boolean }>(
      `SELECT attempts, sent_at IS NOT NULL AS sent FROM support.outgoing_mail WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ attempts: 1, sent: true });
    expect(logged.filter((l) => l.level !== 'info')).toEqual([]);
    // Nothing is due any more: a later pass sends nothing.
    await new MailWorker({ db, transport, log }).flush();
    expect(sent).toHaveLength(1);
  });
});
