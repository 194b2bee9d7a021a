import type { EventPayload } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import { type EventBus, createEvent } from '@storefront/events';
import type { Logger } from 'pino';
import type { CatalogueCache } from './catalogue-cache';

/** Changes that follow each other this closely are announced together. */
export const ANNOUNCE_EVERY_MS = 250;

/** Tells the gateway and the other replicas that the catalogue changed ('catalogue.changed'), so they let
 * go of the answers they keep. Each announcement is numbered from the database (the replicas share the
 * sequence), and this replica's cache learns the number: its answers say which changes they include.
 *
 * A change is announced at once; further changes within ANNOUNCE_EVERY_MS go out together at its end, so
 * a burst of orders taking stock makes a few notices a second, not one each. A notice that cannot go out
 * (the broker away) is not sent again: what others keep is then true for at most the cache's time. */
export class CatalogueAnnouncements {
  private lastAt = -Infinity;
  private waiting?: NodeJS.Timeout;
  private sending: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly deps: { db: Database; bus: EventBus; log: Logger; replica: string; cache: CatalogueCache; now?: () => number },
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** The catalogue changed here (committed). */
  changed(): void {
    if (this.stopped || this.waiting) return;
    const wait = this.lastAt + ANNOUNCE_EVERY_MS - this.now();
    if (wait <= 0) return void this.announce();
    this.waiting = setTimeout(() => {
      this.waiting = undefined;
      this.announce();
    }, wait);
  }

  private announce(): void {
    this.lastAt = this.now();
    this.sending = this.sending.then(async () => {
      try {
        const { rows } = await this.deps.db.query<{ change: string }>(`SELECT nextval('catalog.catalogue_changes')::text AS change`);
        const change = Number(rows[0]!.change);
        this.deps.cache.heard(change);
        const notice: EventPayload<'catalogue.changed'> = { by: this.deps.replica, change };
        await this.deps.bus.publish(createEvent('catalogue.changed', notice));
      } catch (err) {
        this.deps.log.warn({ err: (err as Error).message }, 'a catalogue change could not be announced');
      }
    });
  }

  /** Sends what is waiting, then no more. */
  async stop(): Promise<void> {
    if (this.waiting) {
      clearTimeout(this.waiting);
      this.waiting = undefined;
      this.announce();
    }
    this.stopped = true;
    await this.sending;
  }
}
