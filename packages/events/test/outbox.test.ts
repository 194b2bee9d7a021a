import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventEnvelope, HIDDEN_SECRET, type PaymentCompleted } from '@storefront/contracts';
import { type Database, migrate, openPglite, openPostgres } from '@storefront/data';
import { createTestDatabase } from '@storefront/testing';
import {
  BusUnavailableError,
  type EventBus,
  InProcessBus,
  OutboxRelay,
  addToOutbox,
  eventMigrations,
  handleOnce,
  withCorrelation,
} from '../src';

/** A bus that can be switched off, to play a broker outage. */
class FlakyBus implements EventBus {
  readonly kind = 'in-process' as const;
  up = true;
  published: EventEnvelope[] = [];
  async publish(e: EventEnvelope) {
    if (!this.up) throw new BusUnavailableError();
    this.published.push(e);
  }
  async subscribe() {}
  async ping() {}
  async settled() {}
  async close() {}
}

const schema = 'shop';
const paid = (orderId: string): PaymentCompleted => ({
  orderId,
  userId: 'u-1',
  customerEmail: 'ada@example.ca',
  customerName: 'Ada',
  items: [{ productId: 'p-1', name: 'Toque', price: 25, quantity: 1 }],
  subtotal: 25,
  tax: 3.25,
  totalAmount: 28.25,
  currency: 'cad',
  paidAt: new Date().toISOString(),
});
const viewed = (n: number) => ({ userId: 'u-1', productId: `p-${n}`, viewedAt: new Date().toISOString() });
const setup = async (db: Database) => {
  await migrate(db, schema, [
    ...eventMigrations(schema),
    { id: '001_orders', sql: `CREATE TABLE shop.orders (id text PRIMARY KEY, status text NOT NULL)` },
    { id: '002_stock', sql: `CREATE TABLE shop.stock (sku text PRIMARY KEY, qty integer NOT NULL)` },
  ]);
};

const drivers: Array<[string, () => Promise<{ db: Database; done: () => Promise<void> }>]> = [
  [
    'PostgreSQL server',
    async () => {
      const t = await createTestDatabase('outbox');
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

describe.each(drivers)('outbox and idempotent consumption on %s', (_label, open) => {
  let db: Database;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ db, done } = await open());
    await setup(db);
  });
  afterAll(async () => done());

  it('writes the event only if the state change commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO shop.orders VALUES ('o-1', 'Paid')`);
        await addToOutbox(tx, schema, 'payment.completed', paid('o-1'));
        throw new Error('stripe said no');
      }),
    ).rejects.toThrow();
    const bus = new FlakyBus();
    const relay = new OutboxRelay({ db, schema, bus });
    expect(await relay.flush()).toBe(0);

    const event = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO shop.orders VALUES ('o-1', 'Paid')`);
      return addToOutbox(tx, schema, 'payment.completed', paid('o-1'));
    });
    expect(await relay.flush()).toBe(1);
    expect(bus.published).toEqual([event]);
    expect(await relay.flush()).toBe(0); // marked sent: never published twice
  });

  it('stamps an event with the correlation id it was written under, and publishes it with it', async () => {
    await db.query(`UPDATE shop.outbox SET sent_at = now() WHERE sent_at IS NULL`);
    const bus = new FlakyBus();
    const relay = new OutboxRelay({ db, schema, bus });
    const caused = await withCorrelation('req-42', () => db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(1))));
    const uncaused = await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(2)));
    expect(caused.correlationId).toBe('req-42');
    expect(uncaused).not.toHaveProperty('correlationId');
    const { rows } = await db.query<{ correlation_id: string | null }>(`SELECT correlation_id FROM shop.outbox WHERE id = $1`, [caused.id]);
    expect(rows[0]!.correlation_id).toBe('req-42');
    expect(await relay.flush()).toBe(2);
    expect(bus.published).toStrictEqual([caused, uncaused]);
  });

  it('keeps events through a broker outage and sends them, in order, once it is back', async () => {
    const bus = new FlakyBus();
    const relay = new OutboxRelay({ db, schema, bus });
    bus.up = false;
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push((await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(n)))).id);
    }
    expect(await relay.flush()).toBe(0);
    expect(await relay.pending()).toBe(3);
    const { rows } = await db.query<{ attempts: number; last_error: string }>(
      `SELECT attempts, last_error FROM shop.outbox WHERE sent_at IS NULL ORDER BY seq LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/not reachable/) });
    bus.up = true;
    expect(await relay.flush()).toBe(3);
    expect(bus.published.map((e) => e.id)).toEqual(ids);
    expect(await relay.pending()).toBe(0);
  });

  it('publishes soon after a nudge when running in the background', async () => {
    const bus = new InProcessBus();
    const got: string[] = [];
    await bus.subscribe('watcher', ['product.created'], async (e) => void got.push(e.id));
    const relay = new OutboxRelay({ db, schema, bus, intervalMs: 60_000 });
    relay.start();
    const event = await db.transaction((tx) =>
      addToOutbox(tx, schema, 'product.created', { productId: 'p-1', name: 'Toque', category: 'Clothing', tags: [] }),
    );
    relay.nudge();
    const start = Date.now();
    while (got.length === 0 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
    await relay.stop();
    expect(got).toEqual([event.id]);
  });

  it('marks an event sent only once in-process consumers have handled it, so a stop before that loses nothing', async () => {
    await db.query(`UPDATE shop.outbox SET sent_at = now() WHERE sent_at IS NULL`);
    const bus = new InProcessBus({ retry: { maxAttempts: 100, backoffMs: () => 20 } });
    let failing = true;
    const handled: string[] = [];
    await bus.subscribe('cart', ['payment.completed'], async (e) => {
      if (failing) throw new Error('database busy');
      handled.push(e.id);
    });
    const relay = new OutboxRelay({ db, schema, bus });
    const event = await db.transaction((tx) => addToOutbox(tx, schema, 'payment.completed', paid('o-9')));
    const pass = relay.flush();
    await new Promise((r) => setTimeout(r, 100));
    expect(await relay.pending()).toBe(1); // the consumer has not managed it yet
    await bus.close(); // the store stops mid-delivery
    expect(await pass).toBe(0);
    expect(await relay.pending()).toBe(1);
    expect(handled).toEqual([]);

    // After the restart the same event goes out again and is handled.
    failing = false;
    const restarted = new InProcessBus();
    await restarted.subscribe('cart', ['payment.completed'], async (e) => void handled.push(e.id));
    expect(await new OutboxRelay({ db, schema, bus: restarted }).flush()).toBe(1);
    expect(handled).toEqual([event.id]);
    expect(await relay.pending()).toBe(0);
  });

  it('publishes again an event whose relay stopped half-way (its claim runs out)', async () => {
    const stuck: EventBus = {
      kind: 'in-process',
      publish: () => new Promise(() => {}),
      subscribe: async () => {},
      ping: async () => {},
      settled: async () => {},
      close: async () => {},
    };
    const crashed = new OutboxRelay({ db, schema, bus: stuck, publishTimeoutMs: 3_600_000 });
    const event = await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(9)));
    void crashed.flush(); // never finishes: the process died while publishing
    const claimed = async () =>
      (await db.query<{ n: number }>(`SELECT count(*) AS n FROM shop.outbox WHERE id = $1 AND claimed_until > now()`, [event.id])).rows[0]!
        .n === 1;
    for (let i = 0; i < 200 && !(await claimed()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await claimed()).toBe(true);
    const other = new FlakyBus();
    const replica = new OutboxRelay({ db, schema, bus: other });
    expect(await replica.flush()).toBe(0); // still claimed by the first relay
    await db.query(`UPDATE shop.outbox SET claimed_until = now() - interval '1 second' WHERE id = $1`, [event.id]); // its minute is up
    expect(await replica.flush()).toBe(1);
    expect(other.published.map((e) => e.id)).toEqual([event.id]);
  });

  it('counts a publish that never answers as failed, and stops between events when asked', async () => {
    const silent: EventBus = {
      kind: 'in-process',
      publish: () => new Promise(() => {}),
      subscribe: async () => {},
      ping: async () => {},
      settled: async () => {},
      close: async () => {},
    };
    const relay = new OutboxRelay({ db, schema, bus: silent, publishTimeoutMs: 100 });
    const event = await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(10)));
    expect(await relay.flush()).toBe(0);
    const { rows } = await db.query<{ last_error: string; claimed_until: Date | null }>(
      `SELECT last_error, claimed_until FROM shop.outbox WHERE id = $1`,
      [event.id],
    );
    expect(rows[0]).toEqual({ last_error: 'publishing product.viewed took too long', claimed_until: null });
    const bus = new FlakyBus();
    const stopped = new OutboxRelay({ db, schema, bus });
    await stopped.stop();
    expect(await stopped.flush()).toBe(0); // a stopped relay publishes nothing and claims nothing
    expect(await new OutboxRelay({ db, schema, bus }).flush()).toBe(1);
  });

  it('keeps its tables under the migration names deployed databases know them by', async () => {
    // A renamed migration would run again on a database that has it (and fail, or add a column twice).
    expect(eventMigrations(schema).map((m) => m.id)).toEqual([
      'events_001_outbox',
      'events_002_outbox_claims',
      'events_003_correlation',
      'events_004_trace_context',
    ]);
    const { rows } = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'outbox' ORDER BY column_name`,
      [schema],
    );
    expect(rows.map((r) => r.column_name)).toEqual(
      expect.arrayContaining(['attempts', 'claimed_until', 'correlation_id', 'last_error', 'payload', 'sent_at']),
    );
  });

  it('sends every batch when flushed, not only the first', async () => {
    await db.query(`UPDATE shop.outbox SET sent_at = now() WHERE sent_at IS NULL`);
    const bus = new FlakyBus();
    const relay = new OutboxRelay({ db, schema, bus, batchSize: 2 });
    for (const n of [1, 2, 3, 4, 5]) await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(n)));
    expect(await relay.flush()).toBe(5);
    expect(await relay.pending()).toBe(0);
  });

  it('publishes a secret whole and keeps none once sent; a failed publish keeps it for the next try', async () => {
    await db.query(`UPDATE shop.outbox SET sent_at = now() WHERE sent_at IS NULL`);
    const url = 'https://shop.example.ca/orders/o-9?access=' + 'S'.repeat(43);
    const bus = new FlakyBus();
    const relay = new OutboxRelay({ db, schema, bus });
    const secret = await db.transaction((tx) => addToOutbox(tx, schema, 'payment.completed', { ...paid('o-9'), orderUrl: url }));
    const plain = await db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(7)));
    const kept = async (id: string) =>
      (await db.query<{ payload: Record<string, unknown> }>(`SELECT payload FROM shop.outbox WHERE id = $1`, [id])).rows[0]!.payload;
    bus.up = false;
    await relay.flush();
    expect((await kept(secret.id)).orderUrl).toBe(url); // not sent yet: still needed
    bus.up = true;
    expect(await relay.flush()).toBe(2);
    expect(bus.published.map((e) => (e.payload as { orderUrl?: string }).orderUrl)).toEqual([url, undefined]);
    expect(await kept(secret.id)).toEqual({ ...paid('o-9'), paidAt: secret.payload.paidAt, orderUrl: HIDDEN_SECRET });
    expect(await kept(plain.id)).toEqual(plain.payload);
  });

  it('forgets sent events after a week, and keeps the unsent whatever their age', async () => {
    await db.query(`UPDATE shop.outbox SET sent_at = now() WHERE sent_at IS NULL`);
    const row = async (age: string, sent: boolean) => {
      const id = crypto.randomUUID();
      await db.query(
        `INSERT INTO shop.outbox (id, type, payload, occurred_at, sent_at)
         VALUES ($1, 'product.viewed', $2, now() - $3::interval, ${sent ? 'now() - $3::interval' : 'NULL'})`,
        [id, JSON.stringify(viewed(9)), age],
      );
      return id;
    };
    const old = await row('8 days', true);
    const recent = await row('6 days 23 hours', true);
    const stuck = await row('30 days', false);
    const bus = new FlakyBus();
    bus.up = false; // the unsent one stays unsent
    await new OutboxRelay({ db, schema, bus }).flush();
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM shop.outbox WHERE id = ANY ($1::uuid[])`, [[old, recent, stuck]]);
    expect(rows.map((r) => r.id).sort()).toEqual([recent, stuck].sort());
  });

  it('applies an event once however often it is delivered', async () => {
    await db.query(`INSERT INTO shop.stock VALUES ('toque', 10)`);
    const event = { id: crypto.randomUUID(), type: 'payment.completed', occurredAt: new Date().toISOString(), payload: { qty: 2 } };
    const decrement = (tx: { query: Database['query'] }) =>
      tx.query(`UPDATE shop.stock SET qty = qty - 2 WHERE sku = 'toque'`).then(() => undefined);
    const results = await Promise.all([1, 2, 3].map(() => handleOnce(db, schema, 'catalog', event, decrement).catch(() => false)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await handleOnce(db, schema, 'catalog', event, decrement)).toBe(false);
    // a different consumer handles the same event on its own account
    expect(await handleOnce(db, schema, 'cart', event, async () => {})).toBe(true);
    const { rows } = await db.query<{ qty: number }>(`SELECT qty FROM shop.stock WHERE sku = 'toque'`);
    expect(rows[0]!.qty).toBe(8);
  });

  it('does not mark an event handled when its effects fail, so a redelivery can apply it', async () => {
    const event = { id: crypto.randomUUID(), type: 'x', occurredAt: new Date().toISOString(), payload: {} };
    await expect(
      handleOnce(db, schema, 'catalog', event, async () => {
        throw new Error('db hiccup');
      }),
    ).rejects.toThrow();
    expect(await handleOnce(db, schema, 'catalog', event, async () => {})).toBe(true);
  });
});
