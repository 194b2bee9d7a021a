import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsumerTopology, type PaymentCompleted, consumerName } from '@storefront/contracts';
import type { EventConsumer } from '../src';
import { type Database, migrate, openPglite } from '@storefront/data';
import {
  type EventBus,
  InProcessBus,
  OutboxRelay,
  RabbitBus,
  addToOutbox,
  checkConsumers,
  createEvent,
  currentCorrelationId,
  defineConsumer,
  eventMigrations,
  queueName,
  startConsumers,
  withCorrelation,
} from '../src';
import { AMQP_URL, uniqueNamespace, waitUntil, withChannel } from './helpers';

const fastRetry = { maxAttempts: 3, backoffMs: () => 20 };

const payment = (orderId = crypto.randomUUID()): PaymentCompleted => ({
  orderId,
  userId: crypto.randomUUID(),
  customerEmail: 'ada@example.ca',
  customerName: 'Ada',
  items: [{ productId: 'p-1', name: 'Toque', price: 25, quantity: 2 }],
  subtotal: 50,
  tax: 6.5,
  totalAmount: 56.5,
  currency: 'cad',
  paidAt: new Date().toISOString(),
});

/** A logger whose lines the test can read. */
function capturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines, with: (msg: string) => lines.filter((l) => l.msg === msg) };
}

/** The cart's consumers as the contracts list them: payment.completed (the one under test) and the
 * ended sessions every service hears of. */
function cartConsumers(options: { failFirst?: boolean } = {}) {
  const handled: Array<{ orderId: string; correlationId: string | undefined; attempt: number }> = [];
  const committed: string[] = [];
  let failures = options.failFirst ? 1 : 0;
  const paymentCompleted = defineConsumer({
    service: 'cart',
    event: 'payment.completed',
    async handle(paid, { tx, delivery }) {
      await tx.query(`INSERT INTO cart.taken (order_id) VALUES ($1)`, [paid.orderId]);
      // What the handler writes goes on under the correlation of the event it handles.
      await addToOutbox(tx, 'cart', 'product.viewed', { userId: paid.userId, productId: 'p-1', viewedAt: paid.paidAt });
      if (failures-- > 0) throw new Error('database busy');
      handled.push({ orderId: paid.orderId, correlationId: currentCorrelationId(), attempt: delivery.attempt });
      return paid.orderId;
    },
    afterCommit: (orderId) => void committed.push(orderId),
  });
  const sessionsEnded = defineConsumer({ service: 'cart', event: 'user.sessions-ended', handle: async () => {} });
  return { consumers: [paymentCompleted, sessionsEnded], paymentCompleted, handled, committed };
}

describe('a consumer declared once', () => {
  it('takes its name, and so its queue, from its service and event, and is in the topology every process declares', () => {
    const { paymentCompleted } = cartConsumers();
    expect(paymentCompleted.name).toBe('cart.payment.completed');
    expect(paymentCompleted.name).toBe(consumerName('cart', 'payment.completed'));
    expect(ConsumerTopology[paymentCompleted.name]).toEqual(['payment.completed']);
    expect(queueName(paymentCompleted.name)).toBe('storefront.cart.payment.completed');
  });

  it('starts only when its service declares exactly the consumers the contracts list for it', () => {
    const { paymentCompleted, consumers } = cartConsumers();
    expect(() => checkConsumers('cart', consumers)).not.toThrow();
    expect(() => checkConsumers('cart', [paymentCompleted])).toThrow(
      /The cart service cannot start: .*it has no consumer of user\.sessions-ended, which the table lists for it/,
    );
    const stockShort = defineConsumer({ service: 'orders', event: 'stock.short', handle: async () => {} });
    expect(() => checkConsumers('cart', [...consumers, stockShort])).toThrow(/orders\.stock\.short is declared for the orders service/);
    expect(() => checkConsumers('cart', [...consumers, paymentCompleted])).toThrow(/payment\.completed has more than one consumer/);
    expect(() => checkConsumers('warehouse', [])).not.toThrow(); // listed for nothing, declares nothing
  });
});

describe('a service starting its consumers', () => {
  it('says every way its consumers differ from the table, and what to do', () => {
    const { consumers } = cartConsumers();
    const [, sessionsEnded] = consumers;
    // Declared for the cart, but of an event the table gives the orders service only.
    const stray: EventConsumer = { service: 'cart', event: 'stock.short', name: 'cart.stock.short', deliver: async () => {} };
    // The orders' consumer of an event the cart should consume does not stand in for the cart's own.
    const theirs = defineConsumer({ service: 'orders', event: 'stock.short', handle: async () => {} });
    const borrowed: EventConsumer = { ...theirs, event: 'payment.completed' };
    expect(() => checkConsumers('cart', [sessionsEnded!, stray, borrowed])).toThrow(
      new Error(
        'The cart service cannot start: its event consumers do not match EventSubscriptions in packages/contracts/src/events.ts ' +
          '(it has a consumer of stock.short, which the table does not list for it; orders.stock.short is declared for the orders service; ' +
          'it has no consumer of payment.completed, which the table lists for it). ' +
          'Declare one consumer per event the table lists for the service (src/events/<event>.ts), or change the table.',
      ),
    );
  });

  it('subscribes each consumer to its own queue, and none when the set is wrong', async () => {
    const db = await openPglite();
    try {
      await migrate(db, 'cart', [...eventMigrations('cart'), { id: '001_taken', sql: `CREATE TABLE cart.taken (order_id text NOT NULL)` }]);
      const log = capturedLog().log;
      const refused = new InProcessBus({ retry: fastRetry });
      const half = cartConsumers();
      await expect(startConsumers('cart', [half.paymentCompleted], { db, bus: refused, log })).rejects.toThrow(/cannot start/);
      await refused.publish(createEvent('payment.completed', payment(), 'req-refused'));
      await refused.drain();
      expect(half.committed).toEqual([]);

      const bus = new InProcessBus({ retry: fastRetry });
      const cart = cartConsumers();
      await startConsumers('cart', cart.consumers, { db, bus, log });
      const paid = payment();
      await bus.publish(createEvent('payment.completed', paid, 'req-started'));
      await bus.publish(createEvent('user.sessions-ended', { userId: paid.userId, endedBefore: new Date().toISOString() }, 'req-started'));
      await bus.drain();
      expect(cart.committed).toEqual([paid.orderId]);
      expect(bus.deadLetters).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuses an event of another type than its own, before touching anything', async () => {
    const { paymentCompleted } = cartConsumers();
    const db = await openPglite();
    try {
      const other = createEvent('stock.short', { orderId: 'o-1', userId: 'u-1', items: [] }, 'req-wrong');
      await expect(paymentCompleted.deliver(other, { attempt: 1 }, { db, log: capturedLog().log })).rejects.toThrow(
        new Error('cart.payment.completed handles payment.completed events, not stock.short.'),
      );
    } finally {
      await db.close();
    }
  });
});

const buses: Array<[string, (namespace: string) => Promise<EventBus>]> = [
  ['the in-process bus', async () => new InProcessBus({ retry: fastRetry })],
  ['RabbitMQ', async (namespace) => RabbitBus.connect({ url: AMQP_URL, namespace, retry: fastRetry, connectionName: 'test-consumer' })],
];

describe.each(buses)('a declared consumer on %s', (label, connect) => {
  const namespace = uniqueNamespace('consumer');
  let db: Database;
  let bus: EventBus;
  const log = capturedLog();
  const cart = cartConsumers({ failFirst: true });

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, 'cart', [...eventMigrations('cart'), { id: '001_taken', sql: `CREATE TABLE cart.taken (order_id text NOT NULL)` }]);
    bus = await connect(namespace);
    await startConsumers('cart', cart.consumers, { db, bus, log: log.log });
  });
  afterAll(async () => {
    if (bus instanceof RabbitBus) await bus.deleteTopology();
    await bus?.close();
    await db?.close();
  });

  it('handles an event once, in one transaction with its record, however often it is delivered', async () => {
    const event = createEvent('payment.completed', payment(), 'req-once');
    await bus.publish(event);
    await waitUntil(() => cart.committed.length === 1, 10_000, 'the event to be handled');
    await bus.publish(event); // a redelivery
    await waitUntil(() => log.with('event handled before: nothing to do').length === 1, 10_000, 'the redelivery');

    // The first attempt failed half-way: none of it stayed, and the second did it all, once.
    expect(cart.handled).toEqual([{ orderId: event.payload.orderId, correlationId: 'req-once', attempt: 2 }]);
    expect(cart.committed).toEqual([event.payload.orderId]);
    expect((await db.query(`SELECT order_id FROM cart.taken`)).rows).toEqual([{ order_id: event.payload.orderId }]);
    expect((await db.query(`SELECT consumer, event_id FROM cart.processed_events`)).rows).toEqual([
      { consumer: 'cart', event_id: event.id },
    ]);
    // Its events carry the correlation on.
    expect((await db.query(`SELECT type, correlation_id FROM cart.outbox`)).rows).toEqual([
      { type: 'product.viewed', correlation_id: 'req-once' },
    ]);
    // It logs with the consumer, the event and its correlation.
    expect(log.with('event handled before: nothing to do')[0]).toMatchObject({
      consumer: 'cart.payment.completed',
      eventId: event.id,
      eventType: 'payment.completed',
      correlationId: 'req-once',
    });
  });

  it('retries, then dead-letters, an event whose payload is not the contract’s', async () => {
    const event = createEvent('payment.completed', { orderId: 'o-1' }, 'req-bad');
    await bus.publish(event);
    if (bus instanceof InProcessBus) {
      await bus.drain();
      expect(bus.deadLetters.map((d) => [d.consumer, d.event.id])).toEqual([['cart.payment.completed', event.id]]);
    } else {
      await withChannel(async (ch) => {
        await waitUntil(
          async () => (await ch.get(`${queueName('cart.payment.completed', namespace)}.dead`, { noAck: true })) !== false,
          15_000,
          'the dead letter',
        );
      });
    }
    expect(cart.handled.map((h) => h.orderId)).not.toContain('o-1');
  });

  it('takes the correlation id from the request that wrote the event, through the outbox and the bus', async () => {
    const relay = new OutboxRelay({ db, schema: 'cart', bus });
    await db.query(`DELETE FROM cart.outbox`);
    const paid = payment();
    await withCorrelation('req-from-http', () => db.transaction((tx) => addToOutbox(tx, 'cart', 'payment.completed', paid)));
    // In process the handler runs within the publish, so the flush may also send what it wrote.
    expect(await relay.flush()).toBeGreaterThanOrEqual(1);
    await waitUntil(() => cart.handled.some((h) => h.orderId === paid.orderId), 10_000, `the event on ${label}`);
    expect(cart.handled.find((h) => h.orderId === paid.orderId)!.correlationId).toBe('req-from-http');
    // The view the handler wrote carries it too, ready for the next hop.
    const { rows } = await db.query<{ correlation_id: string }>(`SELECT correlation_id FROM cart.outbox WHERE type = 'product.viewed'`);
    expect(rows).toEqual([{ correlation_id: 'req-from-http' }]);
  });
});

describe('on RabbitMQ, the whole topology', () => {
  it('is declared by every process when it connects, so an event waits for a consumer that has not started yet', async () => {
    const namespace = uniqueNamespace('topology');
    const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, connectionName: 'test-topology' });
    try {
      await bus.publish(createEvent('stock.short', { orderId: 'o-1', userId: 'u-1', items: [] }, 'req-early'));
      const waiting = await withChannel(async (ch) => {
        for (const consumer of Object.keys(ConsumerTopology)) await ch.checkQueue(queueName(consumer, namespace));
        let msg: Awaited<ReturnType<typeof ch.get>> = false;
        await waitUntil(
          async () => (msg = await ch.get(queueName('orders.stock.short', namespace), { noAck: true })) !== false,
          10_000,
          'the waiting event',
        );
        return msg as unknown as { properties: { correlationId?: string } };
      });
      expect(waiting.properties.correlationId).toBe('req-early');
    } finally {
      await bus.deleteTopology();
      await bus.close();
    }
  });
});
