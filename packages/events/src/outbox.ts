import { type EventEnvelope, type EventPayload, type EventType, secretFieldsOf, withoutSecrets } from '@storefront/contracts';
import type { Database, Migration, Queryable } from '@storefront/data';
import type { Logger } from 'pino';
import { type EventBus, createEvent } from './bus';
import { currentCorrelationId } from './correlation';
import { currentTraceContext } from './trace-context';
import { retryingPassingFailures } from './failures';
import { Poller } from './poller';

/** The tables every publishing or consuming service keeps in its own schema. */
export function eventMigrations(schema: string): Migration[] {
  return [
    {
      id: 'events_001_outbox',
      sql: `
        CREATE TABLE ${schema}.outbox (
          seq bigserial PRIMARY KEY,
          id uuid NOT NULL UNIQUE,
          type text NOT NULL,
          payload jsonb NOT NULL,
          occurred_at timestamptz NOT NULL,
          sent_at timestamptz,
          attempts integer NOT NULL DEFAULT 0,
          last_error text
        );
        CREATE INDEX outbox_unsent ON ${schema}.outbox (seq) WHERE sent_at IS NULL;
        CREATE TABLE ${schema}.processed_events (
          consumer text NOT NULL,
          event_id uuid NOT NULL,
          processed_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (consumer, event_id)
        );
      `,
    },
    {
      // Rows are claimed for a while before publishing, so that no transaction stays open while a
      // broker or an in-process consumer works; a claim that was never finished (a crash) runs out.
      id: 'events_002_outbox_claims',
      sql: `ALTER TABLE ${schema}.outbox ADD COLUMN claimed_until timestamptz;`,
    },
    {
      // The request (or, through consumers, the chain of events) that caused an event; none on older rows.
      id: 'events_003_correlation',
      sql: `ALTER TABLE ${schema}.outbox ADD COLUMN correlation_id text;`,
    },
    {
      // The trace context (W3C traceparent and tracestate) of the span that wrote the event: its
      // publish and its consumers continue that trace. None when tracing is off, and on older rows.
      id: 'events_004_trace_context',
      sql: `ALTER TABLE ${schema}.outbox ADD COLUMN traceparent text, ADD COLUMN tracestate text;`,
    },
  ];
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Records an event in the same transaction as the state change it announces; the relay publishes it
 * after commit. If the transaction rolls back, the event never existed. Only an event type of the
 * contracts, with that type's payload, is accepted; the event carries the correlation id of the request
 * or event being handled (see `withCorrelation`), and the trace context of the span under way. */
export async function addToOutbox<T extends EventType>(
  tx: Queryable,
  schema: string,
  type: T,
  payload: EventPayload<T>,
): Promise<EventEnvelope<EventPayload<T>>> {
  const event = createEvent(type, payload, currentCorrelationId(), currentTraceContext());
  await tx.query(
    `INSERT INTO ${schema}.outbox (id, type, payload, occurred_at, correlation_id, traceparent, tracestate) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.id,
      event.type,
      JSON.stringify(event.payload),
      event.occurredAt,
      event.correlationId ?? null,
      event.traceparent ?? null,
      event.tracestate ?? null,
    ],
  );
  return event;
}

export interface OutboxRelayOptions {
  db: Database;
  schema: string;
  bus: EventBus;
  log?: Logger;
  /** How often unsent events are looked for when nothing nudges the relay. */
  intervalMs?: number;
  batchSize?: number;
  /** Sent rows older than this are deleted. */
  keepSentMs?: number;
  /** The lease on a claimed batch: renewed while its relay works through it, so it runs out this soon
   * after the relay dies, and another (or the same, restarted) publishes the rest. */
  claimMs?: number;
  /** A publish that takes longer counts as failed (the event stays unsent and is tried again). */
  publishTimeoutMs?: number;
}

/** A publish may take this long: a broker's confirm, or (in process) every consumer handling the event... */
export const PUBLISH_TIMEOUT_MS = { rabbitmq: 10_000, 'in-process': 30_000 } as const;
/** ... and a claim lasts only a little longer, renewed as the batch goes out. */
export const CLAIM_MARGIN_MS = 2_000;

/** The payload an outbox keeps once its event is sent, as JSON: its secret fields hidden; null when it
 * has none to hide (the row keeps its payload as it is). */
export function keptAfterSending(event: Pick<EventEnvelope, 'type' | 'payload'>): string | null {
  if (secretFieldsOf(event.type).length === 0) return null;
  return JSON.stringify((withoutSecrets(event) as EventEnvelope).payload);
}

/** Publishes outbox rows in order and marks them sent. Several replicas may run it: each batch is
 * claimed with SKIP LOCKED. A broker outage leaves rows unsent; they go out once it is back. */
export class OutboxRelay {
  private readonly poller: Poller;
  private lastCleanup = 0;
  private lastSent = 0;
  private stopping = false;

  constructor(private readonly options: OutboxRelayOptions) {
    this.poller = new Poller(
      async () => {
        this.lastSent = await this.publishBatch();
        return this.lastSent >= (this.options.batchSize ?? 100);
      },
      options.intervalMs ?? 1000,
      (err) => options.log?.warn({ err: err.message }, 'outbox relay pass failed'),
    );
  }

  start(): void {
    this.poller.start();
  }

  /** Asks for a pass now (after a commit that wrote events), instead of at the next interval. */
  nudge(): void {
    this.poller.nudge();
  }

  /** Publishes everything pending now; resolves with how many were sent. */
  async flush(): Promise<number> {
    let total = 0;
    for (;;) {
      await this.poller.runOnce();
      total += this.lastSent;
      if (this.lastSent === 0) return total;
    }
  }

  /** Finishes the event being published, gives back the rest of its batch, and stops. */
  stop(): Promise<void> {
    this.stopping = true;
    return this.poller.stop();
  }

  private async publishBatch(): Promise<number> {
    const { db, schema, bus, log } = this.options;
    const publishTimeout = this.options.publishTimeoutMs ?? PUBLISH_TIMEOUT_MS[bus.kind];
    const lease = this.options.claimMs ?? publishTimeout + CLAIM_MARGIN_MS;
    // Claim a batch (replicas skip each other's), then publish with no transaction open: the bus
    // answers only once the event is safe (a broker's confirm, or every in-process consumer done).
    const rows = await db.transaction(async (tx) => {
      const claimed = await tx.query<{
        seq: number;
        id: string;
        type: string;
        payload: unknown;
        occurred_at: Date;
        correlation_id: string | null;
        traceparent: string | null;
        tracestate: string | null;
      }>(
        `SELECT seq, id, type, payload, occurred_at, correlation_id, traceparent, tracestate FROM ${schema}.outbox
          WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 100],
      );
      if (claimed.rows.length > 0) {
        await tx.query(`UPDATE ${schema}.outbox SET claimed_until = now() + make_interval(secs => $2) WHERE seq = ANY ($1::bigint[])`, [
          claimed.rows.map((r) => r.seq),
          lease / 1000,
        ]);
      }
      return claimed.rows;
    });
    let sent = 0;
    let claimedAt = Date.now();
    const giveBack = (from: number) => {
      // Stryker disable next-line MethodExpression: giving back rows already sent as well changes nothing (sending cleared their claim)
      const unsent = rows.slice(from).map((r) => r.seq);
      return db.query(`UPDATE ${schema}.outbox SET claimed_until = NULL WHERE seq = ANY ($1::bigint[])`, [unsent]);
    };
    for (const [index, row] of rows.entries()) {
      if (this.stopping) {
        await giveBack(index);
        break;
      }
      const event: EventEnvelope = {
        id: row.id,
        type: row.type,
        occurredAt: new Date(row.occurred_at).toISOString(),
        payload: row.payload,
      };
      if (row.correlation_id) event.correlationId = row.correlation_id;
      if (row.traceparent) event.traceparent = row.traceparent;
      if (row.tracestate) event.tracestate = row.tracestate;
      if (Date.now() - claimedAt > lease / 2) {
        // Half the lease gone: the rest of the batch stays this relay's for another lease.
        await db.query(`UPDATE ${schema}.outbox SET claimed_until = now() + make_interval(secs => $2) WHERE seq = ANY ($1::bigint[])`, [
          rows.slice(index).map((r) => r.seq),
          lease / 1000,
        ]);
        claimedAt = Date.now();
      }
      try {
        await withTimeout(bus.publish(event), publishTimeout, `publishing ${event.type} took too long`);
      } catch (err) {
        // Keep order: stop at the first failure, give back the rest of the batch, and try again on the next pass.
        await db.query(`UPDATE ${schema}.outbox SET attempts = attempts + 1, last_error = $2 WHERE seq = $1`, [
          row.seq,
          (err as Error).message,
        ]);
        await giveBack(index);
        log?.warn({ eventId: row.id, type: row.type, err: (err as Error).message }, 'event not published yet; will retry');
        break;
      }
      // The event is out: a connection that drops now must not leave it claimed until the lease runs
      // out and then send it again (harmless, as consumers handle an event once, but seconds late).
      // The row kept for a while after is kept without the event's secrets (a link's token): whoever
      // reads the database must not find a working link in it.
      await retryingPassingFailures(() =>
        db.query(
          `UPDATE ${schema}.outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL, claimed_until = NULL,
             payload = coalesce($2::jsonb, payload) WHERE seq = $1`,
          [row.seq, keptAfterSending(event)],
        ),
      );
      sent++;
    }
    await this.cleanup();
    return sent;
  }

  private async cleanup(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < 60 * 60 * 1000) return;
    this.lastCleanup = now;
    const keep = this.options.keepSentMs ?? 7 * 24 * 60 * 60 * 1000;
    await this.options.db.query(
      `DELETE FROM ${this.options.schema}.outbox WHERE sent_at IS NOT NULL AND sent_at < now() - make_interval(secs => $1)`,
      [keep / 1000],
    );
  }

  /** Unsent events, for readiness detail and tests. */
  async pending(): Promise<number> {
    const { rows } = await this.options.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM ${this.options.schema}.outbox WHERE sent_at IS NULL`,
    );
    return rows[0]?.n ?? 0;
  }
}

/** Handles an event at most once per consumer: the mark that it was handled commits in the same
 * transaction as its effects, so a redelivered or duplicated event changes nothing the second time.
 * Resolves to false when the event had been handled before. Services do not call it: a consumer
 * declared with `defineConsumer` runs its handler through it. */
export async function handleOnce(
  db: Database,
  schema: string,
  consumer: string,
  event: EventEnvelope,
  work: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const mark = await tx.query(`INSERT INTO ${schema}.processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      consumer,
      event.id,
    ]);
    if (mark.rowCount === 0) return false;
    await work(tx);
    return true;
  });
}
