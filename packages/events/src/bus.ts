import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@storefront/contracts';
import type { TraceContext } from './trace-context';

export interface DeliveryInfo {
  /** 1 on the first delivery, then 2, 3, ... as the broker redelivers after failures or crashes. */
  attempt: number;
}

export type EventHandler = (event: EventEnvelope, delivery: DeliveryInfo) => Promise<void>;

/** How the bus treats a consumer whose handler keeps failing (see failures.ts for the two kinds). */
export interface RetryPolicy {
  /** Deliveries that fail for the event's own reasons before it is moved to the dead-letter queue. */
  maxAttempts: number;
  /** Pause before such a failed delivery is handed back, growing with the attempt. */
  backoffMs: (attempt: number) => number;
  /** Pause after the `n`th passing failure in a row (the database or a service out of reach): these are
   * tried again for as long as it takes, and never count towards maxAttempts. */
  passingBackoffMs?: (n: number) => number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 5,
  backoffMs: (attempt) => Math.min(200 * 2 ** (attempt - 1), 5000),
};

/** An event a consumer gave up on, as an operator sees it. `event` is the envelope as it was sent (or
 * the bytes as text, for a message that never was one). */
export interface DeadLetterEntry {
  consumer: string;
  eventId: string;
  type: string;
  reason: string;
  deadAt: string | null;
  event: unknown;
}

/** Where an operator looks at dead letters and hands them back to their consumer. Replaying is safe to
 * repeat: a consumer handles an event once, however often it comes. */
export interface DeadLetterDesk {
  /** The dead letters of these consumers, oldest first. */
  list(consumers: readonly string[]): Promise<DeadLetterEntry[]>;
  /** Hands these consumers' dead letters (one event's, or all) back to them; answers how many. */
  replay(consumers: readonly string[], eventId?: string): Promise<number>;
}

/** What waits for one consumer: events in its queue, and events it gave up on (its dead letters). */
export interface QueueDepth {
  consumer: string;
  waiting?: number;
  dead: number;
}

/** A process hearing notices (see `EventBus.listen`). */
export interface Listener {
  /** Hearing them now: false while the broker is away, when notices are missed. */
  readonly listening: boolean;
  stop(): Promise<void>;
}

export interface EventBus {
  readonly kind: 'rabbitmq' | 'in-process';
  /** Resolves once the event is safely with the broker (publisher confirm); rejects at once when
   * the broker cannot be reached, so the outbox relay retries later. */
  publish(event: EventEnvelope): Promise<void>;
  /** Starts consuming `eventTypes` under a named consumer. Each consumer has one durable queue;
   * several processes subscribing with the same name share its work. */
  subscribe(consumer: string, eventTypes: readonly string[], handler: EventHandler): Promise<void>;
  /** Hears `eventTypes` in this process, as they are published, every process its own copy: for notices
   * that something changed (to let go of what a process keeps), not for work. Nothing is kept for a
   * process that is not listening, and a handler that throws is not retried. `onStart` runs each time
   * listening starts: at first, and again after a break (the broker came back), when what was published
   * meanwhile was missed. */
  listen?(eventTypes: readonly string[], handler: (event: EventEnvelope) => void, onStart?: () => void): Promise<Listener>;
  /** Resolves when the bus can take events and every consumer of this process is taking them; used by
   * readiness probes. */
  ping(): Promise<void>;
  /** Each consumer of this process, and whether it is taking events now (/metrics). */
  consumers?(): Array<{ consumer: string; consuming: boolean }>;
  /** The dead letters, for operators (the admin endpoint and `npm run dead-letters`). */
  readonly deadLetterDesk?: DeadLetterDesk;
  /** How many events wait in each of these consumers' queues and dead-letter queues now (/metrics, at
   * scrape time). `waiting` is absent where the bus keeps no queue (in process, events wait in their
   * outbox). */
  queueDepths?(consumers: readonly string[]): Promise<QueueDepth[]>;
  /** Resolves once the events published so far have had their turn with this process's consumers: their
   * queues are empty and no handler is running (the proof a test waits on before saying "nothing else
   * happened", instead of a pause). */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export class BusUnavailableError extends Error {
  constructor(message = 'The message broker is not reachable right now.') {
    super(message);
    this.name = 'BusUnavailableError';
  }
}

/** A new event envelope; `correlationId` when it was caused by a request or by another event, and
 * `trace` when that was traced. */
export function createEvent<P>(type: string, payload: P, correlationId?: string, trace?: TraceContext): EventEnvelope<P> {
  const event: EventEnvelope<P> = { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
  if (correlationId) event.correlationId = correlationId;
  if (trace) Object.assign(event, trace);
  return event;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
