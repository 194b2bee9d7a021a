import type { EventEnvelope } from '@storefront/contracts';
import type { Logger } from 'pino';
import {
  type DeadLetterDesk,
  type DeadLetterEntry,
  type EventBus,
  type EventHandler,
  type Listener,
  type QueueDepth,
  type RetryPolicy,
  defaultRetryPolicy,
  sleep,
} from './bus';
import { isPassingFailure, passingFailureBackoffMs } from './failures';

interface Consumer {
  name: string;
  types: Set<string>;
  handlers: EventHandler[];
  next: number;
}

/** An event a consumer kept failing on, with why. */
export interface DeadLetter {
  consumer: string;
  event: EventEnvelope;
  error: string;
}

/** Dead letters kept where they outlast the process (the single-process store's database). */
export interface StoredDeadLetters {
  list(): Promise<DeadLetterEntry[]>;
  remove(consumer: string, eventId: string): Promise<void>;
}

/** The bus of the single-process store: the same contract as RabbitMQ (per-consumer delivery,
 * retries with backoff, dead letters after repeated failure), without a broker. It holds no queue:
 * `publish` resolves only once every consumer has handled the event (or dead-lettered it, kept by
 * `keepDeadLetter`), so the outbox marks an event sent only then, and a stop or crash before that
 * publishes it again. */
export class InProcessBus implements EventBus {
  readonly kind = 'in-process' as const;
  readonly deadLetters: DeadLetter[] = [];
  private readonly byName = new Map<string, Consumer>();
  private readonly listeners = new Set<{ types: Set<string>; handler: (event: EventEnvelope) => void }>();
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;
  private openGate!: () => void;
  /** Publishing waits here until every consumer of the process has subscribed (see `holdUntilOpen`). */
  private readonly gate: Promise<void>;

  constructor(
    private readonly options: {
      log?: Logger;
      retry?: RetryPolicy;
      holdUntilOpen?: boolean;
      /** Keeps a dead-lettered event where it outlasts the process (RabbitMQ keeps its dead-letter
       * queues); if that fails, the event counts as not handled and its publisher keeps it. */
      keepDeadLetter?: (dead: DeadLetter) => Promise<void>;
      /** Where those are read back and removed when replayed (else this process's own list). */
      storedDeadLetters?: StoredDeadLetters;
    } = {},
  ) {
    this.gate = new Promise<void>((resolve) => (this.openGate = resolve));
    // A broker keeps an event for a consumer that has not started yet; in one process nothing would,
    // so a store that starts its services one by one holds publishing until they all have subscribed.
    if (!options.holdUntilOpen) this.openGate();
  }

  /** Every consumer has subscribed: events flow. */
  open(): void {
    this.openGate();
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed.');
    await this.gate;
    if (this.closed) throw new Error('The event bus is closed.');
    for (const l of this.listeners) {
      if (!l.types.has(event.type)) continue;
      const copy = JSON.parse(JSON.stringify(event)) as EventEnvelope;
      // After the publisher's turn, as a broker would hand it over; a failing listener stops nothing.
      setImmediate(() => {
        try {
          l.handler(copy);
        } catch (err) {
          this.options.log?.warn({ err: (err as Error).message, type: event.type }, 'a notice could not be handled');
        }
      });
    }
    // Each consumer gets its own copy; handlers run after the publisher's turn, and the publisher
    // hears back when they are done (as a broker's confirm).
    const jobs: Array<Promise<void>> = [];
    for (const consumer of this.byName.values()) {
      if (!consumer.types.has(event.type)) continue;
      const copy = JSON.parse(JSON.stringify(event)) as EventEnvelope;
      const job = this.deliver(consumer, copy).finally(() => this.inFlight.delete(job));
      this.inFlight.add(job);
      jobs.push(job);
    }
    await Promise.all(jobs);
  }

  async subscribe(consumer: string, eventTypes: readonly string[], handler: EventHandler): Promise<void> {
    const existing = this.byName.get(consumer);
    if (existing) {
      for (const t of eventTypes) existing.types.add(t);
      existing.handlers.push(handler);
      return;
    }
    this.byName.set(consumer, { name: consumer, types: new Set(eventTypes), handlers: [handler], next: 0 });
  }

  async listen(eventTypes: readonly string[], handler: (event: EventEnvelope) => void, onStart?: () => void): Promise<Listener> {
    const l = { types: new Set(eventTypes), handler };
    this.listeners.add(l);
    onStart?.();
    const listening = () => !this.closed && this.listeners.has(l);
    return {
      get listening() {
        return listening();
      },
      stop: async () => void this.listeners.delete(l),
    };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed.');
  }

  async settled(): Promise<void> {
    await this.drain();
  }

  /** Waits until every delivery under way has finished (tests, and shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** The dead letters kept (in the store's database) or, without a store, this process's own; replaying
   * one delivers it to its consumer again, as a broker would. */
  readonly deadLetterDesk: DeadLetterDesk = {
    list: async (consumers) => {
      const all =
        (await this.options.storedDeadLetters?.list()) ??
        this.deadLetters.map((d) => ({
          consumer: d.consumer,
          eventId: d.event.id,
          type: d.event.type,
          reason: d.error,
          deadAt: null,
          event: d.event,
        }));
      return all.filter((d) => consumers.includes(d.consumer));
    },
    replay: async (consumers, eventId) => {
      let replayed = 0;
      for (const dead of await this.deadLetterDesk.list(consumers)) {
        const consumer = this.byName.get(dead.consumer);
        if ((eventId !== undefined && dead.eventId !== eventId) || !consumer) continue;
        // Taken off the list first: failing again puts it back, with the new reason.
        await this.options.storedDeadLetters?.remove(dead.consumer, dead.eventId);
        const at = this.deadLetters.findIndex((d) => d.consumer === dead.consumer && d.event.id === dead.eventId);
        if (at >= 0) this.deadLetters.splice(at, 1);
        await this.deliver(consumer, dead.event as EventEnvelope);
        replayed += 1;
      }
      return replayed;
    },
  };

  /** Its dead letters per consumer (from the store's database when kept there); no `waiting`: the bus
   * holds no queue, events wait in their outbox until every consumer has handled them. */
  async queueDepths(consumers: readonly string[]): Promise<QueueDepth[]> {
    const dead = await this.deadLetterDesk.list(consumers);
    return consumers.map((consumer) => ({ consumer, dead: dead.filter((d) => d.consumer === consumer).length }));
  }

  /** Every consumer takes events while the bus is open (there is no channel to lose). */
  consumers(): Array<{ consumer: string; consuming: boolean }> {
    return [...this.byName.keys()].map((consumer) => ({ consumer, consuming: !this.closed }));
  }

  /** Stops delivering: a publish under way that no consumer has finished rejects, so its outbox row
   * stays unsent and goes out again after the restart. */
  async close(): Promise<void> {
    this.closed = true;
    this.openGate();
    await this.drain();
  }

  private async deliver(consumer: Consumer, event: EventEnvelope): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve)); // never inside the publisher's turn
    const retry = this.options.retry ?? defaultRetryPolicy;
    let passing = 0;
    for (let attempt = 1; ; attempt++) {
      // Competing handlers of one consumer take turns, as replicas on one queue would.
      const handler = consumer.handlers[consumer.next++ % consumer.handlers.length]!;
      try {
        await handler(event, { attempt });
        return;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (this.closed) {
          // Not handled: the publisher (the outbox relay) keeps the event and publishes it again after a restart.
          throw new Error(`The event bus closed before ${consumer.name} handled ${event.type}: ${error}`, { cause: err });
        }
        if (isPassingFailure(err)) {
          // The database or a service is away: nothing is wrong with the event. Again, as long as it takes.
          passing += 1;
          attempt -= 1;
          this.options.log?.warn(
            { consumer: consumer.name, eventId: event.id, correlationId: event.correlationId, passingFailures: passing, error },
            'event handler could not reach what it needs; trying again',
          );
          await sleep((retry.passingBackoffMs ?? passingFailureBackoffMs)(passing));
          continue;
        }
        passing = 0;
        if (attempt >= retry.maxAttempts) {
          const dead = { consumer: consumer.name, event, error };
          await this.options.keepDeadLetter?.(dead);
          this.deadLetters.push(dead);
          this.options.log?.error(
            { consumer: consumer.name, eventId: event.id, type: event.type, correlationId: event.correlationId, error },
            'event dead-lettered',
          );
          return;
        }
        this.options.log?.warn(
          { consumer: consumer.name, eventId: event.id, correlationId: event.correlationId, attempt, error },
          'event handler failed; retrying',
        );
        await sleep(retry.backoffMs(attempt));
      }
    }
  }
}
