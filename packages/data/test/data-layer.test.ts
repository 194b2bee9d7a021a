import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@storefront/testing';
import {
  type Database,
  crashDatabaseThread,
  DataDirLockedError,
  isUniqueViolation,
  lockDataDir,
  migrate,
  openPglite,
  openPostgres,
  splitStatements,
} from '../src';

const migrations = [
  {
    id: '001_things',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE things.items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        price_cents integer NOT NULL,
        meta jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- a function body with semicolons inside dollar quotes
      CREATE FUNCTION things.shout(t text) RETURNS text LANGUAGE sql AS $$ SELECT upper(t) || '!'; $$;
    `,
  },
  { id: '002_index', sql: `CREATE INDEX items_name_trgm ON things.items USING gin (name gin_trgm_ops)` },
];

// The same behaviour is required of both drivers: services never know which one they run on.
const drivers: Array<[string, () => Promise<{ db: Database; done: () => Promise<void> }>]> = [
  [
    'PostgreSQL server',
    async () => {
      const t: TestDatabase = await createTestDatabase('data');
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

describe.each(drivers)('data layer on %s', (_label, open) => {
  let db: Database;
  let done: () => Promise<void>;

  beforeAll(async () => {
    ({ db, done } = await open());
  });
  afterAll(async () => done());

  it('applies migrations once, in order, inside the service schema', async () => {
    expect(await migrate(db, 'things', migrations)).toEqual(['001_things', '002_index']);
    expect(await migrate(db, 'things', migrations)).toEqual([]);
    const { rows } = await db.query<{ s: string }>(`SELECT things.shout('hi') AS s`);
    expect(rows[0]!.s).toBe('HI!');
  });

  it('returns numbers for counts, Dates for timestamps and objects for jsonb', async () => {
    await db.query(`INSERT INTO things.items (name, price_cents, meta) VALUES ($1, $2, $3)`, [
      'Maple Syrup',
      1299,
      JSON.stringify({ tags: ['canada'] }),
    ]);
    const { rows } = await db.query<{ n: number; total: number; created_at: Date; meta: { tags: string[] } }>(
      `SELECT count(*) AS n, sum(price_cents) AS total, max(created_at) AS created_at,
              (array_agg(meta))[1] AS meta FROM things.items`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(rows[0]!.total).toBe(1299);
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
    expect(rows[0]!.meta).toEqual({ tags: ['canada'] });
  });

  it('reports unique violations by SQLSTATE', async () => {
    const err = await db.query(`INSERT INTO things.items (name, price_cents) VALUES ('Maple Syrup', 1)`).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('rolls a failed transaction back completely and commits a good one', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO things.items (name, price_cents) VALUES ('Toque', 2500)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query(`SELECT 1 FROM things.items WHERE name = 'Toque'`)).rowCount).toBe(0);

    const id = await db.transaction(async (tx) => {
      const r = await tx.query<{ id: string }>(`INSERT INTO things.items (name, price_cents) VALUES ('Toque', 2500) RETURNING id`);
      return r.rows[0]!.id;
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await db.query(`SELECT 1 FROM things.items WHERE name = 'Toque'`)).rowCount).toBe(1);
  });

  it('reports affected rows of updates', async () => {
    const r = await db.query(`UPDATE things.items SET price_cents = price_cents + 1`);
    expect(r.rowCount).toBe(2);
  });

  it('supports trigram similarity for typo-tolerant search', async () => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT name FROM things.items WHERE similarity(name, $1) > 0.3 ORDER BY similarity(name, $1) DESC`,
      ['mapel syrup'],
    );
    expect(rows.map((r) => r.name)).toEqual(['Maple Syrup']);
  });

  it('answers ping while open', async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });
});

describe('embedded PGlite on a thread of its own', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(() => db.close());

  it('does its work beside the event loop: a long query holds no timer up', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
    } finally {
      clearInterval(ticks);
    }
    // The gap up to the answer counts too: a loop held up to the end fires no timer to measure it.
    longestGap = Math.max(longestGap, performance.now() - last);
    const took = performance.now() - started;
    // The query is long enough to tell (on the event loop, one gap as long as the query).
    expect(took).toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(Math.min(250, took / 2));
  });

  it('keeps a transaction to itself: a query from outside waits for its end, and sees what it committed', async () => {
    await db.exec('CREATE TABLE waits (v int)');
    let outside: Promise<unknown> | undefined;
    const order: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO waits VALUES (1)');
      outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM waits').then(({ rows }) => order.push(`outside saw ${rows[0]!.n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('committing');
    });
    await outside;
    expect(order).toEqual(['committing', 'outside saw 1']);
  });

  it("passes the database's error on with its fields, and goes on answering", async () => {
    await db.exec('CREATE TABLE unique_names (name text CONSTRAINT unique_names_name UNIQUE)');
    await db.query(`INSERT INTO unique_names VALUES ('a')`);
    const err = (await db.query(`INSERT INTO unique_names VALUES ('a')`).catch((e: unknown) => e)) as Record<string, unknown>;
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'unique_names_name', message: expect.stringContaining('unique') });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM unique_names')).rows).toEqual([{ n: 1 }]);
  });

  it('refuses a parameter that cannot reach the thread, and goes on answering', async () => {
    await expect(db.query('SELECT $1::text AS v', [() => 'a function'])).rejects.toThrow();
    expect((await db.query<{ v: string }>('SELECT $1::text AS v', ['text'])).rows).toEqual([{ v: 'text' }]);
  });

  it('keeps the process alive while an answer is awaited, and not after: a program that forgets to close it ends', async () => {
    const program = `const { openPglite } = await import('@storefront/data');
      const db = await openPglite();
      await db.query('SELECT $1::text', [() => 'refused before it is sent']).catch(() => {});
      const { rows } = await db.query('SELECT count(*)::int AS n FROM generate_series(1, 1000000)');
      console.log('answered', rows[0].n);`;
    const started = Date.now();
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const stop = setTimeout(() => child.kill(), 20_000);
      child.on('error', reject);
      child.on('exit', (exitCode) => {
        clearTimeout(stop);
        resolve({ stdout: out, code: exitCode });
      });
    });
    expect(stdout.trim()).toBe('answered 1000000');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('embedded PGlite data directory', () => {
  /** Where this user's initialized copy of a database is kept. */
  const templates = path.join(os.tmpdir(), `storefront-pglite-${process.getuid?.() ?? 'user'}`);

  it('keeps data across a reopen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-'));
    try {
      const first = await openPglite({ dataDir: dir });
      await first.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`);
      await first.close();
      const second = await openPglite({ dataDir: dir });
      const { rows } = await second.query<{ v: string }>(`SELECT v FROM kept`);
      expect(rows).toEqual([{ v: 'still here' }]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens the database again on a new thread when its thread stops, keeping what was committed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-'));
    const restarts: Error[] = [];
    const db = await openPglite({ dataDir: dir, onRestart: (why) => restarts.push(why) });
    try {
      await db.exec('CREATE TABLE kept (v int)');
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO kept VALUES (1)');
      });
      // The thread stops with a query in flight: it fails with the reason.
      const inFlight = db.query('SELECT count(*) FROM generate_series(1, 5000000)').catch((e: unknown) => e);
      await crashDatabaseThread(db);
      expect(String(await inFlight)).toMatch(/thread stopped/);
      // It stops with a transaction open: the transaction's next step fails, and so does the transaction.
      let stepAfter: unknown;
      const open = await db
        .transaction(async (tx) => {
          await tx.query('INSERT INTO kept VALUES (2)');
          await crashDatabaseThread(db);
          stepAfter = await tx.query('INSERT INTO kept VALUES (3)').catch((e: unknown) => e);
          throw stepAfter;
        })
        .catch((e: unknown) => e);
      expect(String(stepAfter)).toMatch(/thread stopped/);
      expect(open).toBe(stepAfter);
      // The next queries are answered, by a new thread, from what was committed.
      expect((await db.query<{ v: number }>('SELECT v FROM kept ORDER BY v')).rows).toEqual([{ v: 1 }]);
      await db.query('INSERT INTO kept VALUES (4)');
      expect(restarts).toHaveLength(2);
      expect(restarts[0]!.message).toMatch(/thread stopped/);
    } finally {
      await db.close();
    }
    // Closed cleanly: opened again, it holds all that was committed, and its lock was given back.
    const again = await openPglite({ dataDir: dir });
    try {
      expect((await again.query<{ v: number }>('SELECT v FROM kept ORDER BY v')).rows).toEqual([{ v: 1 }, { v: 4 }]);
    } finally {
      await again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says a database in memory is gone with its thread, rather than answering from an empty one', async () => {
    const restarts: Error[] = [];
    const db = await openPglite({ onRestart: (why) => restarts.push(why) });
    await db.exec('CREATE TABLE lost (v int)');
    await crashDatabaseThread(db);
    await expect(db.query('SELECT * FROM lost')).rejects.toThrow(/thread stopped/);
    await expect(db.ping()).rejects.toThrow(/thread stopped/);
    expect(restarts).toEqual([]);
    await db.close();
  });

  it('starts a fresh database from an initialized copy, and every database with 32 MB of shared buffers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-'));
    const sharedBuffers = async (db: Awaited<ReturnType<typeof openPglite>>) =>
      (await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers;
    try {
      const inMemory = await openPglite();
      expect(await sharedBuffers(inMemory)).toBe('32MB');
      await inMemory.close();
      const fresh = await openPglite({ dataDir: dir });
      expect(await sharedBuffers(fresh)).toBe('32MB');
      await fresh.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')`);
      await fresh.close();
      // A folder made before (initdb's 128 MB) takes the setting at its next start, its data intact.
      fs.writeFileSync(path.join(dir, 'pgdata', 'postgresql.auto.conf'), "shared_buffers = '128MB'\n");
      const older = await openPglite({ dataDir: dir });
      expect(await sharedBuffers(older)).toBe('32MB');
      expect((await older.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
      await older.close();
      expect(fs.readdirSync(templates).some((f) => /\.tar$/.test(f))).toBe(true);
      expect(fs.statSync(templates).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('unpacks the initialized copy into a new data folder whole, even after a start that was cut short', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-'));
    try {
      // What a start killed while unpacking leaves: half a copy beside an empty database folder.
      fs.mkdirSync(path.join(dir, 'pgdata.unpacking', 'base'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'pgdata.unpacking', 'base', 'half'), 'x');
      fs.mkdirSync(path.join(dir, 'pgdata'));
      const db = await openPglite({ dataDir: dir });
      await db.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('whole')`);
      await db.close();
      expect(fs.existsSync(path.join(dir, 'pgdata.unpacking'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))).toBe(true);
      const again = await openPglite({ dataDir: dir });
      expect((await again.query('SELECT v FROM kept')).rows).toEqual([{ v: 'whole' }]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes the initialized copy again when the one kept is damaged, and still opens the database', async () => {
    const [file] = fs.readdirSync(templates).filter((f) => f.endsWith('.tar'));
    fs.writeFileSync(path.join(templates, file!), 'not a database');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-'));
    try {
      const db = await openPglite({ dataDir: dir });
      await db.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('here')`);
      expect((await db.query('SELECT v FROM kept')).rows).toEqual([{ v: 'here' }]);
      await db.close();
      const again = await openPglite();
      expect((await again.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!.shared_buffers).toBe('32MB');
      await again.close();
      expect(fs.statSync(path.join(templates, file!)).size).toBeGreaterThan(1_000_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a second owner of the same directory with a message that says what to do', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-lock-'));
    // Another live process (our parent) owns it.
    fs.writeFileSync(path.join(dir, 'storefront.lock'), String(process.ppid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already open in process .*DATA_DIR/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-lock-'));
    fs.writeFileSync(path.join(dir, 'storefront.lock'), '999999999');
    try {
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'storefront.lock'), 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(path.join(dir, 'storefront.lock'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('splitStatements', () => {
  it('splits on semicolons outside strings, identifiers, comments and dollar quotes', () => {
    expect(
      splitStatements(`SELECT 'a;b'; -- note; here
      SELECT "x;y" FROM t; CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;`),
    ).toEqual([`SELECT 'a;b'`, `SELECT "x;y" FROM t`, `CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql`]);
  });
});
