import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@storefront/contracts';
import { type Database, migrate, openPglite } from '@storefront/data';
import { InProcessBus, OutboxRelay, addToOutbox, createEvent, eventMigrations } from '@storefront/events';
import { testAuth } from '@storefront/testing';
import { HttpError, InMemorySpanExporter, createLogger, createServiceApp, startTracing, tracedBus, tracerOf } from '../src';

// The spans a service makes, one by one: its requests' server spans, and its bus's producer and
// consumer spans, with the trace context carried from one to the next. The whole chain, gateway to the
// cart's consumer over RabbitMQ, is in services/orders/test/tracing.test.ts.

const exporter = new InMemorySpanExporter();
const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN = 'b7ad6b7169203331';
const spans = () => exporter.getFinishedSpans();

describe('the spans of a traced service', () => {
  let db: Database;
  beforeAll(async () => {
    startTracing({ exporter });
    db = await openPglite();
    await migrate(db, 'kit', eventMigrations('kit'));
  });
  afterAll(async () => db?.close());
  beforeEach(() => exporter.reset());

  const app = async () =>
    createServiceApp({ name: 'kit', log: createLogger('kit', 'silent'), verifier: (await testAuth()).verifier }, (a) => {
      a.post('/api/views/:productId', async (req, res) => {
        const event = await db.transaction((tx) =>
          addToOutbox(tx, 'kit', 'product.viewed', {
            userId: 'u-1',
            productId: String(req.params.productId),
            viewedAt: new Date().toISOString(),
          }),
        );
        res.json(event);
      });
      a.get('/api/broken', () => {
        throw new HttpError(503, 'server.error');
      });
    });

  it("answers a request in a server span that continues the caller's traceparent, and the events it writes carry that span", async () => {
    const res = await request(await app())
      .post('/api/views/p-1?search=secret')
      .set('traceparent', `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`)
      .set('X-Request-Id', 'req-7');
    expect(res.status).toBe(200);
    const [server] = spans();
    expect(spans()).toHaveLength(1);
    expect(server).toMatchObject({
      name: 'POST /api/views/:productId',
      kind: SpanKind.SERVER,
      parentSpanContext: expect.objectContaining({ traceId: BROWSER_TRACE, spanId: BROWSER_SPAN, isRemote: true }),
      attributes: {
        'http.request.method': 'POST',
        'url.path': '/api/views/p-1',
        'url.scheme': 'http',
        'storefront.request_id': 'req-7',
        'http.route': '/api/views/:productId',
        'http.response.status_code': 200,
      },
    });
    expect(server!.resource.attributes['service.name']).toBe('kit');
    expect(JSON.stringify(server!.attributes)).not.toContain('secret');
    const { traceId, spanId } = server!.spanContext();
    expect(traceId).toBe(BROWSER_TRACE);
    expect(res.body.traceparent).toBe(`00-${traceId}-${spanId}-01`);
    const { rows } = await db.query<{ traceparent: string }>(`SELECT traceparent FROM kit.outbox WHERE id = $1`, [res.body.id]);
    expect(rows[0]!.traceparent).toBe(`00-${traceId}-${spanId}-01`);
  });

  it("carries a caller's tracestate on into the events written, but not one longer than 512 characters", async () => {
    const served = await app();
    const send = (tracestate: string) =>
      request(served).post('/api/views/p-2').set('traceparent', `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`).set('tracestate', tracestate);
    const short = await send('shop=web,vendor=abc');
    expect(short.body.tracestate).toBe('shop=web,vendor=abc');
    const long = await send(Array.from({ length: 30 }, (_, n) => `k${n}=${'v'.repeat(20)}`).join(','));
    expect(long.status).toBe(200);
    expect(long.body.traceparent).toMatch(new RegExp(`^00-${BROWSER_TRACE}-`));
    expect(long.body).not.toHaveProperty('tracestate');
  });

  it('starts a trace for a request that brings none, marks a 5xx answer as an error, and traces no probe', async () => {
    const served = await app();
    expect((await request(served).get('/api/broken')).status).toBe(503);
    await request(served).get('/healthz');
    await request(served).get('/metrics');
    expect(spans()).toHaveLength(1);
    expect(spans()[0]).toMatchObject({ name: 'GET /api/broken', parentSpanContext: undefined, status: { code: SpanStatusCode.ERROR } });
  });

  it('publishes each event in a producer span continuing the writer, and handles it in a consumer span, under which the events written continue the trace', async () => {
    const inner = new InProcessBus();
    const bus = tracedBus(inner, tracerOf('kit')!);
    const received: EventEnvelope[] = [];
    let written: EventEnvelope | undefined;
    await bus.subscribe('kit.product.viewed', ['product.viewed'], async (event) => {
      received.push(event);
      written = await db.transaction((tx) =>
        addToOutbox(tx, 'kit', 'product.viewed', { userId: 'u-1', productId: 'p-10', viewedAt: new Date().toISOString() }),
      );
    });
    const writer = `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`;
    const event = createEvent('product.viewed', { userId: 'u-1', productId: 'p-9', viewedAt: new Date().toISOString() }, 'req-9', {
      traceparent: writer,
    });
    await bus.publish(event);
    const producer = spans().find((s) => s.kind === SpanKind.PRODUCER)!;
    const consumer = spans().find((s) => s.kind === SpanKind.CONSUMER)!;
    expect(producer).toMatchObject({
      name: 'send product.viewed',
      parentSpanContext: expect.objectContaining({ traceId: BROWSER_TRACE, spanId: BROWSER_SPAN }),
      attributes: {
        'messaging.system': 'in-process',
        'messaging.operation.type': 'send',
        'messaging.destination.name': 'product.viewed',
        'messaging.message.id': event.id,
        'messaging.message.conversation_id': 'req-9',
      },
    });
    // The event went out as the producer span's child, not the writer's.
    expect(received[0]!.traceparent).toBe(`00-${BROWSER_TRACE}-${producer.spanContext().spanId}-01`);
    expect(received[0]).toMatchObject({ id: event.id, correlationId: 'req-9', payload: event.payload });
    expect(consumer).toMatchObject({
      name: 'process product.viewed',
      parentSpanContext: expect.objectContaining({ traceId: BROWSER_TRACE, spanId: producer.spanContext().spanId }),
      attributes: expect.objectContaining({ 'messaging.consumer.group.name': 'kit.product.viewed', 'storefront.delivery.attempt': 1 }),
    });
    expect(written!.traceparent).toBe(`00-${BROWSER_TRACE}-${consumer.spanContext().spanId}-01`);
  });

  it('starts a new trace for an event without one, and marks a failing handler and a refused publish as errors', async () => {
    const inner = new InProcessBus({ retry: { maxAttempts: 1, backoffMs: () => 0 } });
    const bus = tracedBus(inner, tracerOf('kit')!);
    await bus.subscribe('kit.order.placed', ['order.placed'], async () => {
      throw new Error('no such order');
    });
    await bus.publish(createEvent('order.placed', { orderId: 'o-1' }));
    const consumer = spans().find((s) => s.kind === SpanKind.CONSUMER)!;
    const producer = spans().find((s) => s.kind === SpanKind.PRODUCER)!;
    expect(producer.parentSpanContext).toBeUndefined();
    expect(consumer.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    expect(consumer.status).toEqual({ code: SpanStatusCode.ERROR, message: 'no such order' });
    expect(consumer.events.map((e) => e.name)).toEqual(['exception']);

    await inner.close();
    await expect(bus.publish(createEvent('order.placed', { orderId: 'o-2' }))).rejects.toThrow('closed');
    expect(spans().at(-1)).toMatchObject({ kind: SpanKind.PRODUCER, status: { code: SpanStatusCode.ERROR } });
  });

  it("passes the bus's other parts through: the relay publishes through it as through the bus itself", async () => {
    const inner = new InProcessBus();
    const bus = tracedBus(inner, tracerOf('kit')!);
    expect(bus.kind).toBe('in-process');
    expect(bus.deadLetterDesk).toBe(inner.deadLetterDesk);
    await bus.subscribe('kit.user.registered', ['user.registered'], async () => {});
    expect(bus.consumers!()).toEqual([{ consumer: 'kit.user.registered', consuming: true }]);
    await bus.ping();
    await db.query(`UPDATE kit.outbox SET sent_at = now()`);
    await db.transaction((tx) => addToOutbox(tx, 'kit', 'user.registered', { userId: 'u-2', email: 'b@example.ca', name: 'B' }));
    expect(await new OutboxRelay({ db, schema: 'kit', bus }).flush()).toBe(1);
    await bus.settled();
    expect(spans().map((s) => s.name)).toEqual(['process user.registered', 'send user.registered']);
    await bus.close();
    await expect(inner.ping()).rejects.toThrow();
  });
});
