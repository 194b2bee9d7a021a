import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testSettings } from './config';

/** The server that integration tests use: this machine's PostgreSQL unless TEST_DATABASE_URL says otherwise. */
export const TEST_POSTGRES_URL = testSettings.TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A brand-new, empty database for one suite, dropped afterwards, so suites never see each other's rows. */
export async function createTestDatabase(prefix = 'sf'): Promise<TestDatabase> {
  const name = `${prefix}_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    // A test database is thrown away: its commits need not wait for the disk (the server's own
    // durability is untouched; this is the database's setting, gone with it).
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(TEST_POSTGRES_URL, name),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Cuts a database's (or several databases') connections as a failing network or a restarting server
 * would (fault tests): each `cut()` terminates every backend connected to them now, and answers how many. */
export async function connectionCutter(
  databases: string | readonly string[],
): Promise<{ cut(): Promise<number>; refuse(): Promise<void>; allow(): Promise<void>; close(): Promise<void> }> {
  const names = typeof databases === 'string' ? [databases] : [...databases];
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  const cut = async () => {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = ANY($1) AND pid <> pg_backend_pid()`,
      [names],
    );
    return rows[0]!.n;
  };
  const allowConnections = async (allowed: boolean) => {
    for (const name of names) await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${allowed}`);
  };
  return {
    cut,
    /** The databases unreachable: new connections refused, and those open cut. */
    async refuse() {
      await allowConnections(false);
      await cut();
    },
    allow: () => allowConnections(true),
    close: () => admin.end(),
  };
}
