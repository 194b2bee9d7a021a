import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@storefront/contracts';
import { type Database, migrate, openPostgres } from '@storefront/data';
import { createTestDatabase, type TestDatabase } from '@storefront/testing';
import { type EventBus, OutboxRelay, PUBLISH_TIMEOUT_MS, addToOutbox, eventMigrations } from '../src';

// A relay's claim on a batch is a lease a little longer than a publish, renewed as the batch goes out:
// a relay that dies mid-publish holds its rows only that long (a restarted service publishes them within
// seconds, not after a minute), and a live relay working through a long batch keeps it to itself.

const schema = 'relay';
const viewed = (n: number) => ({ userId: 'u-1', productId: `p-${n}`, viewedAt: new Date().toISOString() });

/** A broker that confirms each publish after `delayMs`, or never (a relay dying mid-publish). */
function bus(delayMs: number | 'never'): EventBus & { published: EventEnvelope[] } {
  const published: EventEnvelope[] = [];
  return {
    kind: 'rabbitmq',
    published,
    publish: (e) =>
      delayMs === 'never' ? new Promise(() => {}) : new Promise((r) => setTimeout(() => r(void published.push(e)), delayMs)),
    subscribe: async () => {},
    ping: async () => {},
    settled: async () => {},
    close: async () => {},
  };
}

describe('the outbox relay’s lease on what it claimed', () => {
  let t: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    t = await createTestDatabase('lease');
    db = openPostgres({ url: t.url });
    await migrate(db, schema, eventMigrations(schema));
  });
  afterAll(async () => {
    await db?.close();
    await t?.drop();
  });
  const add = (n: number) => db.transaction((tx) => addToOutbox(tx, schema, 'product.viewed', viewed(n)));
  const unsent = async () => (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${schema}.outbox WHERE sent_at IS NULL`)).rows[0]!.n;

  it('holds a dead relay’s claim only a little longer than a publish, by default', async () => {
    await add(1);
    const dead = new OutboxRelay({ db, schema, bus: bus('never') });
    void dead.flush(); // the process dies while the broker has the event
    await new Promise((r) => setTimeout(r, 200));
    const { rows } = await db.query<{ left: number }>(
      `SELECT extract(epoch FROM claimed_until - now()) * 1000 AS left FROM ${schema}.outbox WHERE sent_at IS NULL`,
    );
    // Ten seconds for a broker's confirm and a little more: not the minute it used to be.
    expect(rows[0]!.left).toBeGreaterThan(PUBLISH_TIMEOUT_MS.rabbitmq - 1000);
    expect(rows[0]!.left).toBeLessThan(PUBLISH_TIMEOUT_MS.rabbitmq + 3000);
    await db.query(`UPDATE ${schema}.outbox SET sent_at = now(), claimed_until = NULL`); // done with this one
  });

  it('marks a published event sent though the connection drops as it does, instead of sending it again later', async () => {
    await add(1);
    // The database answers the "sent" mark with a terminated connection once, as a restarting server would.
    let dropped = 0;
    const blinking: Database = {
      ...db,
      query: (sql, params) => {
        if (/SET sent_at = now\(\)/.test(sql) && dropped++ === 0) {
          return Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
        }
        return db.query(sql, params);
      },
    };
    const broker = bus(0);
    expect(await new OutboxRelay({ db: blinking, schema, bus: broker }).flush()).toBe(1);
    expect(dropped).toBe(2);
    expect(await unsent()).toBe(0);
    expect(broker.published).toHaveLength(1);
  });

  it('lets the restarted relay publish within its short lease, and keeps a long batch to a live relay', async () => {
    for (let n = 10; n < 16; n++) await add(n);
    // A relay that dies mid-publish, on a lease of 400 ms.
    const dead = new OutboxRelay({ db, schema, bus: bus('never'), claimMs: 400, publishTimeoutMs: 60_000 });
    void dead.flush();
    await new Promise((r) => setTimeout(r, 100));
    const restarted = bus(0);
    const again = new OutboxRelay({ db, schema, bus: restarted, claimMs: 400 });
    expect(await again.flush()).toBe(0); // still leased
    await new Promise((r) => setTimeout(r, 450));
    expect(await again.flush()).toBe(6);
    expect(await unsent()).toBe(0);

    // A live relay publishing slowly (150 ms each, 900 ms for the batch, past its 400 ms lease) renews it:
    // a second relay polling all along takes nothing, and each event goes out once.
    for (let n = 20; n < 26; n++) await add(n);
    const slow = bus(150);
    const other = bus(0);
    let holdsTheBatch!: () => void;
    const claimed = new Promise<void>((r) => (holdsTheBatch = r));
    const publishing: EventBus = { ...slow, publish: (e) => (holdsTheBatch(), slow.publish(e)) };
    const live = new OutboxRelay({ db, schema, bus: publishing, claimMs: 400 });
    const otherRelay = new OutboxRelay({ db, schema, bus: other, claimMs: 400 });
    const working = live.flush();
    // The other relay starts polling once the live one holds the batch, so only the lease keeps them apart.
    await claimed;
    let polling = true;
    const competing = (async () => {
      while (polling) {
        await otherRelay.flush();
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      expect(await working).toBe(6);
    } finally {
      polling = false; // a failure here must not leave a relay polling into the next test
      await competing;
    }
    expect(other.published).toEqual([]);
    expect(slow.published.map((e) => (e.payload as { productId: string }).productId)).toEqual([
      'p-20',
      'p-21',
      'p-22',
      'p-23',
      'p-24',
      'p-25',
    ]);
  });

  it('renews the lease of what is left of the batch only, for one lease, before it runs low', async () => {
    for (let n = 30; n < 35; n++) await add(n);
    // At each publish: how long the rows still unsent are leased for, and whether sent ones still are.
    const seen: Array<{ leftMs: number[]; sentStillClaimed: number }> = [];
    const watching: EventBus = {
      ...bus(0),
      publish: async () => {
        const { rows } = await db.query<{ left: number; sent: boolean }>(
          `SELECT extract(epoch FROM claimed_until - now()) * 1000 AS left, sent_at IS NOT NULL AS sent
             FROM ${schema}.outbox WHERE claimed_until IS NOT NULL`,
        );
        seen.push({ leftMs: rows.filter((r) => !r.sent).map((r) => Number(r.left)), sentStillClaimed: rows.filter((r) => r.sent).length });
        await new Promise((r) => setTimeout(r, 300));
      },
    };
    expect(await new OutboxRelay({ db, schema, bus: watching, claimMs: 1000 }).flush()).toBe(5);
    expect(seen).toHaveLength(5);
    for (const s of seen) {
      // Never near its end (renewed once half is gone), never longer than one lease.
      expect(Math.min(...s.leftMs)).toBeGreaterThan(350);
      expect(Math.max(...s.leftMs)).toBeLessThanOrEqual(1050);
      expect(s.sentStillClaimed).toBe(0);
    }
  });

  it('claims a hundred at a time, takes the next batch at once, and looks when nudged', async () => {
    for (let n = 100; n < 201; n++) await add(n);
    const batches: number[] = [];
    const published: EventEnvelope[] = [];
    const counting: EventBus = {
      ...bus(0),
      async publish(e) {
        if (published.length === 0 || published.length === 100) {
          const { rows } = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE sent_at IS NULL AND claimed_until > now()`,
          );
          batches.push(rows[0]!.n);
        }
        published.push(e);
      },
    };
    // A long interval: only a full batch (more to do) or a nudge makes it look again before a minute.
    const relay = new OutboxRelay({ db, schema, bus: counting, intervalMs: 60_000 });
    relay.start();
    try {
      const start = Date.now();
      while (published.length < 101 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
      expect(published).toHaveLength(101);
      expect(batches).toEqual([100, 1]);
      await add(300);
      relay.nudge();
      const nudged = Date.now();
      while (published.length < 102 && Date.now() - nudged < 5000) await new Promise((r) => setTimeout(r, 20));
      expect(published).toHaveLength(102);
    } finally {
      await relay.stop();
    }
  });

  it('forgets sent events a week old at most once an hour', async () => {
    const relay = new OutboxRelay({ db, schema, bus: bus(0) });
    await relay.flush(); // the first pass cleans up
    const old = await add(400);
    await db.query(`UPDATE ${schema}.outbox SET sent_at = now() - interval '8 days' WHERE id = $1`, [old.id]);
    await new Promise((r) => setTimeout(r, 1100));
    await relay.flush(); // a second pass within the hour leaves it
    expect((await db.query(`SELECT 1 FROM ${schema}.outbox WHERE id = $1`, [old.id])).rows).toHaveLength(1);
    // A new relay (a restart) cleans up on its first pass.
    await new OutboxRelay({ db, schema, bus: bus(0) }).flush();
    expect((await db.query(`SELECT 1 FROM ${schema}.outbox WHERE id = $1`, [old.id])).rows).toHaveLength(0);
  });
});
