// What a service's events do, for /metrics: its outbox's backlog, what its relay published, and what
// each of its consumers handled, how long that took and how late events reached it; its queues and dead
// letters as the broker counts them. startService sets it up (the outbox, the relay and the consumers
// are the events package's, which stays free of metrics): the relay publishes through a bus that counts,
// each consumer is wrapped where the service starts it, and the backlog and queues are read only when
// /metrics is scraped, never per request or per event.
import type { Database, Queryable } from '@storefront/data';
import { type EventBus, type EventConsumer, type QueueDepth, isPassingFailure } from '@storefront/events';
import { Counter, Gauge, Histogram, type Metric } from 'prom-client';
import { withinTime } from './timeout';

/** A read at scrape time gives up after this long: a database or broker that does not answer shows as
 * unknown (NaN) instead of holding the whole scrape. */
const READ_TIMEOUT_MS = 2000;

/** What happened to one delivery to a consumer. `already_handled`: the event had been handled before (a
 * redelivery, a replay), so nothing was done; `passing_failure`: the database or a service was out of
 * reach, and it is tried again without counting as an attempt; `failed`: the handler refused the event
 * (five of those and it is dead-lettered). */
export type DeliveryOutcome = 'handled' | 'already_handled' | 'passing_failure' | 'failed';
const OUTCOMES: readonly DeliveryOutcome[] = ['handled', 'already_handled', 'passing_failure', 'failed'];

/** The bus a service is given once measured: the same bus, counting what is published through it, and
 * carrying these metrics to the service's app (createServiceApp shows them on /metrics). */
export type MeasuredBus = EventBus & { readonly measured: EventMetrics };

/** One read shared by the metrics of one scrape: prom-client collects them all at once, so the second
 * finds the first's read under way and waits for it instead of asking again. */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= withinTime(read(), READ_TIMEOUT_MS).finally(() => {
      inFlight = undefined;
    }));
}

/** The events that are not published yet, and how long the oldest has waited (0 when none): what rises
 * while the broker is away, and falls back once the relay catches up. */
export async function outboxBacklog(db: Queryable, schema: string): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const { rows } = await db.query<{ pending: number | string; age: number | string | null }>(
    `SELECT count(*)::int AS pending, EXTRACT(EPOCH FROM now() - min(occurred_at))::float8 AS age
       FROM ${schema}.outbox WHERE sent_at IS NULL`,
  );
  const row = rows[0];
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}

/** Watches the handle-once transaction of a delivery: `defineConsumer` runs its handler through
 * `handleOnce`, the delivery's first transaction, which answers true when the event was handled now and
 * false when it had been handled before. The consumer itself stays as declared (packages/events). */
function watchingHandleOnce(db: Database, seen: (handledNow: boolean) => void): Database {
  let first = true;
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    transaction: (work) =>
      db.transaction(work).then((result) => {
        if (first && typeof result === 'boolean') seen(result);
        first = false;
        return result;
      }),
    exec: (sql) => db.exec(sql),
    ping: () => db.ping(),
    close: () => db.close(),
  };
}

export interface EventMetricsOptions {
  service: string;
  db: Database;
  /** The schema holds an outbox table (its migrations include the events package's). */
  hasOutbox: boolean;
  /** The bus as the host made it: asked for queue depths (wrappers need not pass them on). */
  hostBus: EventBus;
}

export class EventMetrics {
  /** Made unregistered: the service's app registers them in its own registry (one per service). */
  readonly metrics: Metric[] = [];
  private readonly consumerNames: string[] = [];
  private readonly published = new Counter({
    name: 'events_published_total',
    help: "Events this process's outbox relay published, by type",
    labelNames: ['type'],
    registers: [],
  });
  private readonly publishFailures = new Counter({
    name: 'events_publish_failures_total',
    help: 'Publishes the bus refused or did not confirm in time (the event stays in the outbox and goes again)',
    labelNames: ['type'],
    registers: [],
  });
  private readonly processing = new Histogram({
    name: 'events_consumer_processing_seconds',
    help: 'Time each consumer took over a delivery, whatever its outcome',
    labelNames: ['consumer'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [],
  });
  private readonly lag = new Histogram({
    name: 'events_consumer_lag_seconds',
    help: 'Time from when an event happened to when a consumer started on it (each delivery but those of events handled before)',
    labelNames: ['consumer'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
    registers: [],
  });
  private readonly deliveries = new Counter({
    name: 'events_consumer_deliveries_total',
    help: 'Deliveries to each consumer, by outcome (handled, already_handled, passing_failure, failed)',
    labelNames: ['consumer', 'outcome'],
    registers: [],
  });

  constructor(private readonly options: EventMetricsOptions) {
    this.metrics.push(this.published, this.publishFailures, this.processing, this.lag, this.deliveries);
    if (options.hasOutbox) this.addOutboxGauges();
    if (options.hostBus.queueDepths) this.addQueueGauges(options.hostBus.queueDepths.bind(options.hostBus));
  }

  /** The bus the service (and its relay) uses: each publish counted by type, as it is confirmed or refused. */
  measure(bus: EventBus): MeasuredBus {
    return {
      kind: bus.kind,
      publish: async (event) => {
        try {
          await bus.publish(event);
        } catch (err) {
          this.publishFailures.inc({ type: event.type });
          throw err;
        }
        this.published.inc({ type: event.type });
      },
      subscribe: (consumer, types, handler) => bus.subscribe(consumer, types, handler),
      ping: () => bus.ping(),
      ...(bus.consumers ? { consumers: () => bus.consumers!() } : {}),
      ...(bus.listen ? { listen: (types, handler, onStart) => bus.listen!(types, handler, onStart) } : {}),
      ...(bus.deadLetterDesk ? { deadLetterDesk: bus.deadLetterDesk } : {}),
      ...(bus.queueDepths ? { queueDepths: (consumers: readonly string[]) => bus.queueDepths!(consumers) } : {}),
      settled: (timeoutMs) => bus.settled(timeoutMs),
      close: () => bus.close(),
      measured: this,
    };
  }

  /** The consumer, measured: each delivery's processing time, outcome and lag. */
  consumer(consumer: EventConsumer): EventConsumer {
    const labels = { consumer: consumer.name };
    this.consumerNames.push(consumer.name);
    // Every series there from the start: a rate over a consumer that has not failed yet is 0, not absent.
    this.processing.zero(labels);
    this.lag.zero(labels);
    for (const outcome of OUTCOMES) this.deliveries.inc({ ...labels, outcome }, 0);
    return {
      service: consumer.service,
      event: consumer.event,
      name: consumer.name,
      deliver: async (event, delivery, deps) => {
        const startedAt = Date.now();
        const timer = this.processing.startTimer(labels);
        let handledNow: boolean | undefined;
        let outcome: DeliveryOutcome = 'failed';
        try {
          await consumer.deliver(event, delivery, { ...deps, db: watchingHandleOnce(deps.db, (now) => (handledNow = now)) });
          outcome = handledNow === false ? 'already_handled' : 'handled';
        } catch (err) {
          outcome = isPassingFailure(err) ? 'passing_failure' : 'failed';
          throw err;
        } finally {
          timer();
          this.deliveries.inc({ ...labels, outcome });
          const occurredAt = Date.parse(event.occurredAt);
          // An event handled before (a replay of an old one) says nothing of how far behind the consumer is.
          if (outcome !== 'already_handled' && Number.isFinite(occurredAt))
            this.lag.observe(labels, Math.max(0, startedAt - occurredAt) / 1000);
        }
      },
    };
  }

  private addOutboxGauges(): void {
    const { db, service } = this.options;
    const backlog = sharedRead(() => outboxBacklog(db, service));
    this.metrics.push(
      new Gauge({
        name: 'events_outbox_pending',
        help: "Events in this service's outbox not published yet (the broker away, or the relay behind)",
        registers: [],
        async collect() {
          this.set(
            await backlog().then(
              (b) => b.pending,
              () => NaN,
            ),
          );
        },
      }),
      new Gauge({
        name: 'events_outbox_oldest_age_seconds',
        help: "How long the oldest event not yet published has waited in this service's outbox (0 when none)",
        registers: [],
        async collect() {
          this.set(
            await backlog().then(
              (b) => b.oldestAgeSeconds,
              () => NaN,
            ),
          );
        },
      }),
    );
  }

  private addQueueGauges(queueDepths: (consumers: readonly string[]) => Promise<QueueDepth[]>): void {
    const consumers = this.consumerNames;
    const depths = sharedRead(() => queueDepths(consumers));
    const collectInto = (gauge: Gauge<'consumer'>, pick: (d: QueueDepth) => number | undefined) =>
      depths().then(
        (all) => {
          gauge.reset();
          for (const d of all) {
            const value = pick(d);
            if (value !== undefined) gauge.set({ consumer: d.consumer }, value);
          }
        },
        () => {
          // Unknown while the broker is away, rather than a reassuring 0.
          for (const consumer of consumers) gauge.set({ consumer }, NaN);
        },
      );
    this.metrics.push(
      new Gauge({
        name: 'events_consumer_queue_messages',
        help: "Events waiting in each consumer's queue at the broker (RabbitMQ only)",
        labelNames: ['consumer'],
        registers: [],
        async collect() {
          await collectInto(this, (d) => d.waiting);
        },
      }),
      new Gauge({
        name: 'events_dead_letters',
        help: 'Events each consumer gave up on, waiting in its dead-letter queue for an operator (npm run dead-letters)',
        labelNames: ['consumer'],
        registers: [],
        async collect() {
          await collectInto(this, (d) => d.dead);
        },
      }),
    );
  }
}
