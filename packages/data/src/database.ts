/** What services see of a database: parameterised queries and transactions. The same interface is
 * served by a PostgreSQL server pool and by embedded PGlite, so service code never knows which. */
export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). No parameters. */
  exec(sql: string): Promise<void>;
  /** Resolves when the database answers; used by readiness probes. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The SQLSTATE of a database error, wherever the driver put it (pg: err.code; wrapped: err.cause.code). */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';

export { isUuid } from '@storefront/contracts/shop';
