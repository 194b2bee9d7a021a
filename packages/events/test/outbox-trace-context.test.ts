import { AsyncLocalStorage } from 'node:async_hooks';
import { type Context, type ContextManager, ROOT_CONTEXT, TraceFlags, context, trace, createTraceState } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@storefront/contracts';
import { type Database, migrate, openPglite, openPostgres } from '@storefront/data';
import { createTestDatabase } from '@storefront/testing';
import { type EventBus, OutboxRelay, RabbitBus, addToOutbox, createEvent, currentTraceContext, eventMigrations } from '../src';
import { AMQP_URL, collector, deleteTopology, uniqueNamespace, withChannel } from './helpers';

// The trace context of the span that wrote an event travels with it: in the outbox row (written in the
// same transaction), then in the envelope the relay publishes, and over RabbitMQ in the message's headers
// as well. The service kit's spans that use it are tested with the whole checkout in
// services/orders/test/tracing.test.ts; here no tracing SDK runs, only the API's context.

/** The API's context in async context, as the SDK's context manager keeps it. */
class AsyncContexts implements ContextManager {
  private readonly store = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.store.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A) {
    return this.store.run(ctx, () => fn.call(thisArg, ...args));
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.store.disable();
    return this;
  }
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${SPAN_ID}-01`;

/** Runs `work` as if inside a span of a traced request (sampled, with or without a tracestate). */
function inSpan<T>(work: () => T, { tracestate, flags = TraceFlags.SAMPLED }: { tracestate?: string; flags?: TraceFlags } = {}): T {
  const span = {
    traceId: TRACE_ID,
    spanId: SPAN_ID,
    traceFlags: flags,
    ...(tracestate ? { traceState: createTraceState(tracestate) } : {}),
  };
  return context.with(trace.setSpanContext(ROOT_CONTEXT, span), work);
}

class Published implements EventBus {
  readonly kind = 'in-process' as const;
  events: EventEnvelope[] = [];
  async publish(e: EventEnvelope) {
    this.events.push(e);
  }
  async subscribe() {}
  async ping() {}
  async settled() {}
  async close() {}
}

const schema = 'traced';
const viewed = (productId: string) => ({ userId: 'u-1', productId, viewedAt: new Date().toISOString() });

beforeAll(() => {
  context.setGlobalContextManager(new AsyncContexts());
});
afterAll(() => context.disable());

describe('the trace context of the span under way', () => {
  it('is none outside a span, and the span as a W3C traceparent inside one', () => {
    expect(currentTraceContext()).toBeUndefined();
    expect(inSpan(() => currentTraceContext())).toEqual({ traceparent: TRACEPARENT });
    expect(inSpan(() => currentTraceContext(), { flags: TraceFlags.NONE })).toEqual({ traceparent: `00-${TRACE_ID}-${SPAN_ID}-00` });
    expect(inSpan(() => currentTraceContext(), { tracestate: 'shop=1,vendor=abc' })).toEqual({
      traceparent: TRACEPARENT,
      tracestate: 'shop=1,vendor=abc',
    });
  });

  it('is none for an invalid span (all zeros)', () => {
    const invalid = { traceId: '0'.repeat(32), spanId: '0'.repeat(16), traceFlags: TraceFlags.SAMPLED };
    expect(context.with(trace.setSpanContext(ROOT_CONTEXT, invalid), () => currentTraceContext())).toBeUndefined();
  });
});

const drivers: Array<[string, () => Promise<{ db: Database; done: () => Promise<void> }>]> = [
  [
    'PostgreSQL server',
    async () => {
      const t = await createTestDatabase('outbox_trace');
      const db = openPostgres({ url: t.url });
      return {
        db,
        done: async () => {
          await db.close();
          await t.drop();
        },
      };
    },
  ],
  [
    'embedded PGlite',
    async () => {
      const db = await openPglite();
      return { db, done: () => db.close() };
    },
  ],
];

describe.each(drivers)('the trace context through the outbox on %s', (_label, open) => {
  let db: Database;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ db, done } = await open());
    await migrate(db, schema, eventMigrations(schema));
  });
  afterAll(async () => done());

  const rowOf = async (id: string) =>
    (
      await db.query<{ traceparent: string | null; tracestate: string | null }>(
        `SELECT traceparent, tracestate FROM traced.outbox WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it("records the writing span's context with the event, and the relay publishes it in the envelope", async () => {
    const event = await inSpan(() => db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed('p-1'))), {
      tracestate: 'shop=orders',
    });
    expect(event).toMatchObject({ traceparent: TRACEPARENT, tracestate: 'shop=orders' });
    expect(await rowOf(event.id)).toEqual({ traceparent: TRACEPARENT, tracestate: 'shop=orders' });

    const bus = new Published();
    expect(await new OutboxRelay({ db, schema, bus }).flush()).toBe(1);
    expect(bus.events).toEqual([event]);
    expect(bus.events[0]).toMatchObject({ type: 'product.viewed', traceparent: TRACEPARENT, tracestate: 'shop=orders' });
  });

  it('records none for an event written outside a span, which goes out without the fields', async () => {
    const plain = await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed('p-2')));
    const traced = await inSpan(() => db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed('p-3'))));
    expect(await rowOf(plain.id)).toEqual({ traceparent: null, tracestate: null });
    expect(await rowOf(traced.id)).toEqual({ traceparent: TRACEPARENT, tracestate: null });

    const bus = new Published();
    expect(await new OutboxRelay({ db, schema, bus }).flush()).toBe(2);
    expect(bus.events.map((e) => Object.keys(e).sort())).toEqual([
      ['id', 'occurredAt', 'payload', 'type'],
      ['id', 'occurredAt', 'payload', 'traceparent', 'type'],
    ]);
    expect(bus.events[1]!.traceparent).toBe(TRACEPARENT);
  });
});

describe('the trace context over RabbitMQ', () => {
  const namespace = uniqueNamespace('trace');
  const buses: RabbitBus[] = [];
  afterAll(async () => {
    for (const b of buses) await b.close();
    await deleteTopology(namespace, ['tracer', 'raw']);
  });
  const connect = async (consumer: string) => {
    const bus = await RabbitBus.connect({ url: AMQP_URL, namespace, topology: { [consumer]: ['order.placed'] } });
    buses.push(bus);
    return bus;
  };

  it("travels in the envelope and in the message's headers", async () => {
    const bus = await connect('tracer');
    const event = createEvent('order.placed', { orderId: 'o-1' }, 'req-1', { traceparent: TRACEPARENT, tracestate: 'shop=orders' });
    await bus.publish(event);
    const message = await withChannel(async (ch) => {
      for (let tries = 0; tries < 50; tries++) {
        const msg = await ch.get(`${namespace}.tracer`, { noAck: true });
        if (msg) return msg;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the event never reached its queue');
    });
    expect(message.properties.headers).toMatchObject({ traceparent: TRACEPARENT, tracestate: 'shop=orders' });
    expect(JSON.parse(message.content.toString())).toEqual(event);
  });

  it('sends no trace headers for an event without a trace context', async () => {
    const bus = buses[0]!;
    await bus.publish(createEvent('order.placed', { orderId: 'o-2' }));
    const message = await withChannel(async (ch) => {
      for (let tries = 0; tries < 50; tries++) {
        const msg = await ch.get(`${namespace}.tracer`, { noAck: true });
        if (msg) return msg;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the event never reached its queue');
    });
    expect(message.properties.headers?.traceparent).toBeUndefined();
    expect(JSON.parse(message.content.toString())).not.toHaveProperty('traceparent');
  });

  it("gives a consumer the headers' context when the envelope has none (a message another tool published)", async () => {
    const bus = await connect('raw');
    const got = collector();
    await bus.subscribe('raw', ['order.placed'], got.handler);
    const bare = createEvent('order.placed', { orderId: 'o-3' });
    const carried = createEvent('order.placed', { orderId: 'o-4' }, undefined, { traceparent: `00-${TRACE_ID}-${'1'.repeat(16)}-01` });
    await withChannel(async (ch) => {
      const headers = { traceparent: TRACEPARENT, tracestate: 'tool=1' };
      ch.publish(`${namespace}.events`, 'order.placed', Buffer.from(JSON.stringify(bare)), { headers });
      // The envelope's own context wins over the headers'.
      ch.publish(`${namespace}.events`, 'order.placed', Buffer.from(JSON.stringify(carried)), { headers });
      ch.publish(`${namespace}.events`, 'order.placed', Buffer.from(JSON.stringify(createEvent('order.placed', { orderId: 'o-5' }))), {
        headers: { traceparent: 42 },
      });
      await new Promise((r) => setTimeout(r, 100));
    });
    await got.waitFor(3);
    const byOrder = Object.fromEntries(got.events.map((e) => [(e.payload as { orderId: string }).orderId, e]));
    expect(byOrder['o-3']).toMatchObject({ traceparent: TRACEPARENT, tracestate: 'tool=1' });
    expect(byOrder['o-4']!.traceparent).toBe(`00-${TRACE_ID}-${'1'.repeat(16)}-01`);
    expect(byOrder['o-4']).not.toHaveProperty('tracestate');
    expect(byOrder['o-5']).not.toHaveProperty('traceparent');
  });
});
