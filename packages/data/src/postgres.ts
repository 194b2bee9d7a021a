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
  /** How long one statement may run, and wait for a lock, before the server cancels it (ms): a handler
   * or a request never hangs on a stuck query or a held row. */
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  /** How long the client waits for any answer before giving up on its own (ms; the statement timeout
   * and 5 s unless set): the server's timeouts cannot end a statement on a network gone silent. */
  answerTimeoutMs?: number;
}

/** The server cancels a statement after this long (a CSV import's batch takes well under it). */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** ... and a wait for a lock after this long: steps on one order wait for each other, never this long. */
export const LOCK_TIMEOUT_MS = 10_000;

export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    // A network that drops packets silently answers neither a statement nor an error: the server's
    // timeouts cannot help, so the client gives up on its own a little after them, and TCP keepalives
    // find a dead peer of an idle connection.
    query_timeout: options.answerTimeoutMs ?? (options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS) + 5000,
    keepAlive: true,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    lock_timeout: options.lockTimeoutMs ?? LOCK_TIMEOUT_MS,
    // A transaction left open by a process that stopped mid-way gives its locks back.
    idle_in_transaction_session_timeout: 60_000,
    // A scan of a large table cut off at a limit (a search's first candidates) starts where the table
    // starts, not where another scan running at the same moment has got to: the same query reads the
    // same rows, so a search's page and its filter counts, asked at once, agree.
    options: '-c synchronize_seqscans=off',
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
      // The connection can drop between two statements (the server restarted, the backend was
      // terminated): pg then emits 'error' on the client, which would end the process if nobody
      // listened. The transaction fails instead (its next statement or COMMIT rejects), and the
      // broken client is thrown away rather than given back to the pool.
      let broken: Error | undefined;
      const onError = (err: Error) => void (broken = err);
      // Listening from the moment the pool hands the client over, not a tick later: a new connection's
      // "ready" and a terminated backend's error can arrive in one read, handled before any await resumes.
      const client = await new Promise<pg.PoolClient>((resolve, reject) =>
        pool.connect((err, given) => {
          if (err || !given) return reject(err ?? new Error('The database pool gave no connection.'));
          given.on('error', onError);
          resolve(given);
        }),
      );
      try {
        await client.query('BEGIN');
        const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => void (broken ??= rollbackFailed));
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
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
