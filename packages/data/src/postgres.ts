import pg from 'pg';
import type { Database, QueryResult, Queryable } from './database';

// int8 (counts, sums) and numeric come back as JS numbers on both drivers; money is kept in integer cents.
const NUMBER_TYPES = new Set([20, 1700]);
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (NUMBER_TYPES.has(oid)) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

export interface PostgresOptions {
  url: string;
  /** Connections in the pool. */
  max?: number;
  applicationName?: string;
}

export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const result = await client.query(sql, params as unknown[] | undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
}
