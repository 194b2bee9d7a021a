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
  ];
}

const CACHE_LIMIT = 10_000;

export class SessionEnds {
  private readonly cache = new Map<string, { endedBeforeMs: number | null; until: number }>();

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

  /** Whether a session signed in at `issuedAtMs` has been ended. */
  async isEnded(userId: string, issuedAtMs: number): Promise<boolean> {
    const endedBefore = await this.endedBeforeMs(userId);
    return endedBefore !== null && issuedAtMs < endedBefore;
  }

  private async endedBeforeMs(userId: string): Promise<number | null> {
    const now = Date.now();
    const hit = this.cache.get(userId);
    if (hit && hit.until > now) return hit.endedBeforeMs;
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    let rows: Array<{ ended_before: Date | string }>;
    try {
      ({ rows } = await this.db.query<{ ended_before: Date | string }>(
        `SELECT ended_before FROM ${this.schema}.ended_sessions WHERE user_id = $1`,
        [userId],
      ));
    } catch {
      // The database is away for a moment: what we knew is still the best answer; knowing nothing is
      // not a reason to sign the shopper out.
      if (hit) return hit.endedBeforeMs;
      throw new HttpError(503, 'We could not check your session just now. Please try again in a moment.');
    }
    const value = rows[0] ? new Date(rows[0].ended_before).getTime() : null;
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(userId, { endedBeforeMs: value, until: now + this.cacheMs });
    return value;
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
        await this.record(tx, ended.userId, new Date(ended.endedBefore));
        return ended.userId;
      },
      // Again once committed: a check between the record and its commit may have cached the old answer.
      afterCommit: (userId) => this.cache.delete(userId),
    });
  }
}
