import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope, EventPayload, Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, deliverEvent, startTestService } from '@storefront/testing';
import { catalogService } from '../src';

// Stock over an order's life: taken when it is paid, made to match the parcel when it ships, put back
// when it is cancelled or returned.
describe.each(BACKENDS)('stock on cancellations and returns on $label', (backend) => {
  let svc: StartedTestService;
  let products: Product[];
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    products = (await request(svc.app).get('/api/products?limit=100')).body.products;
  });
  afterAll(async () => svc?.close());

  const stockOf = async (id: string) => ((await request(svc.app).get(`/api/products/${id}`)).body as Product).stock;
  /** A product sold one way (its id is its only variant's) with at least `min` in stock that no other
   * test of this suite uses. */
  const used = new Set<string>();
  const productWith = (min: number) => {
    const p = products.find((x) => x.options.length === 0 && x.stock >= min && !used.has(x._id))!;
    used.add(p._id);
    return p;
  };
  const party = (orderId: string) => ({ orderId, userId: randomUUID(), customerEmail: 'ann@example.ca', customerName: 'Ann' });

  const deliver = (event: EventEnvelope) => deliverEvent(svc, 'catalog', event);
  const paid = (orderId: string, items: Array<{ product: Product; quantity: number }>) =>
    createEvent<EventPayload<'payment.completed'>>('payment.completed', {
      ...party(orderId),
      items: items.map((i) => ({ productId: i.product._id, name: i.product.name, price: i.product.price, quantity: i.quantity })),
      subtotal: 1,
      tax: 0,
      totalAmount: 1,
      currency: 'cad',
      paidAt: new Date().toISOString(),
    });
  const cancelled = (orderId: string, wasPaid = true) =>
    createEvent<EventPayload<'order.cancelled'>>('order.cancelled', {
      ...party(orderId),
      reason: 'Changed my mind',
      cancelledBy: 'shopper',
      wasPaid,
      refundAmount: wasPaid ? 1 : 0,
      cancelledAt: new Date().toISOString(),
    });

  const shipped = (orderId: string, items: Array<{ product: Product; quantity: number }>) =>
    createEvent<EventPayload<'order.shipped'>>('order.shipped', {
      ...party(orderId),
      carrier: 'Canada Post',
      trackingNumber: 'CP123',
      items: items.map((i) => ({ productId: i.product._id, name: i.product.name, quantity: i.quantity })),
      shippedAt: new Date().toISOString(),
    });
  const returned = (orderId: string, items: Array<{ product: Product; quantity: number }>) =>
    createEvent<EventPayload<'return.received'>>('return.received', {
      ...party(orderId),
      returnId: randomUUID(),
      returnNumber: 'R-2001',
      items: items.map((i) => ({ productId: i.product._id, name: i.product.name, quantity: i.quantity })),
      receivedAt: new Date().toISOString(),
    });
  /** Staff restocking a product (the back office's stock adjustment, straight to the table). */
  const restock = (id: string, stock: number) => svc.db.query(`UPDATE catalog.products SET stock = $2 WHERE id = $1`, [id, stock]);

  it('takes what a paid order bought once, however often payment.completed comes', async () => {
    const a = productWith(5);
    const stockA = await stockOf(a._id);
    const event = paid(randomUUID(), [{ product: a, quantity: 2 }]);
    await deliver(event);
    expect(await stockOf(a._id)).toBe(stockA - 2);
    // Delivered again (a broker redelivery, an outbox sent twice), then another order behind it on the same
    // queue: once that one is handled, the repeat has had its turn, and took nothing.
    await svc.bus.publish(event);
    await svc.bus.publish(event);
    const b = productWith(5);
    const stockB = await stockOf(b._id);
    await deliver(paid(randomUUID(), [{ product: b, quantity: 1 }]));
    await svc.bus.settled();
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 2, stockB - 1]);
    const taken = await svc.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalog.processed_events WHERE event_id = $1`, [
      event.id,
    ]);
    expect(taken.rows[0]!.n).toBe(1);
  });

  it('puts back what a paid order took when it is cancelled, once however often the event comes', async () => {
    const [a, b] = [productWith(5), productWith(5)];
    const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
    const orderId = randomUUID();
    await deliver(
      paid(orderId, [
        { product: a, quantity: 2 },
        { product: b, quantity: 3 },
      ]),
    );
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 2, stockB - 3]);

    const event = cancelled(orderId);
    await deliver(event);
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA, stockB]);
    // The same event delivered again, and another cancellation of the same order: nothing more comes back.
    await svc.bus.publish(event);
    await deliver(cancelled(orderId));
    await svc.bus.settled();
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA, stockB]);
  });

  it('puts back only what the stock could cover when the order was paid', async () => {
    const a = productWith(1);
    const stock = await stockOf(a._id);
    const orderId = randomUUID();
    await deliver(paid(orderId, [{ product: a, quantity: stock + 4 }]));
    expect(await stockOf(a._id)).toBe(0);
    await deliver(cancelled(orderId));
    expect(await stockOf(a._id)).toBe(stock);
  });

  it('puts back nothing for an order that was never paid', async () => {
    const a = productWith(1);
    const stock = await stockOf(a._id);
    // Another order for the same product was paid: only that one took stock.
    await deliver(paid(randomUUID(), [{ product: a, quantity: 1 }]));
    await deliver(cancelled(randomUUID(), false));
    expect(await stockOf(a._id)).toBe(stock - 1);
  });

  it('puts returned items back in stock, once', async () => {
    const [a, b] = [productWith(5), productWith(5)];
    const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
    const orderId = randomUUID();
    await deliver(
      paid(orderId, [
        { product: a, quantity: 3 },
        { product: b, quantity: 1 },
      ]),
    );
    const received = createEvent<EventPayload<'return.received'>>('return.received', {
      ...party(orderId),
      returnId: randomUUID(),
      returnNumber: 'R-1001',
      items: [{ productId: a._id, name: a.name, quantity: 2 }],
      receivedAt: new Date().toISOString(),
    });
    await deliver(received);
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 1, stockB - 1]);
    await svc.bus.publish(received);
    await svc.bus.settled();
    expect(await stockOf(a._id)).toBe(stockA - 1);
  });

  it('puts back on shipment a line refunded before shipping, once however often the event comes', async () => {
    const [a, b] = [productWith(5), productWith(5)];
    const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
    const orderId = randomUUID();
    await deliver(
      paid(orderId, [
        { product: a, quantity: 2 },
        { product: b, quantity: 3 },
      ]),
    );
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 2, stockB - 3]);
    // The b line was refunded before shipping: the parcel holds only a.
    const event = shipped(orderId, [{ product: a, quantity: 2 }]);
    await deliver(event);
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 2, stockB]);
    await svc.bus.publish(event);
    await deliver(shipped(orderId, [{ product: a, quantity: 2 }]));
    await svc.bus.settled();
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 2, stockB]);
    // A return after shipment puts back only what came back (b, already back, is not counted twice).
    await deliver(returned(orderId, [{ product: a, quantity: 1 }]));
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 1, stockB]);
  });

  it('puts back on shipment part of a line refunded in part', async () => {
    const a = productWith(5);
    const stock = await stockOf(a._id);
    const orderId = randomUUID();
    await deliver(paid(orderId, [{ product: a, quantity: 4 }]));
    await deliver(shipped(orderId, [{ product: a, quantity: 1 }]));
    expect(await stockOf(a._id)).toBe(stock - 1);
    await deliver(returned(orderId, [{ product: a, quantity: 1 }]));
    expect(await stockOf(a._id)).toBe(stock);
  });

  it('takes on shipment what a backordered order lacked once restocked, once however often the event comes', async () => {
    const [a, b] = [productWith(1), productWith(5)];
    const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
    const orderId = randomUUID();
    await deliver(
      paid(orderId, [
        { product: a, quantity: stockA + 2 },
        { product: b, quantity: 1 },
      ]),
    );
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([0, stockB - 1]);
    await restock(a._id, 10);
    const event = shipped(orderId, [
      { product: a, quantity: stockA + 2 },
      { product: b, quantity: 1 },
    ]);
    await deliver(event);
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([8, stockB - 1]);
    await svc.bus.publish(event);
    await svc.bus.settled();
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([8, stockB - 1]);
    // A return after shipment puts back only what came back; what the order now holds is the whole parcel.
    await deliver(returned(orderId, [{ product: a, quantity: 1 }]));
    expect(await stockOf(a._id)).toBe(9);
    const { rows } = await svc.db.query<{ quantity: number; put_back: number }>(
      `SELECT quantity, put_back FROM catalog.stock_taken WHERE order_id = $1 AND product_id = $2`,
      [orderId, a._id],
    );
    expect(rows).toEqual([{ quantity: stockA + 2, put_back: 1 }]);
  });

  it('takes on shipment only what the stock still covers, never going below zero', async () => {
    const a = productWith(1);
    const stock = await stockOf(a._id);
    const orderId = randomUUID();
    await deliver(paid(orderId, [{ product: a, quantity: stock + 3 }]));
    expect(await stockOf(a._id)).toBe(0);
    await restock(a._id, 1);
    await deliver(shipped(orderId, [{ product: a, quantity: stock + 3 }]));
    expect(await stockOf(a._id)).toBe(0);
    // What the order holds is what was really taken: a cancellation would put back exactly that.
    const { rows } = await svc.db.query<{ quantity: number; put_back: number }>(
      `SELECT quantity, put_back FROM catalog.stock_taken WHERE order_id = $1 AND product_id = $2`,
      [orderId, a._id],
    );
    expect(rows).toEqual([{ quantity: stock + 1, put_back: 0 }]);
  });

  it('changes nothing on shipment of an order shipped as paid', async () => {
    const [a, b] = [productWith(5), productWith(5)];
    const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
    const orderId = randomUUID();
    const items = [
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ];
    await deliver(paid(orderId, items));
    await deliver(shipped(orderId, items));
    expect([await stockOf(a._id), await stockOf(b._id)]).toEqual([stockA - 2, stockB - 1]);
  });
});
