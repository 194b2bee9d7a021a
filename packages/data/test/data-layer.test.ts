import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@storefront/testing';
import {
  type Database,
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
