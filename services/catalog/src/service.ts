import { OutboxRelay } from '@storefront/events';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildCatalogApp } from './app';
import { migrations } from './data/migrations';
import { seedCatalogue } from './data/seed';
import { consumePaymentCompleted } from './events/payment-completed';
import { imageStoreFromEnv } from './images/config';

export const catalogService: ServiceDefinition = {
  name: 'catalog',
  migrations,
  async start(ctx) {
    const { store: images, description } = imageStoreFromEnv(ctx.env, ctx.dataDir);
    ctx.log.info({ images: description }, 'product images');
    if (ctx.env.SEED_CATALOG !== 'false') await seedCatalogue(ctx.db, images, ctx.log);
    const relay = new OutboxRelay({ db: ctx.db, schema: 'catalog', bus: ctx.bus, log: ctx.log });
    await consumePaymentCompleted({ ...ctx, onEventsWritten: () => relay.nudge() });
    relay.start();
    const app = buildCatalogApp({ ...ctx, images, onEventsWritten: () => relay.nudge() });
    return { app, stop: () => relay.stop() };
  },
};
