import { type EventConsumer, OutboxRelay } from '@storefront/events';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildCatalogApp } from './app';
import { CatalogSettings } from './config';
import { CatalogueCache } from './data/catalogue-cache';
import { migrations } from './data/migrations';
import { seedCatalogue } from './data/seed';
import { orderCancelled } from './events/order-cancelled';
import { orderShipped } from './events/order-shipped';
import { paymentCompleted } from './events/payment-completed';
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
    const cache = new CatalogueCache({ ttlMs: ctx.settings.CATALOGUE_CACHE_SECONDS * 1000, maxEntries: 2000, maxBytes: 32 * 1024 * 1024 });
    const app = buildCatalogApp({ ...ctx, images, cache, trustProxy: ctx.settings.TRUST_PROXY, onEventsWritten: () => relay.nudge() });
    const consumers = [paymentCompleted({ onEventsWritten: () => relay.nudge() }), orderCancelled, orderShipped, returnReceived];
    return {
      app,
      // Stock taken or put back changes what the shop shows: whatever the outcome, nothing kept stays.
      consumers: consumers.map((consumer) => ({
        ...consumer,
        deliver: async (...delivery: Parameters<EventConsumer['deliver']>) => {
          cache.changed();
          try {
            await consumer.deliver(...delivery);
          } finally {
            cache.changed();
          }
        },
      })),
      stop: () => relay.stop(),
    };
  },
};
