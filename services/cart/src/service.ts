import { CatalogClient } from '@storefront/clients';
import type { ServiceDefinition } from '@storefront/service-kit';
import { buildCartApp } from './app';
import { CartSettings } from './config';
import { migrations } from './data/migrations';
import { paymentCompleted } from './events/payment-completed';

export const cartService: ServiceDefinition<CartSettings> = {
  name: 'cart',
  settings: CartSettings,
  migrations,
  async start(ctx) {
    const catalog = new CatalogClient(ctx.settings.CATALOG_URL);
    return {
      app: buildCartApp({ ...ctx, catalog, trustProxy: ctx.settings.TRUST_PROXY }),
      consumers: [paymentCompleted],
      stop: async () => {},
    };
  },
};
