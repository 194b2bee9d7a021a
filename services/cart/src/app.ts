import type { Express } from 'express';
import type { CatalogClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type RateLimiter, type TokenVerifier, type TrustProxy, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { mountCartRoutes } from './routes/cart';
import { mountGuestCartRoutes } from './routes/guest-cart';

export interface CartAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  catalog: CatalogClient;
  guestLimits: { newCartsPerClient: RateLimiter; changesPerCart: RateLimiter };
  secureCookies: boolean;
  isAcceptingWork: () => boolean;
  trustProxy?: TrustProxy;
}

export function buildCartApp(deps: CartAppDeps): Express {
  return createServiceApp(
    {
      // The service's logger, verifier, database, bus, drain switch and trusted proxies.
      ...deps,
      name: 'cart',
    },
    (app) => {
      // Before the shoppers' routes: /api/cart/guest is not a user id.
      mountGuestCartRoutes(app, deps);
      mountCartRoutes(app, deps);
    },
  );
}
