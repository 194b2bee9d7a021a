import type { Database, Migration } from '@storefront/data';
import type { DeadLetterEntry } from './bus';
import type { DeadLetter, StoredDeadLetters } from './in-process';

/** The single-process store's stand-in for RabbitMQ's dead-letter queues: events a consumer kept
 * failing on, kept in the store's database for someone to look at (and to publish again). */
export const DEAD_LETTER_SCHEMA = 'bus';

export const deadLetterMigrations: Migration[] = [
  {
    id: 'bus_001_dead_letters',
    sql: `
      CREATE TABLE ${DEAD_LETTER_SCHEMA}.dead_letters (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        event jsonb NOT NULL,
        error text NOT NULL,
        dead_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      );
    `,
  },
];

/** Writes dead letters to the table above (`InProcessBus`'s `keepDeadLetter`). */
export function deadLettersIn(db: Database): (dead: DeadLetter) => Promise<void> {
  return async ({ consumer, event, error }) => {
    await db.query(
      `INSERT INTO ${DEAD_LETTER_SCHEMA}.dead_letters (consumer, event_id, type, event, error) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (consumer, event_id) DO UPDATE SET error = EXCLUDED.error, dead_at = now()`,
      [consumer, event.id, event.type, JSON.stringify(event), error.slice(0, 2000)],
    );
  };
}

/** Reads the table above back, and removes a row once its event is replayed (`InProcessBus`'s
 * `storedDeadLetters`). */
export function storedDeadLettersIn(db: Database): StoredDeadLetters {
  return {
    async list(): Promise<DeadLetterEntry[]> {
      const { rows } = await db.query<{ consumer: string; event_id: string; type: string; event: unknown; error: string; dead_at: Date }>(
        `SELECT consumer, event_id, type, event, error, dead_at FROM ${DEAD_LETTER_SCHEMA}.dead_letters ORDER BY dead_at, consumer, event_id`,
      );
      return rows.map((r) => ({
        consumer: r.consumer,
        eventId: r.event_id,
        type: r.type,
        reason: r.error,
        deadAt: new Date(r.dead_at).toISOString(),
        event: typeof r.event === 'string' ? (JSON.parse(r.event) as unknown) : r.event,
      }));
    },
    async remove(consumer: string, eventId: string): Promise<void> {
      await db.query(`DELETE FROM ${DEAD_LETTER_SCHEMA}.dead_letters WHERE consumer = $1 AND event_id = $2`, [consumer, eventId]);
    },
  };
}
