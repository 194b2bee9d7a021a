import type { ConsumingService } from '@storefront/contracts';
import type { Database, Migration, Queryable } from '@storefront/data';
import { type EventConsumer, defineConsumer } from '@storefront/events';
import type { TokenVerifier } from './auth';
import { HttpError } from './errors';
// Express's Request as this kit extends it (identity, log), also where this file is reached without the index.
import './express-types';

/** Each service's record of shoppers whose earlier sessions are over (they changed their password):
 * tokens are checked by every service with the public key alone, so each also needs to know which
 * of those signatures no longer count. Kept in the service's own schema, fed by `user.sessions-ended`. */
export function sessionEndMigrations(schema: string): Migration[] {
  return [
    {
      id: 'kit_001_ended_sessions',
      sql: `CREATE TABLE ${schema}.ended_sessions (user_id uuid PRIMARY KEY, ended_before timestamptz NOT NULL);`,
    },
    {
      // Sessions signed out one by one (logout): a copied token stops working everywhere, not only in the
      // browser that dropped its cookie. Kept until the session would have expired anyway.
      id: 'kit_002_signed_out_sessions',
      sql: `CREATE TABLE ${schema}.signed_out_sessions (
              user_id uuid NOT NULL, signed_in_at_ms bigint NOT NULL, expires_at timestamptz NOT NULL,
              PRIMARY KEY (user_id, signed_in_at_ms));`,
    },
  ];
}

const CACHE_LIMIT = 10_000;

interface Ended {
  endedBeforeMs: number | null;
  /** The sign-in times of sessions signed out one by one, not yet expired. */
  signedOut: number[];
}

export class SessionEnds {
  private readonly cache = new Map<string, Ended & { until: number }>();

  /** `cacheMs`: how long an answer is reused; another replica's change shows here within it. */
  constructor(
    private readonly db: Database,
    private readonly schema: string,
    private readonly cacheMs = 10_000,
  ) {}

  /** Ends the user's sessions signed in before `at` (kept when an earlier record said later). */
  async record(tx: Queryable, userId: string, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO ${this.schema}.ended_sessions (user_id, ended_before) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET ended_before = greatest(${this.schema}.ended_sessions.ended_before, EXCLUDED.ended_before)`,
      [userId, at.toISOString()],
    );
    this.cache.delete(userId);
  }

  /** Ends the one session signed in at `signedInAtMs` (a logout), until it would have expired. */
  async recordSignOut(tx: Queryable, userId: string, signedInAtMs: number, expiresAt: Date): Promise<void> {
    await tx.query(`DELETE FROM ${this.schema}.signed_out_sessions WHERE user_id = $1 AND expires_at < now()`, [userId]);
    await tx.query(
      `INSERT INTO ${this.schema}.signed_out_sessions (user_id, signed_in_at_ms, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [userId, signedInAtMs, expiresAt.toISOString()],
    );
    this.cache.delete(userId);
  }

  /** Whether a session signed in at `issuedAtMs` has been ended. */
  async isEnded(userId: string, issuedAtMs: number): Promise<boolean> {
    const ended = await this.endedOf(userId);
    return (ended.endedBeforeMs !== null && issuedAtMs < ended.endedBeforeMs) || ended.signedOut.includes(issuedAtMs);
  }

  private async endedOf(userId: string): Promise<Ended> {
    const now = Date.now();
    const hit = this.cache.get(userId);
    if (hit && hit.until > now) return hit;
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return { endedBeforeMs: null, signedOut: [] };
    let row: { ended_before: Date | string | null; signed_out: Array<string | number> } | undefined;
    try {
      ({
        rows: [row],
      } = await this.db.query<{ ended_before: Date | string | null; signed_out: Array<string | number> }>(
        `SELECT (SELECT ended_before FROM ${this.schema}.ended_sessions WHERE user_id = $1) AS ended_before,
                ARRAY(SELECT signed_in_at_ms FROM ${this.schema}.signed_out_sessions
                       WHERE user_id = $1 AND expires_at > now()) AS signed_out`,
        [userId],
      ));
    } catch {
      // The database is away for a moment: what we knew is still the best answer; knowing nothing is
      // not a reason to sign the shopper out.
      if (hit) return hit;
      throw new HttpError(503, 'session.uncheckable');
    }
    const ended: Ended = {
      endedBeforeMs: row?.ended_before ? new Date(row.ended_before).getTime() : null,
      signedOut: (row?.signed_out ?? []).map(Number),
    };
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(userId, { ...ended, until: now + this.cacheMs });
    return ended;
  }

  /** A verifier that also refuses the sessions that have been ended. */
  guard(verifier: TokenVerifier): TokenVerifier {
    const verifySession: TokenVerifier['verifySession'] = async (token) => {
      const session = await verifier.verifySession(token);
      if (await this.isEnded(session.identity.userId, session.issuedAtMs)) throw new Error('This session has been ended.');
      return session;
    };
    return { verifySession, verify: async (token) => (await verifySession(token)).identity };
  }

  /** The service's consumer of ended sessions, announced by the users service (the same record again
   * changes nothing). */
  consumer(service: ConsumingService): EventConsumer {
    return defineConsumer({
      service,
      event: 'user.sessions-ended',
      handle: async (ended, { tx }) => {
        if (Date.parse(ended.endedBefore) > 0) await this.record(tx, ended.userId, new Date(ended.endedBefore));
        if (ended.signedOut) await this.recordSignOut(tx, ended.userId, ended.signedOut.signedInAtMs, new Date(ended.signedOut.expiresAt));
        return ended.userId;
      },
      // Again once committed: a check between the record and its commit may have cached the old answer.
      afterCommit: (userId) => this.cache.delete(userId),
    });
  }
}
