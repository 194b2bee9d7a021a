import net from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@storefront/data';
import { InProcessBus, OutboxRelay, RabbitBus, addToOutbox, createEvent, eventMigrations } from '@storefront/events';
import { TEST_AMQP_URL, type StartedTestService, metricValue, startTestService, testNamespace } from '@storefront/testing';
import { type ServiceDefinition, ServiceSettings, createServiceApp } from '../src';

/** A TCP line to this machine's RabbitMQ that a test can cut: while cut, every connection is closed
 * and new ones are refused at once, as when the broker is stopped (the machine's broker itself is
 * shared with other suites and stays up). */
async function brokerLine() {
  const target = new URL(TEST_AMQP_URL);
  let up = true;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5672), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => s.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(TEST_AMQP_URL);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      up = false;
      for (const s of open) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A service as small as one can be: the users service's name (its only consumer is the kit's ended
 * sessions), an outbox, a relay, and a route that records an event as a real change would. */
const tinyUsers: ServiceDefinition = {
  name: 'users',
  settings: ServiceSettings,
  migrations: eventMigrations('users'),
  async start(ctx) {
    const relay = new OutboxRelay({ db: ctx.db, schema: 'users', bus: ctx.bus, log: ctx.log, intervalMs: 200 });
    relay.start();
    const app = createServiceApp({ ...ctx, name: 'users' }, (app) => {
      app.post('/registered', async (_req, res) => {
        await ctx.db.transaction((tx) =>
          addToOutbox(tx, 'users', 'user.registered', { userId: randomUUID(), name: 'Ada', email: 'ada@example.ca' }),
        );
        relay.nudge();
        res.status(201).end();
      });
    });
    return { app, stop: () => relay.stop() };
  },
};

const CONSUMER = 'users.user.sessions-ended';
const sessionsEnded = (userId = randomUUID()) => createEvent('user.sessions-ended', { userId, endedBefore: new Date().toISOString() });

describe('the events in a service’s /metrics, on PostgreSQL and RabbitMQ', () => {
  let line: Awaited<ReturnType<typeof brokerLine>>;
  let bus: RabbitBus;
  let publisher: RabbitBus;
  let svc: StartedTestService;
  const namespace = testNamespace('event-metrics');
  const scrape = async () => (await request(svc.app).get('/metrics').expect(200)).text;
  const value = async (name: string, labels: Record<string, string> = {}) => metricValue(await scrape(), name, labels);

  beforeAll(async () => {
    line = await brokerLine();
    // Events a consumer refuses twice go to its dead-letter queue (five times, in production).
    bus = await RabbitBus.connect({
      url: line.url,
      namespace,
      connectionName: 'test-event-metrics',
      retry: { maxAttempts: 2, backoffMs: () => 50 },
    });
    publisher = await RabbitBus.connect({ url: TEST_AMQP_URL, namespace, connectionName: 'test-event-metrics-publisher' });
    svc = await startTestService(tinyUsers, { bus });
  });
  afterAll(async () => {
    await svc?.close();
    await bus?.deleteTopology().catch(() => {});
    await bus?.close();
    await publisher?.close();
    await line?.close();
  });

  it('shows events waiting in the outbox and the age of the oldest rising while the broker is away, and 0 once they went out', async () => {
    expect(await value('events_outbox_pending', { service: 'users' })).toBe(0);
    expect(await value('events_outbox_oldest_age_seconds')).toBe(0);

    line.cut();
    await expect
      .poll(
        () =>
          bus.ping().then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 5000 },
      )
      .toBe('down');
    await request(svc.app).post('/registered').expect(201);
    await request(svc.app).post('/registered').expect(201);
    await new Promise((r) => setTimeout(r, 1200));
    const during = await scrape();
    expect(metricValue(during, 'events_outbox_pending')).toBe(2);
    const age = metricValue(during, 'events_outbox_oldest_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(1);
    expect(metricValue(during, 'events_publish_failures_total', { type: 'user.registered' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(during, 'events_published_total', { type: 'user.registered' }) ?? 0).toBe(0);
    // The broker cannot be asked: unknown, not a reassuring 0.
    expect(metricValue(during, 'events_consumer_queue_messages', { consumer: CONSUMER })).toBeNaN();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await value('events_outbox_oldest_age_seconds')).toBeGreaterThan(age + 0.5);

    line.restore();
    await expect.poll(() => value('events_outbox_pending'), { timeout: 15_000, interval: 200 }).toBe(0);
    const after = await scrape();
    expect(metricValue(after, 'events_outbox_oldest_age_seconds')).toBe(0);
    expect(metricValue(after, 'events_published_total', { type: 'user.registered' })).toBe(2);
    expect(metricValue(after, 'events_consumer_queue_messages', { consumer: CONSUMER })).toBe(0);
  }, 30_000);

  it("times each delivery to a consumer and counts its outcome, a duplicate's as already handled", async () => {
    const before = await scrape();
    const count = (text: string, name: string, labels: Record<string, string>) =>
      metricValue(text, name, { consumer: CONSUMER, ...labels }) ?? 0;
    const event = sessionsEnded();
    await publisher.publish(event);
    await expect
      .poll(async () => count(await scrape(), 'events_consumer_deliveries_total', { outcome: 'handled' }), { timeout: 10_000 })
      .toBe(count(before, 'events_consumer_deliveries_total', { outcome: 'handled' }) + 1);
    await publisher.publish(event); // the same event again: a redelivery
    await expect
      .poll(async () => count(await scrape(), 'events_consumer_deliveries_total', { outcome: 'already_handled' }), { timeout: 10_000 })
      .toBe(count(before, 'events_consumer_deliveries_total', { outcome: 'already_handled' }) + 1);
    const after = await scrape();
    expect(count(after, 'events_consumer_processing_seconds_count', {})).toBe(
      count(before, 'events_consumer_processing_seconds_count', {}) + 2,
    );
    expect(count(after, 'events_consumer_processing_seconds_sum', {})).toBeGreaterThan(
      count(before, 'events_consumer_processing_seconds_sum', {}),
    );
    // The lag of the duplicate says nothing of how far behind the consumer is: only the first counts.
    expect(count(after, 'events_consumer_lag_seconds_count', {})).toBe(count(before, 'events_consumer_lag_seconds_count', {}) + 1);
    expect(count(after, 'events_consumer_deliveries_total', { outcome: 'failed' })).toBe(
      count(before, 'events_consumer_deliveries_total', { outcome: 'failed' }),
    );
    expect(count(after, 'events_consumer_consuming', {})).toBe(1);
  });

  it('counts an event the consumer keeps refusing as failed, then shows it in the dead letters of its queue', async () => {
    expect(await value('events_dead_letters', { consumer: CONSUMER })).toBe(0);
    const failedBefore = (await value('events_consumer_deliveries_total', { consumer: CONSUMER, outcome: 'failed' }))!;
    // Not a sessions-ended payload: the consumer refuses it for its own reasons, every time.
    await publisher.publish(createEvent('user.sessions-ended', { userId: 42 }));
    await expect.poll(() => value('events_dead_letters', { consumer: CONSUMER }), { timeout: 10_000, interval: 200 }).toBe(1);
    expect(await value('events_consumer_deliveries_total', { consumer: CONSUMER, outcome: 'failed' })).toBe(failedBefore + 2);
    // Handed back by an operator (and refused again), it is dead-lettered again: still one.
    expect(await bus.deadLetterDesk.replay([CONSUMER])).toBe(1);
    await expect
      .poll(() => value('events_consumer_deliveries_total', { consumer: CONSUMER, outcome: 'failed' }), { timeout: 10_000 })
      .toBe(failedBefore + 4);
    await expect.poll(() => value('events_dead_letters', { consumer: CONSUMER }), { timeout: 10_000 }).toBe(1);
  });
});

describe('the dead letters in /metrics of the single-process store', () => {
  it("counts each consumer's dead letters kept in the store's database", async () => {
    const db = await openPglite();
    const { DEAD_LETTER_SCHEMA, deadLetterMigrations, deadLettersIn, storedDeadLettersIn } = await import('@storefront/events');
    const { migrate } = await import('@storefront/data');
    await migrate(db, DEAD_LETTER_SCHEMA, deadLetterMigrations);
    const bus = new InProcessBus({
      retry: { maxAttempts: 2, backoffMs: () => 10 },
      keepDeadLetter: deadLettersIn(db),
      storedDeadLetters: storedDeadLettersIn(db),
    });
    const svc = await startTestService(tinyUsers, { database: db, bus });
    try {
      const metrics = async () => (await request(svc.app).get('/metrics').expect(200)).text;
      expect(metricValue(await metrics(), 'events_dead_letters', { consumer: CONSUMER })).toBe(0);
      await bus.publish(createEvent('user.sessions-ended', { userId: 42 }));
      const text = await metrics();
      expect(metricValue(text, 'events_dead_letters', { consumer: CONSUMER })).toBe(1);
      expect(metricValue(text, 'events_consumer_deliveries_total', { consumer: CONSUMER, outcome: 'failed' })).toBe(2);
      // No queue in process: events wait in their outbox, which the outbox metrics show.
      expect(metricValue(text, 'events_consumer_queue_messages', { consumer: CONSUMER })).toBeUndefined();
    } finally {
      await svc.close();
      await bus.close();
      await db.close();
    }
  });
});
