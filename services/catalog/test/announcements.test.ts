import { afterEach, describe, expect, it } from 'vitest';
import type { EventEnvelope, EventPayload } from '@storefront/contracts';
import { type Database, openPglite } from '@storefront/data';
import { InProcessBus } from '@storefront/events';
import { createLogger } from '@storefront/service-kit';
import { ANNOUNCE_EVERY_MS, CatalogueAnnouncements } from '../src/data/announcements';
import { CatalogueCache } from '../src/data/catalogue-cache';

// How a replica numbers and announces the catalogue's changes (on the embedded database, with the
// sequence the replicas share).

describe('announcing the catalogue’s changes', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  const replica = async () => {
    db ??= await openPglite();
    await db.query('CREATE SCHEMA IF NOT EXISTS catalog');
    await db.query('CREATE SEQUENCE IF NOT EXISTS catalog.catalogue_changes');
    const bus = new InProcessBus();
    const notices: Array<EventPayload<'catalogue.changed'>> = [];
    await bus.listen(['catalogue.changed'], (e: EventEnvelope) => notices.push(e.payload as EventPayload<'catalogue.changed'>));
    const cache = new CatalogueCache({ ttlMs: 10_000, maxEntries: 10 });
    const announcements = new CatalogueAnnouncements({ db, bus, log: createLogger('catalog', 'silent'), replica: 'a', cache });
    await announcements.start();
    return { cache, announcements, notices, bus };
  };
  const settle = (ms = ANNOUNCE_EVERY_MS + 100) => new Promise((resolve) => setTimeout(resolve, ms));

  it('announces a change at once and a burst after it together, numbered in order', async () => {
    const { announcements, notices, cache } = await replica();
    announcements.changed();
    await settle(50);
    expect(notices).toEqual([{ by: 'a', change: 1 }]);
    for (let i = 0; i < 5; i++) announcements.changed();
    await settle();
    expect(notices).toEqual([
      { by: 'a', change: 1 },
      { by: 'a', change: 2 },
    ]);
    expect(cache.changeStamp).toBe(2);
    await announcements.stop();
  });

  it('lets go of what it keeps when another replica numbered a change in between', async () => {
    const { announcements, cache } = await replica();
    announcements.changed();
    await settle();
    cache.keep('page', 'made after change 1', cache.version);
    announcements.changed();
    await settle();
    // Change 2 was this replica's own: nothing skipped, what it kept stays.
    expect([cache.changeStamp, cache.peek('page')]).toEqual([2, 'made after change 1']);
    await db!.query(`SELECT nextval('catalog.catalogue_changes')`); // another replica's change 3, not heard yet
    announcements.changed();
    await settle();
    expect([cache.changeStamp, cache.peek('page')]).toEqual([4, undefined]);
    await announcements.stop();
  });

  it('starts from the newest change announced before it started', async () => {
    const first = await replica();
    first.announcements.changed();
    await settle();
    await first.announcements.stop();
    const second = await replica();
    expect(second.cache.changeStamp).toBe(1);
    await second.announcements.stop();
  });

  it('sends a change still waiting when it stops', async () => {
    const { announcements, notices } = await replica();
    announcements.changed();
    announcements.changed();
    await announcements.stop();
    await new Promise((resolve) => setImmediate(resolve)); // heard after the publisher's turn
    expect(notices.map((n) => n.change)).toEqual([1, 2]);
  });
});
