import amqp, {
  type Channel,
  type ChannelModel,
  type ConfirmChannel,
  type ConsumeMessage,
  type GetMessage,
  type RecoveringChannelModel,
} from 'amqplib';
import { ConsumerTopology, EventEnvelope } from '@storefront/contracts';
import type { Logger } from 'pino';
import {
  BusUnavailableError,
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

export interface RabbitBusOptions {
  url: string;
  /** Prefix of the exchange and queue names ('storefront' unless several stores, or test suites,
   * share one broker): events go to the topic exchange `<namespace>.events`, consumer queues are
   * `<namespace>.<consumer>` with `<namespace>.<consumer>.dead` beside them. */
  namespace?: string;
  /** Consumers and the event types they take, declared on every (re)connect. Defaults to every
   * consumer of the contracts' EventSubscriptions table. */
  topology?: Readonly<Record<string, readonly string[]>>;
  /** Unacknowledged events a consumer holds at once. */
  prefetch?: number;
  retry?: RetryPolicy;
  log?: Logger;
  /** Shown in the broker's management UI. */
  connectionName?: string;
  /** Connection attempts at start-up before giving up (then reconnects forever once connected). */
  initialRetries?: number;
  publishTimeoutMs?: number;
}

interface Subscription {
  consumer: string;
  types: readonly string[];
  handler: EventHandler;
  channel: Channel | null;
  tag: string | null;
}

interface Listening {
  types: readonly string[];
  handler: (event: EventEnvelope) => void;
  onStart?: () => void;
  channel: Channel | null;
  stopped: boolean;
}

/** The headers a replayed event leaves behind: the broker's delivery counts and death records, and why
 * the bus gave up on it. */
const BROKER_AND_VERDICT_HEADERS = /^x-(delivery-count|death|first-death-|last-death-|dead-)/;

/** Deliveries of one event to consumers that die before answering, after which it is dead-lettered. */
export const CRASH_DELIVERY_LIMIT = 10;

export const queueName = (consumer: string, namespace = 'storefront') => `${namespace}.${consumer}`;
export const deadLetterQueueName = (consumer: string, namespace = 'storefront') => `${namespace}.${consumer}.dead`;

/** The RabbitMQ transport: a durable topic exchange, one durable quorum queue per consumer with a
 * dead-letter queue beside it, publisher confirms, manual acks, and reconnection (with the whole
 * topology and every consumer re-created) after the broker or the network comes back. */
export class RabbitBus implements EventBus {
  readonly kind = 'rabbitmq' as const;
  private connection: RecoveringChannelModel | null = null;
  /** The connection's channels now (null while disconnected): a consumer channel closed on its own is
   * reopened on it. */
  private model: ChannelModel | null = null;
  private publishChannel: ConfirmChannel | null = null;
  private readonly subscriptions: Subscription[] = [];
  private readonly listeners = new Set<Listening>();
  /** Every consumer queue this connection declared, for clean-up. */
  private readonly declared = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;
  /** The topology is being deleted (tests' clean-up): a consumer whose queue goes is not opened again. */
  private tearingDown = false;
  private readonly namespace: string;
  private readonly exchange: string;
  private readonly deadLetterExchange: string;
  private readonly retry: RetryPolicy;

  private constructor(private readonly options: RabbitBusOptions) {
    this.namespace = options.namespace ?? 'storefront';
    this.exchange = `${this.namespace}.events`;
    this.deadLetterExchange = `${this.namespace}.dead-letter`;
    this.retry = options.retry ?? defaultRetryPolicy;
  }

  static async connect(options: RabbitBusOptions): Promise<RabbitBus> {
    const bus = new RabbitBus(options);
    const log = options.log;
    const connection = await amqp.connect(options.url, {
      clientProperties: { connection_name: options.connectionName ?? 'storefront' },
      recovery: {
        initialDelay: 200,
        maxDelay: 5000,
        maxRetries: Infinity,
        initialMaxRetries: options.initialRetries ?? 5,
        setup: (model: ChannelModel) => bus.setup(model),
      },
    });
    connection.on('disconnect', (err: Error) => {
      bus.model = null;
      bus.publishChannel = null;
      for (const s of bus.subscriptions) s.channel = null;
      for (const l of bus.listeners) l.channel = null;
      if (!bus.closing) log?.warn({ err: err?.message }, 'lost the message broker; reconnecting');
    });
    connection.on('connect', () => log?.info('connected to the message broker'));
    connection.on('error', (err: Error) => log?.warn({ err: err.message }, 'message broker connection error'));
    connection.on('handler-error', (err: Error) => log?.error({ err: err.message }, 'event listener threw'));
    bus.connection = connection;
    return bus;
  }

  /** Runs after every successful (re)connect: topology, publish channel, consumers. */
  private async setup(model: ChannelModel): Promise<void> {
    this.model = model;
    const ch = await model.createConfirmChannel();
    ch.on('error', (err: Error) => this.options.log?.warn({ err: err.message }, 'publish channel error'));
    ch.on('close', () => {
      if (this.publishChannel === ch) this.publishChannel = null;
    });
    await ch.assertExchange(this.exchange, 'topic', { durable: true });
    await ch.assertExchange(this.deadLetterExchange, 'direct', { durable: true });
    const topology = new Map<string, Set<string>>();
    for (const [consumer, types] of Object.entries(this.options.topology ?? ConsumerTopology)) {
      topology.set(consumer, new Set(types));
    }
    for (const s of this.subscriptions) {
      const set = topology.get(s.consumer) ?? new Set<string>();
      s.types.forEach((t) => set.add(t));
      topology.set(s.consumer, set);
    }
    for (const [consumer, types] of topology) await this.declareConsumerQueue(ch, consumer, types);
    this.publishChannel = ch;
    for (const s of this.subscriptions) await this.startConsuming(model, s);
    for (const l of this.listeners) await this.startListening(model, l);
  }

  /** A queue of this connection's own (named by the broker, gone with the connection), bound to the
   * listener's event types; deliveries need no acknowledgement. */
  private async startListening(model: ChannelModel, l: Listening): Promise<void> {
    if (l.stopped) return;
    const ch = await model.createChannel();
    ch.on('error', (err: Error) => this.options.log?.warn({ err: err.message }, 'listener channel error'));
    // Closed by the broker while the connection stays: opened again, trying until it works (a reconnect
    // starts it anyway).
    ch.on('close', () => {
      if (l.channel !== ch) return;
      l.channel = null;
      void this.listenAgain(model, l);
    });
    const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    for (const type of l.types) await ch.bindQueue(queue, this.exchange, type);
    await ch.consume(
      queue,
      (msg) => {
        if (!msg) return void ch.close().catch(() => {});
        try {
          l.handler(EventEnvelope.parse(JSON.parse(msg.content.toString('utf8'))) as EventEnvelope);
        } catch (err) {
          this.options.log?.warn({ err: (err as Error).message, types: l.types }, 'a notice could not be handled');
        }
      },
      { noAck: true },
    );
    l.channel = ch;
    l.onStart?.();
  }

  private async listenAgain(model: ChannelModel, l: Listening): Promise<void> {
    for (let tries = 1; !this.closing && !l.stopped && this.model === model && l.channel === null; tries++) {
      try {
        await this.startListening(model, l);
        return;
      } catch (err) {
        this.options.log?.warn({ types: l.types, err: (err as Error).message }, 'a listener could not listen again yet');
        await sleep(Math.min(200 * 2 ** (tries - 1), 5000));
      }
    }
  }

  async listen(eventTypes: readonly string[], handler: (event: EventEnvelope) => void, onStart?: () => void): Promise<Listener> {
    if (!this.connection) throw new BusUnavailableError();
    const l: Listening = { types: eventTypes, handler, onStart, channel: null, stopped: false };
    this.listeners.add(l);
    // While the broker is away, the reconnection starts it (listening says false until then).
    if (this.model) await this.startListening(this.model, l);
    return {
      get listening() {
        return l.channel !== null;
      },
      stop: async () => {
        l.stopped = true;
        this.listeners.delete(l);
        const ch = l.channel;
        l.channel = null;
        await ch?.close().catch(() => {});
      },
    };
  }

  private async declareConsumerQueue(ch: Channel, consumer: string, types: Iterable<string>): Promise<void> {
    this.declared.add(consumer);
    const queue = queueName(consumer, this.namespace);
    const dead = deadLetterQueueName(consumer, this.namespace);
    await ch.assertQueue(dead, { durable: true });
    await ch.bindQueue(dead, this.deadLetterExchange, queue);
    await ch.assertQueue(queue, {
      durable: true,
      arguments: {
        'x-queue-type': 'quorum',
        // A safety net for a consumer that crashes on an event (and so never rejects it). It is a
        // fixed number because every process must declare the queue with the same arguments.
        'x-delivery-limit': CRASH_DELIVERY_LIMIT,
        'x-dead-letter-exchange': this.deadLetterExchange,
        'x-dead-letter-routing-key': queue,
      },
    });
    for (const type of types) await ch.bindQueue(queue, this.exchange, type);
  }

  private async startConsuming(model: ChannelModel, s: Subscription): Promise<void> {
    const ch = await model.createChannel();
    ch.on('error', (err: Error) => this.options.log?.warn({ err: err.message, consumer: s.consumer }, 'consumer channel error'));
    // The broker can close a consumer's channel alone (a delivery unacknowledged for too long, a
    // protocol error) while the connection stays up: it is reopened, or the consumer would take nothing
    // more until a restart.
    ch.on('close', () => {
      if (s.channel !== ch) return;
      s.channel = null;
      s.tag = null;
      if (!this.closing && !this.tearingDown && this.model === model) void this.reopen(model, s);
    });
    await this.declareConsumerQueue(ch, s.consumer, s.types);
    await ch.prefetch(this.options.prefetch ?? 10);
    const { consumerTag } = await ch.consume(queueName(s.consumer, this.namespace), (msg) => {
      // Cancelled by the broker (its queue deleted, or a node gone): a new channel declares it again.
      if (!msg) return void ch.close().catch(() => {});
      const job = this.handle(ch, s, msg).finally(() => this.inFlight.delete(job));
      this.inFlight.add(job);
    });
    s.channel = ch;
    s.tag = consumerTag;
  }

  /** Opens a consumer's channel again on the same connection, trying until it works, the connection
   * goes (its recovery then starts every consumer) or the bus closes. */
  private async reopen(model: ChannelModel, s: Subscription): Promise<void> {
    for (let tries = 1; !this.closing && !this.tearingDown && this.model === model && s.channel === null; tries++) {
      try {
        await this.startConsuming(model, s);
        this.options.log?.info({ consumer: s.consumer }, 'consumer channel reopened');
        return;
      } catch (err) {
        this.options.log?.warn({ consumer: s.consumer, err: (err as Error).message }, 'consumer channel could not be reopened yet');
        await sleep(Math.min(200 * 2 ** (tries - 1), 5000));
      }
    }
  }

  /** The consumers' dead-letter queues: looked at without taking anything off them, and replayed by
   * moving a message back to its consumer's queue (confirmed by the broker before it leaves the
   * dead-letter queue, so a failure half-way loses nothing and at worst delivers twice). */
  readonly deadLetterDesk: DeadLetterDesk = {
    list: (consumers) => this.onDeadLetters(consumers, () => 'keep').then((r) => r.seen),
    replay: (consumers, eventId) =>
      this.onDeadLetters(consumers, (entry) => (eventId === undefined || entry.eventId === eventId ? 'replay' : 'keep')).then(
        (r) => r.replayed,
      ),
  };

  /** Goes through the dead-letter queues of `consumers`, message by message, keeping or replaying each. */
  private async onDeadLetters(
    consumers: readonly string[],
    choose: (entry: DeadLetterEntry) => 'keep' | 'replay',
  ): Promise<{ seen: DeadLetterEntry[]; replayed: number }> {
    const pub = this.publishChannel;
    if (!this.connection || !pub) throw new BusUnavailableError();
    const ch = await this.connection.createChannel();
    const seen: DeadLetterEntry[] = [];
    let replayed = 0;
    try {
      for (const consumer of consumers) {
        const dead = deadLetterQueueName(consumer, this.namespace);
        await ch.assertQueue(dead, { durable: true });
        const kept: GetMessage[] = [];
        // A replayed event that fails again at once comes back here: it is not replayed twice in one go.
        const replayedNow = new Set<string>();
        for (let msg = await ch.get(dead, { noAck: false }); msg; msg = await ch.get(dead, { noAck: false })) {
          const entry = deadLetterEntry(consumer, msg);
          if (replayedNow.has(entry.eventId) || choose(entry) === 'keep') {
            seen.push(entry);
            kept.push(msg);
            continue;
          }
          // A fresh start: none of the broker's counts or the bus's verdict travel with it.
          const headers = Object.fromEntries(
            Object.entries(msg.properties.headers ?? {}).filter(([name]) => !BROKER_AND_VERDICT_HEADERS.test(name)),
          );
          await new Promise<void>((resolve, reject) =>
            pub.sendToQueue(
              queueName(consumer, this.namespace),
              msg.content,
              {
                persistent: true,
                messageId: msg.properties.messageId as string | undefined,
                contentType: msg.properties.contentType as string | undefined,
                headers: { ...headers, 'x-replayed-at': new Date().toISOString() },
              },
              (err) => (err ? reject(err as Error) : resolve()),
            ),
          );
          ch.ack(msg);
          replayedNow.add(entry.eventId);
          replayed += 1;
        }
        // Handed back in their order, for the next look.
        for (const msg of kept) ch.nack(msg, false, true);
      }
    } finally {
      await ch.close().catch(() => {});
    }
    return { seen, replayed };
  }

  /** Each consumer of this process, and whether it is taking events now. */
  consumers(): Array<{ consumer: string; consuming: boolean }> {
    return this.subscriptions.map((s) => ({ consumer: s.consumer, consuming: s.channel !== null && s.tag !== null }));
  }

  /** Messages ready in each consumer's queue and its dead-letter queue, as the broker counts them (one
   * channel, two passive declares per consumer: cheap enough for every scrape). While the broker is
   * away it fails at once rather than waiting for the reconnection. */
  async queueDepths(consumers: readonly string[]): Promise<QueueDepth[]> {
    const model = this.model;
    if (!model || this.closing) throw new BusUnavailableError();
    const ch = await model.createChannel();
    // A queue that is not there closes the channel with an error: the scrape shows unknown, nothing else.
    ch.on('error', () => {});
    try {
      const depths: QueueDepth[] = [];
      for (const consumer of consumers) {
        const waiting = (await ch.checkQueue(queueName(consumer, this.namespace))).messageCount;
        const dead = (await ch.checkQueue(deadLetterQueueName(consumer, this.namespace))).messageCount;
        depths.push({ consumer, waiting, dead });
      }
      return depths;
    } finally {
      await ch.close().catch(() => {});
    }
  }

  private async handle(ch: Channel, s: Subscription, msg: ConsumeMessage): Promise<void> {
    const log = this.options.log;
    const attempt = Number(msg.properties.headers?.['x-delivery-count'] ?? 0) + 1;
    const settle = (fn: () => void) => {
      try {
        fn();
      } catch {
        // The channel died under us: the broker hands the event out again, and consumers are idempotent.
      }
    };
    let event: EventEnvelope;
    try {
      event = EventEnvelope.parse(JSON.parse(msg.content.toString('utf8'))) as EventEnvelope;
      traceFromHeaders(event, msg.properties.headers);
    } catch (err) {
      log?.error({ consumer: s.consumer, err: (err as Error).message }, 'malformed event moved to the dead-letter queue');
      await this.deadLetter(ch, s, msg, `Malformed event: ${(err as Error).message}`, settle);
      return;
    }
    for (let passing = 1; ; passing++) {
      try {
        await s.handler(event, { attempt });
        settle(() => ch.ack(msg));
        return;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (isPassingFailure(err)) {
          // The database or a service is away: nothing is wrong with the event. It stays with this
          // consumer and is tried again, as long as it takes, without counting as a delivery; unless the
          // bus is closing or the channel is gone, when the broker hands it out again.
          if (this.closing || s.channel !== ch) return settle(() => ch.nack(msg, false, true));
          log?.warn(
            { consumer: s.consumer, eventId: event.id, correlationId: event.correlationId, passingFailures: passing, error },
            'event handler could not reach what it needs; trying again',
          );
          await sleep((this.retry.passingBackoffMs ?? passingFailureBackoffMs)(passing));
          continue;
        }
        if (attempt >= this.retry.maxAttempts) {
          log?.error(
            { consumer: s.consumer, eventId: event.id, type: event.type, correlationId: event.correlationId, attempt, error },
            'event dead-lettered',
          );
          await this.deadLetter(ch, s, msg, error, settle);
        } else {
          log?.warn(
            { consumer: s.consumer, eventId: event.id, correlationId: event.correlationId, attempt, error },
            'event handler failed; retrying',
          );
          await sleep(this.retry.backoffMs(attempt));
          settle(() => ch.nack(msg, false, true));
        }
        return;
      }
    }
  }

  /** Moves an event to its consumer's dead-letter queue with why (headers x-dead-reason, x-dead-consumer,
   * x-dead-at), confirmed by the broker before the delivery is acknowledged; if that cannot be done, the
   * queue's own dead-lettering takes it (without the reason). */
  private async deadLetter(
    ch: Channel,
    s: Subscription,
    msg: ConsumeMessage,
    reason: string,
    settle: (fn: () => void) => void,
  ): Promise<void> {
    const pub = this.publishChannel;
    if (pub) {
      try {
        await new Promise<void>((resolve, reject) =>
          pub.sendToQueue(
            deadLetterQueueName(s.consumer, this.namespace),
            msg.content,
            {
              persistent: true,
              messageId: msg.properties.messageId as string | undefined,
              contentType: msg.properties.contentType as string | undefined,
              headers: {
                ...msg.properties.headers,
                'x-dead-reason': reason.slice(0, 2000),
                'x-dead-consumer': s.consumer,
                'x-dead-at': new Date().toISOString(),
              },
            },
            (err) => (err ? reject(err as Error) : resolve()),
          ),
        );
        return settle(() => ch.ack(msg));
      } catch {
        // The broker did not take the copy: let the queue dead-letter the original.
      }
    }
    settle(() => ch.nack(msg, false, false));
  }

  async publish(event: EventEnvelope): Promise<void> {
    const ch = this.publishChannel;
    if (!ch || this.closing) throw new BusUnavailableError();
    const body = Buffer.from(JSON.stringify(event));
    const timeoutMs = this.options.publishTimeoutMs ?? 10_000;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new BusUnavailableError('The broker did not confirm the event in time.')), timeoutMs);
      try {
        ch.publish(
          this.exchange,
          event.type,
          body,
          {
            persistent: true,
            messageId: event.id,
            type: event.type,
            // For tracing tools that read the AMQP property (at most 255 bytes); consumers read the envelope's.
            correlationId: event.correlationId && Buffer.byteLength(event.correlationId) < 256 ? event.correlationId : undefined,
            contentType: 'application/json',
            timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
            // The trace context in the headers too, where tracing tools and other consumers look for it.
            headers: traceHeadersOf(event),
          },
          (err) => {
            clearTimeout(timer);
            if (err) reject(new BusUnavailableError(`The broker refused the event: ${err.message ?? err}`));
            else resolve();
          },
        );
      } catch (err) {
        clearTimeout(timer);
        reject(new BusUnavailableError((err as Error).message));
      }
    });
  }

  async subscribe(consumer: string, eventTypes: readonly string[], handler: EventHandler): Promise<void> {
    const s: Subscription = { consumer, types: eventTypes, handler, channel: null, tag: null };
    this.subscriptions.push(s);
    if (!this.connection) throw new BusUnavailableError();
    // Channel operations on a recovering connection wait for it to be connected.
    const ch = await this.connection.createChannel();
    try {
      await this.declareConsumerQueue(ch, consumer, eventTypes);
    } finally {
      await ch.close().catch(() => {});
    }
    // The connection's channels as they are now; while it reconnects, channels that wait for it (its
    // recovery then starts this consumer anyway).
    const model = this.model ?? ({ createChannel: () => this.connection!.createChannel() } as unknown as ChannelModel);
    await this.startConsuming(model, s);
  }

  /** Ready: the broker can take events, and every consumer of this process is taking them. */
  async ping(): Promise<void> {
    if (!this.publishChannel) throw new BusUnavailableError();
    const idle = this.consumers().filter((c) => !c.consuming);
    if (idle.length > 0) throw new BusUnavailableError(`Not consuming: ${idle.map((c) => c.consumer).join(', ')}.`);
  }

  /** Deletes this namespace's exchanges and its consumers' queues (those given, or all this connection
   * declared): clean-up after tests. */
  async deleteTopology(consumers: readonly string[] = [...this.declared]): Promise<void> {
    if (!this.connection) return;
    // Its consumers are cancelled as their queues go: they must not declare them again.
    this.tearingDown = true;
    for (const s of this.subscriptions) {
      if (s.channel && s.tag) await s.channel.cancel(s.tag).catch(() => {});
    }
    const ch = await this.connection.createChannel();
    try {
      for (const c of consumers) {
        await ch.deleteQueue(queueName(c, this.namespace));
        await ch.deleteQueue(deadLetterQueueName(c, this.namespace));
      }
      await ch.deleteExchange(this.exchange);
      await ch.deleteExchange(this.deadLetterExchange);
    } finally {
      await ch.close().catch(() => {});
    }
  }

  async settled(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    // Twice in a row a little apart: a message the broker has just handed over (no longer counted as
    // ready) has reached its handler by the second look.
    for (let quiet = 0; quiet < 2;) {
      if (Date.now() > deadline) throw new Error(`The event bus did not settle within ${timeoutMs} ms.`);
      const ch = this.publishChannel;
      let ready = 0;
      if (ch) for (const s of this.subscriptions) ready += (await ch.checkQueue(queueName(s.consumer, this.namespace))).messageCount;
      quiet = ch && ready === 0 && this.inFlight.size === 0 ? quiet + 1 : 0;
      await sleep(50);
    }
  }

  /** Stops taking new events, lets handlers under way finish, then closes the connection. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const s of this.subscriptions) {
      if (s.channel && s.tag) await s.channel.cancel(s.tag).catch(() => {});
    }
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await this.connection?.close().catch(() => {});
    this.publishChannel = null;
    for (const l of this.listeners) l.channel = null;
  }
}

/** The AMQP headers that carry an event's trace context (W3C names, as other tools expect them). */
function traceHeadersOf(event: EventEnvelope): Record<string, string> | undefined {
  if (!event.traceparent) return undefined;
  return event.tracestate ? { traceparent: event.traceparent, tracestate: event.tracestate } : { traceparent: event.traceparent };
}

/** An envelope published without its trace context (by another tool) takes the one its headers carry. */
function traceFromHeaders(event: EventEnvelope, headers: Record<string, unknown> | undefined): void {
  if (event.traceparent || typeof headers?.traceparent !== 'string') return;
  event.traceparent = headers.traceparent;
  if (typeof headers.tracestate === 'string') event.tracestate = headers.tracestate;
}

/** What a dead-lettered message says about itself: its event (or its text, when it never was one), and
 * why and when it was given up on, as the bus wrote in its headers. */
function deadLetterEntry(consumer: string, msg: GetMessage): DeadLetterEntry {
  const headers = msg.properties.headers ?? {};
  const text = msg.content.toString('utf8');
  let event: unknown = text;
  try {
    event = JSON.parse(text) as unknown;
  } catch {
    // A message that is not JSON stays as its text.
  }
  const envelope = EventEnvelope.safeParse(event);
  const death = (headers['x-death'] as Array<{ reason?: string }> | undefined)?.[0];
  return {
    consumer,
    eventId: envelope.success ? envelope.data.id : String(msg.properties.messageId ?? `message ${msg.fields.deliveryTag}`),
    type: envelope.success ? envelope.data.type : 'unreadable',
    reason: String(headers['x-dead-reason'] ?? (death ? `given up by the broker (${death.reason ?? 'rejected'})` : 'unknown')),
    deadAt: typeof headers['x-dead-at'] === 'string' ? headers['x-dead-at'] : null,
    event,
  };
}
