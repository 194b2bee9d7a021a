import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, startTestService } from '@storefront/testing';
import { recommendationsService } from '../src';
import type { ModelHolder } from '../src/domain/model-holder';
import { orderRefunded } from '../src/events/order-refunded';
import { paymentCompleted } from '../src/events/payment-completed';
import { productCreated } from '../src/events/product-created';
import { productViewed } from '../src/events/product-viewed';

// Every consumer of the recommender, delivered the same event (same id) again: the second delivery changes
// nothing, neither the rows it keeps nor the model (what runs after the commit, told only about an event
// handled now). A view and a purchase are rows that a repeat would mostly leave as they are, so each row
// of the table first moves the world on (a newer view, a refund) and then redelivers: a consumer that
// handled the event again would bring the old state back. The model is counted by a stand-in holder (the
// service's own is not reachable from outside). order.refunded has its own redelivery check in
// recommendations-api.test.ts.

/** Counts what the consumers tell the model. */
class CountingModel {
  signals = 0;
  catalogue = 0;
  signalsChanged(): void {
    this.signals++;
  }
  catalogueChanged(): void {
    this.catalogue++;
  }
}

/** The recommendations service, its consumers telling `model` instead of the service's own holder. */
const recommendationsTelling = (model: CountingModel): typeof recommendationsService => ({
  ...recommendationsService,
  start: async (ctx) => {
    const running = await recommendationsService.start(ctx);
    const models = model as unknown as ModelHolder;
    return {
      ...running,
      consumers: [paymentCompleted({ models }), productViewed({ models }), productCreated({ models }), orderRefunded({ models })],
    };
  },
});

interface Row {
  /** The event that will be delivered again. */
  event: () => EventEnvelope;
  /** Events that move the world on after the first delivery (a newer view, a refund). */
  then?: (first: EventEnvelope) => EventEnvelope[];
  /** What the consumer keeps about the event, read back. */
  state: (db: Database, first: EventEnvelope) => Promise<unknown>;
  /** What the state is once `then` has been handled (before the redelivery), to show the row tests something. */
  expected: (first: EventEnvelope) => unknown;
}

type View = { userId: string; productId: string; viewedAt: string };
const userId = () => crypto.randomUUID();
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
/** Half an hour after the event's view. */
const later = (view: EventEnvelope) => new Date(Date.parse((view.payload as View).viewedAt) + 1_800_000).toISOString();
const viewsOf = async (db: Database, user: string) =>
  (
    await db.query<{ product_id: string; viewed_at: Date }>(
      `SELECT product_id, viewed_at FROM recommendations.views WHERE user_id = $1 ORDER BY product_id`,
      [user],
    )
  ).rows.map((r) => ({ productId: r.product_id, viewedAt: new Date(r.viewed_at).toISOString() }));
const purchasesOf = async (db: Database, orderId: string) =>
  (
    await db.query<{ product_id: string; quantity: number }>(
      `SELECT product_id, quantity FROM recommendations.purchases WHERE order_id = $1 ORDER BY product_id`,
      [orderId],
    )
  ).rows;
const paid = (orderId: string, productIds: string[]) =>
  createEvent('payment.completed', {
    orderId,
    userId: userId(),
    customerEmail: 'a@b.ca',
    customerName: 'A',
    items: productIds.map((productId) => ({ productId, name: 'Toque', price: 10, quantity: 2 })),
    subtotal: 20 * productIds.length,
    tax: 0,
    totalAmount: 20 * productIds.length,
    currency: 'cad' as const,
    paidAt: at(60_000),
  });
const refunded = (orderId: string, items: Array<{ productId: string; quantity: number }>, whole: boolean) =>
  createEvent('order.refunded', {
    orderId,
    userId: userId(),
    customerEmail: 'a@b.ca',
    customerName: 'A',
    refundId: crypto.randomUUID(),
    amount: 10,
    currency: 'cad',
    items: items.map((i) => ({ ...i, name: 'Toque' })),
    orderFullyRefunded: whole,
    refundedAt: at(0),
  });

const ROWS: Array<[string, Row]> = [
  [
    'product.viewed (after a newer view of the same product)',
    {
      event: () => createEvent('product.viewed', { userId: userId(), productId: crypto.randomUUID(), viewedAt: at(3_600_000) }),
      then: (first) => [createEvent('product.viewed', { ...(first.payload as View), viewedAt: later(first) })],
      state: (db, first) => viewsOf(db, (first.payload as View).userId),
      // The shopper's latest view is the one kept.
      expected: (first) => [{ productId: (first.payload as View).productId, viewedAt: later(first) }],
    },
  ],
  [
    'product.created',
    {
      event: () =>
        createEvent('product.created', { productId: crypto.randomUUID(), name: 'Merino Toque', category: 'Clothing', tags: ['cold'] }),
      // Nothing is kept but the record that it was handled: what it changes is the model's catalogue.
      state: async () => null,
      expected: () => null,
    },
  ],
  [
    'payment.completed (after the whole order was refunded)',
    {
      event: () => paid(crypto.randomUUID(), [crypto.randomUUID(), crypto.randomUUID()]),
      then: (first) => [refunded((first.payload as { orderId: string }).orderId, [], true)],
      state: (db, first) => purchasesOf(db, (first.payload as { orderId: string }).orderId),
      expected: () => [],
    },
  ],
  [
    'payment.completed (after one line was refunded in full)',
    {
      event: () => paid(crypto.randomUUID(), ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']),
      then: (first) => [
        refunded(
          (first.payload as { orderId: string }).orderId,
          [{ productId: '00000000-0000-4000-8000-00000000000a', quantity: 2 }],
          false,
        ),
      ],
      state: (db, first) => purchasesOf(db, (first.payload as { orderId: string }).orderId),
      expected: () => [{ product_id: '00000000-0000-4000-8000-00000000000b', quantity: 2 }],
    },
  ],
];

describe.each(BACKENDS)('the recommender handles each event once, however often it comes, on $label', (backend) => {
  const model = new CountingModel();
  let svc: StartedTestService;

  beforeAll(async () => {
    svc = await startTestService(recommendationsTelling(model), {
      ...backend,
      // Nothing here asks the catalogue: the consumers only tell the model it changed.
      env: { CATALOG_URL: 'http://127.0.0.1:9' },
    });
  });
  afterAll(async () => svc?.close());

  const timesHandled = async (eventId: string) =>
    (await svc.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recommendations.processed_events WHERE event_id = $1`, [eventId]))
      .rows[0]!.n;
  /** Publishes an event and waits until it is handled and what follows the commit has run. */
  async function deliver(event: EventEnvelope): Promise<void> {
    await svc.bus.publish(event);
    const start = Date.now();
    while ((await timesHandled(event.id)) === 0) {
      if (Date.now() - start > 15_000) throw new Error(`${event.type} ${event.id} was never handled`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await svc.bus.settled();
  }

  it.each(ROWS)('%s: delivered again, changes no row and tells the model nothing', async (_name, row) => {
    const first = row.event();
    const untold = model.signals + model.catalogue;
    await deliver(first);
    expect(model.signals + model.catalogue).toBe(untold + 1); // the first delivery told the model, once
    for (const next of row.then?.(first) ?? []) await deliver(next);
    const before = await row.state(svc.db, first);
    expect(before).toEqual(row.expected(first));
    const told = { signals: model.signals, catalogue: model.catalogue };

    // The same event again, twice (a broker redelivery, an outbox sent twice), then the proof it has had its turn.
    await svc.bus.publish(first);
    await svc.bus.publish(first);
    await svc.bus.settled();
    expect(await row.state(svc.db, first)).toEqual(before);
    expect({ signals: model.signals, catalogue: model.catalogue }).toEqual(told);
    expect(await timesHandled(first.id)).toBe(1);
  });
});
