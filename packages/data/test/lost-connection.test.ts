import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, networkFault, type TestDatabase } from '@storefront/testing';
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

  it('gives up on a network that went silent, and works again once it is back', async () => {
    // Packets dropped, not refused: neither an answer nor an error comes, so only the client's own
    // timeout ends the statement; the server's cannot reach it.
    const network = await networkFault({ host: new URL(t.url).hostname, port: Number(new URL(t.url).port || 5432) });
    const url = new URL(t.url);
    url.port = String(network.port);
    const behind = openPostgres({ url: url.toString(), max: 2, answerTimeoutMs: 500 });
    try {
      await behind.query('SELECT 1');
      network.partition();
      const started = Date.now();
      await expect(behind.query('SELECT 1')).rejects.toThrow(/Query read timeout/);
      await expect(behind.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow(/timeout/);
      expect(Date.now() - started).toBeLessThan(8000);
      network.heal();
      expect((await behind.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect((await behind.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))).rows).toEqual([{ one: 1 }]);
    } finally {
      network.heal();
      await behind.close();
      await network.close();
    }
  }, 30_000);

  it("hears a backend's end that arrives with the new connection's ready, in one read", async () => {
    // pg hands a new client over on ReadyForQuery and goes on reading the same chunk: an ErrorResponse
    // right behind it (a backend terminated as it started) found no listener and ended the process.
    const terminated = Buffer.concat([
      Buffer.from('E'),
      Buffer.alloc(4),
      Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0'),
    ]);
    terminated.writeInt32BE(terminated.length - 1, 1);
    const ready = Buffer.from([0x5a, 0, 0, 0, 5]); // 'Z', length 5: ReadyForQuery
    let injected = false;
    const server = net.createServer((client) => {
      const upstream = net.connect({ host: new URL(t.url).hostname, port: Number(new URL(t.url).port || 5432) });
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('data', (d) => upstream.write(d));
      upstream.on('data', (d) => {
        const at = injected ? -1 : d.indexOf(ready);
        if (at < 0) return void client.write(d);
        injected = true;
        const end = at + ready.length + 1;
        client.write(Buffer.concat([d.subarray(0, end), terminated, d.subarray(end)]));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = new URL(t.url);
    url.port = String((server.address() as net.AddressInfo).port);
    const behind = openPostgres({ url: url.toString(), max: 1 });
    try {
      await behind.transaction((tx) => tx.query('SELECT 1')).catch(() => {});
      expect(injected).toBe(true);
      expect((await behind.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))).rows).toEqual([{ one: 1 }]);
    } finally {
      await behind.close();
      server.close();
    }
  });
});
