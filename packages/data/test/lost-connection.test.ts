import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@storefront/testing';
import { type Database, openPostgres } from '../src';

// The connection under a transaction can drop (the server restarted, the backend terminated, a network
// cut): the transaction fails, the process goes on, and the pool serves the next one. Without a
// listener on the checked-out client, pg's 'error' event ended the process.
describe('a PostgreSQL connection lost inside a transaction', () => {
  let t: TestDatabase;
  let db: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestDatabase('lost');
    db = openPostgres({ url: t.url, max: 2 });
    admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await db?.close();
    await t?.drop();
  });

  const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

  it('fails the transaction, keeps the process alive, and the next transaction runs', async () => {
    for (let round = 0; round < 3; round++) {
      const failed = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await terminate(rows[0]!.pid);
        // Between two statements: the drop arrives as the client's 'error' event, with nothing running.
        await new Promise((r) => setTimeout(r, 100));
        await tx.query('SELECT 1');
      });
      await expect(failed).rejects.toThrow();
    }
    const after = await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
    expect(after.rows).toEqual([{ one: 1 }]);
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('bounds a statement and a wait for a lock', async () => {
    const quick = openPostgres({ url: t.url, max: 2, statementTimeoutMs: 1000, lockTimeoutMs: 200 });
    try {
      await expect(quick.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
      await quick.exec('CREATE TABLE held (id int PRIMARY KEY); INSERT INTO held VALUES (1)');
      let release: (() => void) | undefined;
      const holding = quick.transaction(async (tx) => {
        await tx.query('SELECT id FROM held WHERE id = 1 FOR UPDATE');
        await new Promise<void>((r) => (release = r));
      });
      while (!release) await new Promise((r) => setTimeout(r, 10)); // the row is held
      try {
        await expect(quick.transaction((tx) => tx.query('SELECT id FROM held WHERE id = 1 FOR UPDATE'))).rejects.toThrow(/lock timeout/);
      } finally {
        release();
        await holding;
      }
    } finally {
      await quick.close();
    }
  });
});
