import { randomBytes } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '@storefront/contracts';
import { createGateway } from '@storefront/gateway';
import { loadRouteTable } from '@storefront/routes';
import { InMemorySpanExporter, type Listening, type ReadableSpan, createLogger, listen, startTracing } from '@storefront/service-kit';
import { BACKENDS } from '@storefront/testing';
import { deliveryDates } from '../src';
import { ONTARIO, type Shop, productsInStock, shopper, startShop, waitFor } from './helpers';

// One checkout followed in its traces, as an operator would: the browser's traceparent, the gateway's
// server span, the orders service's, the payment.completed event's producer span (from the outbox row
// the payment wrote, through RabbitMQ or the in-process bus) and the cart's consumer span that takes the
// bought items out of the cart, all in one trace, each the child of the one before. The gateway proxies
// to catalog and orders over HTTP and hands the cart its requests in process, so both ways of passing
// the context on are crossed.

const exporter = new InMemorySpanExporter();

/** What a browser sends (packages/ui's api()): a new trace, the browser's side of the call as its span. */
const browserCall = () => {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
};

// Before anything starts (apps mount their span middleware only when tracing is on), once for the file.
beforeAll(() => void startTracing({ exporter }));

const serviceOf = (span: ReadableSpan) => span.resource.attributes['service.name'];
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe.each(BACKENDS)('a checkout followed in its traces on $label', (backend) => {
  let shop: Shop;
  let gateway: Listening;
  let store = '';
  let ada: Awaited<ReturnType<typeof shopper>>;
  let product: Product;

  beforeAll(async () => {
    // The provider's webhook never comes: the browser's return to the store (update-payment) settles it.
    shop = await startShop(backend, { webhooks: false });
    const front = createGateway({
      log: createLogger('gateway', 'silent'),
      inProcess: { cart: shop.cart.app },
      config: {
        services: { catalog: shop.catalog.url, orders: shop.orders.url, cart: 'http://127.0.0.1:9' },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 10_000,
        publicUrl: 'http://shop.test',
      },
    });
    gateway = await listen(front.app, 0, '127.0.0.1');
    store = `http://127.0.0.1:${gateway.port}`;
    ada = await shopper('Ada');
    product = (await productsInStock(shop, 5))[0]!;
  });
  afterAll(async () => {
    await gateway?.close(1000);
    await shop?.close();
  });

  /** A call through the gateway as the shop's pages make it, in a trace of its own. */
  const call = async (method: string, path: string, body?: unknown) => {
    const trace = browserCall();
    const res = await fetch(`${store}${path}`, {
      method,
      headers: { ...ada.auth, 'Content-Type': 'application/json', traceparent: trace.traceparent },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { res, body: (await res.json()) as Record<string, unknown>, trace };
  };
  const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
  const serverSpans = (traceId: string) => spansOf(traceId).filter((s) => s.kind === SpanKind.SERVER);

  it("continues the browser's trace in the gateway and in the service behind it, proxied or handed over in process", async () => {
    const added = await call('PUT', `/api/cart/${ada.userId}`, { productId: product._id, quantity: 2 });
    expect(added.res.status).toBe(200);
    // The cart is in the gateway's process: its span is the gateway span's child all the same.
    const [front, cart] = await waitFor(async () => {
      const spans = serverSpans(added.trace.traceId);
      const [gatewaySpan, cartSpan] = ['gateway', 'cart'].map((service) => spans.find((s) => serviceOf(s) === service));
      return gatewaySpan && cartSpan && [gatewaySpan, cartSpan];
    }, 'the cart request spans');
    expect(front).toMatchObject({ name: 'PUT /api/cart', attributes: expect.objectContaining({ 'http.response.status_code': 200 }) });
    expect(parentOf(front!)).toBe(added.trace.spanId);
    expect(cart).toMatchObject({ name: 'PUT /api/cart/:userId' });
    expect(parentOf(cart!)).toBe(front!.spanContext().spanId);
    // The cart asked the catalogue for the product's price and stock: those requests are in the trace too.
    const asked = serverSpans(added.trace.traceId).filter((s) => serviceOf(s) === 'catalog');
    expect(asked.length).toBeGreaterThan(0);
    for (const s of asked) expect(parentOf(s)).toBe(cart!.spanContext().spanId);

    const placed = await call('POST', `/api/orders/${ada.userId}`, {
      items: [{ productId: product._id, quantity: 2 }],
      shippingAddress: ONTARIO,
      deliveryDate: deliveryDates(new Date())[0],
    });
    expect(placed.res.status).toBe(201);
    // Orders is proxied over HTTP: the proxied request carried the gateway span's traceparent.
    const [gatewaySpan, ordersSpan] = await waitFor(async () => {
      const spans = serverSpans(placed.trace.traceId);
      const [gatewaySpan, ordersSpan] = ['gateway', 'orders'].map((service) => spans.find((s) => serviceOf(s) === service));
      return gatewaySpan && ordersSpan && [gatewaySpan, ordersSpan];
    }, 'the order request spans');
    expect(parentOf(gatewaySpan!)).toBe(placed.trace.spanId);
    expect(ordersSpan).toMatchObject({
      name: 'POST /api/orders/:userId',
      attributes: expect.objectContaining({ 'http.response.status_code': 201 }),
    });
    expect(parentOf(ordersSpan!)).toBe(gatewaySpan!.spanContext().spanId);
  });

  it('follows the payment from the gateway to the cart clearing, across the event bus, in one trace', async () => {
    const placed = await call('POST', `/api/orders/${ada.userId}`, {
      items: [{ productId: product._id, quantity: 2 }],
      shippingAddress: ONTARIO,
      deliveryDate: deliveryDates(new Date())[0],
    });
    const order = placed.body as unknown as Order;
    const checkout = await call('POST', '/api/create-checkout-session', { orderId: order._id });
    const sessionId = String(checkout.body.sessionId);
    // The shopper pays on the provider's page (its webhook never reaches the store) and comes back.
    const paid = await fetch(`${shop.sandboxUrl}/payment-sandbox/pay/${sessionId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = await call('PUT', `/api/orders/update-payment/${order._id}`, { sessionId });
    expect(back.body).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
    const { traceId, spanId: browserSpan } = back.trace;

    const consumerOf = (service: string) =>
      spansOf(traceId).find((s) => s.kind === SpanKind.CONSUMER && serviceOf(s) === service && s.name === 'process payment.completed');
    await waitFor(async () => consumerOf('cart') && consumerOf('catalog'), "the consumers' spans");
    const cartLines = await fetch(`${store}/api/cart/${ada.userId}`, { headers: ada.auth });
    expect(((await cartLines.json()) as { items: unknown[] }).items).toEqual([]);

    const spans = spansOf(traceId);
    const one = (kind: SpanKind, service: string) => {
      const found = spans.filter((s) => s.kind === kind && serviceOf(s) === service);
      expect(found, `one ${SpanKind[kind]} span of ${service}`).toHaveLength(1);
      return found[0]!;
    };
    const front = one(SpanKind.SERVER, 'gateway');
    const orders = one(SpanKind.SERVER, 'orders');
    const send = one(SpanKind.PRODUCER, 'orders');
    const cart = consumerOf('cart')!;
    const catalog = consumerOf('catalog')!;

    // gateway → orders → (outbox, the bus) → the cart's consumer, each the child of the one before
    expect(front).toMatchObject({ name: 'PUT /api/orders' });
    expect(parentOf(front)).toBe(browserSpan);
    expect(orders).toMatchObject({ name: 'PUT /api/orders/update-payment/:orderId' });
    expect(parentOf(orders)).toBe(front.spanContext().spanId);
    expect(send).toMatchObject({
      name: 'send payment.completed',
      attributes: expect.objectContaining({
        'messaging.system': backend.bus === 'rabbitmq' ? 'rabbitmq' : 'in-process',
        'messaging.operation.type': 'send',
        'messaging.destination.name': 'payment.completed',
      }),
    });
    expect(parentOf(send)).toBe(orders.spanContext().spanId);
    const eventId = send.attributes['messaging.message.id'];
    for (const consumer of [cart, catalog]) {
      expect(parentOf(consumer)).toBe(send.spanContext().spanId);
      expect(consumer.attributes).toMatchObject({ 'messaging.operation.type': 'process', 'messaging.message.id': eventId });
    }
    expect(cart.attributes['messaging.consumer.group.name']).toBe('cart.payment.completed');
    // The consumer ended after the send began: the span times tell the story in order.
    expect(cart.endTime[0] * 1e9 + cart.endTime[1]).toBeGreaterThan(send.startTime[0] * 1e9 + send.startTime[1]);

    // Every span of the trace hangs from another of it, but the gateway's, whose parent is the browser.
    const ids = new Set(spans.map((s) => s.spanContext().spanId));
    expect(spans.filter((s) => !ids.has(parentOf(s)!)).map((s) => `${serviceOf(s)} ${s.name}`)).toEqual(['gateway PUT /api/orders']);
  });
});

describe(`a payment followed from the Pay button to the cart on ${BACKENDS[0]!.label}`, () => {
  let shop: Shop;
  let gateway: Listening;
  let store = '';

  beforeAll(async () => {
    // As in the single-process store: the payment sandbox behind the gateway, its webhook straight to orders.
    shop = await startShop(BACKENDS[0]);
    const front = createGateway({
      log: createLogger('gateway', 'silent'),
      inProcess: { cart: shop.cart.app, 'payment-sandbox': shop.sandbox.app },
      config: {
        services: {
          catalog: shop.catalog.url,
          orders: shop.orders.url,
          cart: 'http://127.0.0.1:9',
          'payment-sandbox': 'http://127.0.0.1:9',
        },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 10_000,
        publicUrl: 'http://shop.test',
      },
    });
    gateway = await listen(front.app, 0, '127.0.0.1');
    store = `http://127.0.0.1:${gateway.port}`;
  });
  afterAll(async () => {
    await gateway?.close(1000);
    await shop?.close();
  });

  it("carries the trace of the Pay button's request through the provider's webhook to the cart's consumer", async () => {
    const bo = await shopper('Bo');
    const product = (await productsInStock(shop, 5))[0]!;
    const json = { ...bo.auth, 'Content-Type': 'application/json' };
    await fetch(`${store}/api/cart/${bo.userId}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ productId: product._id, quantity: 1 }),
    });
    const order = (await (
      await fetch(`${store}/api/orders/${bo.userId}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          items: [{ productId: product._id, quantity: 1 }],
          shippingAddress: ONTARIO,
          deliveryDate: deliveryDates(new Date())[0],
        }),
      })
    ).json()) as Order;
    const { sessionId } = (await (
      await fetch(`${store}/api/create-checkout-session`, { method: 'POST', headers: json, body: JSON.stringify({ orderId: order._id }) })
    ).json()) as { sessionId: string };
    // The payment page's form: a navigation, no traceparent of the browser's; the gateway starts the trace.
    const paid = await fetch(`${store}/payment-sandbox/pay/${sessionId}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const finished = () => exporter.getFinishedSpans();
    const front = await waitFor(
      async () =>
        finished().find(
          (s) =>
            serviceOf(s) === 'gateway' &&
            s.name === 'POST /payment-sandbox' &&
            s.attributes['url.path'] === `/payment-sandbox/pay/${sessionId}`,
        ),
      "the gateway's span of the Pay button",
    );
    const traceId = front.spanContext().traceId;
    const inTrace = () => finished().filter((s) => s.spanContext().traceId === traceId);
    const cart = await waitFor(
      async () => inTrace().find((s) => s.kind === SpanKind.CONSUMER && serviceOf(s) === 'cart'),
      "the cart's consumer span",
    );
    const webhook = inTrace().find((s) => s.kind === SpanKind.SERVER && serviceOf(s) === 'orders')!;
    const send = inTrace().find((s) => s.kind === SpanKind.PRODUCER && serviceOf(s) === 'orders')!;
    expect(front.parentSpanContext).toBeUndefined();
    expect(webhook).toMatchObject({ name: 'POST /api/payments/webhook' });
    expect(parentOf(webhook)).toBe(front.spanContext().spanId);
    expect(send).toMatchObject({ name: 'send payment.completed' });
    expect(parentOf(send)).toBe(webhook.spanContext().spanId);
    expect(parentOf(cart)).toBe(send.spanContext().spanId);
    await waitFor(
      async () =>
        ((await (await fetch(`${store}/api/cart/${bo.userId}`, { headers: bo.auth })).json()) as { items: unknown[] }).items.length === 0,
      'the cart to be emptied',
    );
  });
});
