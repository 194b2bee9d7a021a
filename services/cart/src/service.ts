import { CatalogClient } from '@storefront/clients';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore } from '@storefront/service-kit';
import { buildCartApp } from './app';
import { CartSettings } from './config';
import { forgetUnusedGuestCarts } from './data/guest-carts';
import { migrations } from './data/migrations';
import { paymentCompleted } from './events/payment-completed';

/** How often visitors' carts unused for GUEST_CART_DAYS are forgotten. */
const GUEST_CART_SWEEP_MS = 60 * 60_000;

export const cartService: ServiceDefinition<CartSettings> = {
  name: 'cart',
  settings: CartSettings,
  migrations,
  async start(ctx) {
    const catalog = new CatalogClient(ctx.settings.CATALOG_URL);
    const limits = new SqlRateLimitStore(ctx.db, 'cart');
    const sweep = setInterval(() => {
      forgetUnusedGuestCarts(ctx.db)
        .then((forgotten) => forgotten > 0 && ctx.log.info({ forgotten }, "unused visitors' carts forgotten"))
        .catch((err: Error) => ctx.log.warn({ err: err.message }, "unused visitors' carts could not be forgotten: next time"));
    }, GUEST_CART_SWEEP_MS);
    sweep.unref();
    return {
      app: buildCartApp({
        ...ctx,
        catalog,
        trustProxy: ctx.settings.TRUST_PROXY,
        secureCookies: ctx.settings.COOKIE_SECURE,
        guestLimits: {
          newCartsPerClient: new RateLimiter(limits, {
            what: 'cart.newCarts',
            max: ctx.settings.GUEST_CARTS_PER_CLIENT,
            windowMs: 60 * 60_000,
          }),
          changesPerCart: new RateLimiter(limits, { what: 'cart.changes', max: 600, windowMs: 60 * 60_000 }),
        },
      }),
      consumers: [paymentCompleted],
      stop: async () => clearInterval(sweep),
    };
  },
};
