import type { Database, Migration } from '@storefront/data';
import type { ErrorCode } from '@storefront/contracts/errors';
import { HttpError, type Said, isErrorCode } from './errors';

export interface RateLimitStore {
  /** Counts one hit against `key` in a window of `windowMs`; answers the count so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** The hits counted against `key` in the current window (0 when it has ended), without counting one. */
  current(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  reset(key: string): Promise<void>;
}

export function rateLimitMigrations(schema: string): Migration[] {
  return [
    {
      id: 'kit_001_rate_limits',
      sql: `CREATE TABLE ${schema}.rate_limits (
              key text PRIMARY KEY,
              window_start timestamptz NOT NULL,
              count integer NOT NULL
            )`,
    },
  ];
}

/** Counters kept in the service's database, so every replica sees the same limits. */
export class SqlRateLimitStore implements RateLimitStore {
  private lastSweep = 0;
  constructor(
    private readonly db: Database,
    private readonly schema: string,
  ) {}

  async hit(key: string, windowMs: number) {
    const seconds = windowMs / 1000;
    const { rows } = await this.db.query<{ count: number; window_start: Date }>(
      `INSERT INTO ${this.schema}.rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start > now() - make_interval(secs => $2) THEN r.count + 1 ELSE 1 END,
         window_start = CASE WHEN r.window_start > now() - make_interval(secs => $2) THEN r.window_start ELSE now() END
       RETURNING count, window_start`,
      [key, seconds],
    );
    const row = rows[0]!;
    await this.sweep();
    return { count: row.count, resetAt: new Date(new Date(row.window_start).getTime() + windowMs) };
  }

  async current(key: string, windowMs: number) {
    const { rows } = await this.db.query<{ count: number; window_start: Date }>(
      `SELECT count, window_start FROM ${this.schema}.rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
      [key, windowMs / 1000],
    );
    const row = rows[0];
    return row
      ? { count: row.count, resetAt: new Date(new Date(row.window_start).getTime() + windowMs) }
      : { count: 0, resetAt: new Date() };
  }

  async reset(key: string) {
    await this.db.query(`DELETE FROM ${this.schema}.rate_limits WHERE key = $1`, [key]);
  }

  private async sweep() {
    if (Date.now() - this.lastSweep < 10 * 60 * 1000) return;
    this.lastSweep = Date.now();
    await this.db.query(`DELETE FROM ${this.schema}.rate_limits WHERE window_start < now() - interval '1 day'`);
  }
}

/** The limits the catalogue names: each has its pair of codes, limit.<name>.minutes and .seconds. */
export type LimitName = { [C in ErrorCode]: C extends `limit.${infer Name}.minutes` ? Name : never }[ErrorCode];

export interface Limit {
  /** Which limit, by its name in the catalogue (e.g. 'login.client'); a limit of code outside the
   * store (a test's) may say what it counts in English instead ('login attempts'). */
  what: LimitName | `${string} ${string}`;
  max: number;
  windowMs: number;
}

/** A fixed-window limit. `check` counts a hit and throws 429 (with Retry-After) once the limit is passed. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limit: Limit,
  ) {}

  async check(key: string): Promise<void> {
    const { count, resetAt } = await this.store.hit(key, this.limit.windowMs);
    if (count > this.limit.max) throw tooMany(this.limit.what, resetAt);
  }

  /** Counts a hit and answers whether it was within the limit, for callers that must not say no out loud. */
  async allows(key: string): Promise<boolean> {
    const { count } = await this.store.hit(key, this.limit.windowMs);
    return count <= this.limit.max;
  }

  /** Counts nothing; throws 429 if the key has used up its limit (e.g. a locked account, whatever the password). */
  async assertOpen(key: string): Promise<void> {
    const { count, resetAt } = await this.store.current(key, this.limit.windowMs);
    if (count >= this.limit.max) throw tooMany(this.limit.what, resetAt);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

export function tooMany(what: Limit['what'], resetAt: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  const headers = { 'Retry-After': String(seconds) };
  const inMinutes = seconds >= 90;
  const wait: Record<string, string> = inMinutes ? { minutes: String(Math.ceil(seconds / 60)) } : { seconds: String(seconds) };
  const code = `limit.${what}.${inMinutes ? 'minutes' : 'seconds'}`;
  if (isErrorCode(code)) return new HttpError(429, code, wait, { headers });
  // A limit the catalogue does not name (a test's own) says what it counts as it was given.
  const sentence = `Too many ${what}. Please try again in ${inMinutes ? `${wait.minutes} minutes` : `${wait.seconds} seconds`}.`;
  return new HttpError(429, sentence as Said, undefined, { headers });
}
