import { catalogClientFromEnv } from '@storefront/clients';
import { OutboxRelay } from '@storefront/events';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildOrdersApp } from './app';
import { migrations } from './data/migrations';
import { consumeStockShort } from './events/stock-short';
import { Payments, paymentsConfigFromEnv } from './payments/stripe';

export const ordersService: ServiceDefinition = {
  name: 'orders',
  migrations,
  async start(ctx) {
    const payments = new Payments(paymentsConfigFromEnv(ctx.env));
    ctx.log.info({ payments: payments.mode }, payments.mode === 'stripe' ? 'card payments through Stripe' : 'card payments through the local payment sandbox');
    await consumeStockShort(ctx);
    const relay = new OutboxRelay({ db: ctx.db, schema: 'orders', bus: ctx.bus, log: ctx.log });
    relay.start();
    const app = buildOrdersApp({
      ...ctx,
      catalog: catalogClientFromEnv(ctx.env),
      payments,
      publicUrl: ctx.env.PUBLIC_URL || undefined,
      onEventsWritten: () => relay.nudge(),
    });
    return { app, stop: () => relay.stop() };
  },
};
