import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@storefront/contracts';
import { type EventConsumer, OutboxRelay } from '@storefront/events';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildCatalogApp } from './app';
import { CatalogSettings } from './config';
import { CatalogueAnnouncements } from './data/announcements';
import { CatalogueCache } from './data/catalogue-cache';
import { migrations } from './data/migrations';
import { seedCatalogue } from './data/seed';
import { orderCancelled } from './events/order-cancelled';
import { orderShipped } from './events/order-shipped';
import { paymentCompleted } from './events/payment-completed';
import { promotionChanged } from './events/promotion-changed';
import { promotionUsed } from './events/promotion-used';
import { reviewApproved } from './events/review-approved';
import { reviewRemoved } from './events/review-removed';
import { returnReceived } from './events/return-received';
import { imageStoreFrom } from './images/config';

export const catalogService: ServiceDefinition<CatalogSettings> = {
  name: 'catalog',
  settings: CatalogSettings,
  migrations,
  async start(ctx) {
    const { store: images, description } = imageStoreFrom(ctx.settings, ctx.dataDir);
    ctx.log.info({ images: description }, 'product images');
    if (ctx.settings.SEED_CATALOG) await seedCatalogue(ctx.db, images, ctx.log);
    const relay = new OutboxRelay({ db: ctx.db, schema: 'catalog', bus: ctx.bus, log: ctx.log });
    relay.start();
    // Each change made here is announced, so the gateway and this service's other replicas let go of
    // the answers they keep at once (see announcements.ts).
    const replica = randomUUID();
    const cache = new CatalogueCache({
      ttlMs: ctx.settings.CATALOGUE_CACHE_SECONDS * 1000,
      maxEntries: 2000,
      maxBytes: 32 * 1024 * 1024,
      // Called only once changes come, after `announcements` below exists.
      onChanged: () => announcements.changed(),
    });
    const announcements = new CatalogueAnnouncements({ db: ctx.db, bus: ctx.bus, log: ctx.log, replica, cache });
    await announcements.start();
    // A break in hearing them (the broker away) may have missed some: what was kept goes too.
    const othersChanges = await ctx.bus.listen?.(
      ['catalogue.changed'],
      (event) => {
        const notice = event.payload as EventPayload<'catalogue.changed'>;
        if (notice.by === replica) return;
        cache.forget();
        cache.heard(notice.change);
      },
      () => cache.forget(),
    );
    const app = buildCatalogApp({
      ...ctx,
      images,
      cache,
      trustProxy: ctx.settings.TRUST_PROXY,
      frenchRequired: ctx.settings.FRENCH_REQUIRED,
      onEventsWritten: () => relay.nudge(),
    });
    const consumers = [
      paymentCompleted({ onEventsWritten: () => relay.nudge() }),
      orderCancelled,
      orderShipped,
      returnReceived,
      promotionChanged,
      promotionUsed,
      reviewApproved,
      reviewRemoved,
    ];
    return {
      app,
      // What each event changes (stock, the promotions on the shelves) changes what the shop shows: whatever the outcome, nothing kept here stays;
      // a change made is announced.
      consumers: consumers.map((consumer) => ({
        ...consumer,
        deliver: async (...delivery: Parameters<EventConsumer['deliver']>) => {
          cache.forget();
          try {
            await consumer.deliver(...delivery);
          } catch (err) {
            // Rolled back: nothing changed to announce (a database that is away would otherwise make a
            // failed announcement at every retry), but nothing made meanwhile is kept either.
            cache.forget();
            throw err;
          }
          cache.changed();
        },
      })),
      stop: async () => {
        await announcements.stop();
        await othersChanges?.stop();
        await relay.stop();
      },
    };
  },
};
