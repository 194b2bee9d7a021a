import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload, Product } from '@storefront/contracts';
import { createEvent } from '@storefront/events';
import { BACKENDS, type StartedTestService, connectionCutter, startTestService } from '@storefront/testing';
import { catalogService } from '../src';

// The catalogue's database connections cut every 100 ms for six seconds while paid orders stream in:
// the service stays up (a connection lost inside a transaction fails that transaction, not the process),
// its consumer tries each event again until the database answers (never dead-lettering it), and when
// the cutting stops every order has taken its stock exactly once. A fault of PostgreSQL's own: run on
// the deployed backend only.
const deployed = BACKENDS.filter((b) => b.database === 'postgres');

describe.each(deployed)('the catalogue while its database connections are cut, on $label', (backend) => {
  let svc: StartedTestService;
  let cutter: Awaited<ReturnType<typeof connectionCutter>>;
  beforeAll(async () => {
    svc = await startTestService(catalogService, backend);
    cutter = await connectionCutter((await svc.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name);
  });
  afterAll(async () => {
    await cutter?.close();
    await svc?.close();
  });

  /** How many of `events` the catalogue has handled, waiting up to 30 s for all of them. */
  async function handledWithin30s(events: Array<{ id: string }>): Promise<number> {
    const count = async () =>
      (
        await svc.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalog.processed_events WHERE event_id = ANY ($1::uuid[])`, [
          events.map((e) => e.id),
        ])
      ).rows[0]!.n;
    const start = Date.now();
    while ((await count()) < events.length && Date.now() - start < 30_000) await new Promise((r) => setTimeout(r, 200));
    return count();
  }

  it('takes the stock of every paid order exactly once, dead-letters none, and is ready again', async () => {
    const products: Product[] = (await request(svc.app).get('/api/products?limit=100')).body.products;
    const product = products.find((p) => p.stock >= 40)!;
    const paid = (orderId: string) =>
      createEvent<EventPayload<'payment.completed'>>('payment.completed', {
        orderId,
        userId: randomUUID(),
        customerEmail: 'pat@example.ca',
        customerName: 'Pat',
        items: [{ productId: product._id, name: product.name, price: product.price, quantity: 1 }],
        subtotal: product.price,
        tax: 0,
        totalAmount: product.price,
        currency: 'cad',
        paidAt: new Date().toISOString(),
      });

    // Every 100 ms, every connection of the service's database is terminated.
    let cutting = true;
    let cuts = 0;
    const cutting_ = (async () => {
      while (cutting) {
        cuts += await cutter.cut();
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const events = Array.from({ length: 20 }, () => paid(randomUUID()));
    for (const e of events) {
      await svc.bus.publish(e);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1000));
    cutting = false;
    await cutting_;
    expect(cuts).toBeGreaterThan(20); // the fault really happened

    expect(await handledWithin30s(events)).toBe(events.length);
    expect(((await request(svc.app).get(`/api/products/${product._id}`)).body as Product).stock).toBe(product.stock - events.length);
    expect(await svc.bus.deadLetterDesk!.list(['catalog.payment.completed'])).toEqual([]);
    expect((await request(svc.app).get('/readyz')).status).toBe(200);

    // Then the database unreachable for 8 s, longer than the five tries an event's own failure gets:
    // the events wait for it, and are applied once it is back. /readyz says not ready meanwhile.
    const more = Array.from({ length: 5 }, () => paid(randomUUID()));
    await cutter.refuse();
    try {
      for (const e of more) await svc.bus.publish(e);
      await new Promise((r) => setTimeout(r, 3000));
      expect((await request(svc.app).get('/readyz')).status).toBe(503);
      await new Promise((r) => setTimeout(r, 5000));
    } finally {
      await cutter.allow();
    }
    const all = [...events, ...more];
    expect(await handledWithin30s(all)).toBe(all.length);
    expect(((await request(svc.app).get(`/api/products/${product._id}`)).body as Product).stock).toBe(product.stock - all.length);
    expect(await svc.bus.deadLetterDesk!.list(['catalog.payment.completed'])).toEqual([]);
  }, 90_000);
});
