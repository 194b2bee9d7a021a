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
  /** A change not announced yet. */
  private pending = false;
  /** The announcement going out now (one at a time: changes meanwhile go out together after it). */
  private sending?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly deps: { db: Database; bus: EventBus; log: Logger; replica: string; cache: CatalogueCache; now?: () => number },
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Learns the newest change announced so far (a replica that starts, or starts again): its answers say
   * they include it. Every change numbered up to it had committed before it took its number. */
  async start(): Promise<void> {
    const { rows } = await this.deps.db.query<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM catalog.catalogue_changes`,
    );
    if (rows[0]?.called) this.deps.cache.heard(Number(rows[0].last));
  }

  /** The catalogue changed here (committed). */
  changed(): void {
    if (this.stopped) return;
    this.pending = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.sending || this.waiting || !this.pending) return;
    const wait = this.lastAt + ANNOUNCE_EVERY_MS - this.now();
    if (wait > 0) {
      this.waiting = setTimeout(() => {
        this.waiting = undefined;
        this.schedule();
      }, wait);
      return;
    }
    this.pending = false;
    this.lastAt = this.now();
    this.sending = this.announce().finally(() => {
      this.sending = undefined;
      if (!this.stopped) this.schedule();
    });
  }

  private async announce(): Promise<void> {
    const { cache, replica } = this.deps;
    try {
      const { rows } = await this.deps.db.query<{ change: string }>(`SELECT nextval('catalog.catalogue_changes')::text AS change`);
      const change = Number(rows[0]!.change);
      // A number skipped is another replica's change, which this one may not have heard of yet: what it
      // keeps may not include it, so it goes (its answers then say they include this number).
      if (change !== cache.changeStamp + 1) cache.forget();
      cache.heard(change);
      const notice: EventPayload<'catalogue.changed'> = { by: replica, change };
      await this.deps.bus.publish(createEvent('catalogue.changed', notice));
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'a catalogue change could not be announced');
    }
  }

  /** Sends what is waiting (for at most `withinMs`), then no more. */
  async stop(withinMs = 2000): Promise<void> {
    clearTimeout(this.waiting);
    this.waiting = undefined;
    this.stopped = true;
    const last = (async () => {
      await this.sending;
      if (this.pending) {
        this.pending = false;
        await this.announce();
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([last, new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)))]);
    clearTimeout(timer);
  }
}
