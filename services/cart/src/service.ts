import { catalogClientFromEnv } from '@storefront/clients';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildCartApp } from './app';
import { migrations } from './data/migrations';
import { consumePaymentCompleted } from './events/payment-completed';

export const cartService: ServiceDefinition = {
  name: 'cart',
  migrations,
  async start(ctx) {
    const catalog = catalogClientFromEnv(ctx.env);
    await consumePaymentCompleted(ctx);
    return { app: buildCartApp({ ...ctx, catalog }), stop: async () => {} };
  },
};
