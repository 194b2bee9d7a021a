import type { Express } from 'express';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, type TrustProxy, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import type { CatalogueCache } from './data/catalogue-cache';
import type { ImageStore } from './images/store';
import { mountAdminRoutes } from './routes/admin';
import { mountAdminProductRoutes } from './routes/admin-products';
import { mountImageRoutes } from './routes/images';
import { mountProductRoutes } from './routes/products';
import { catalogueChangesClear } from './routes/public-answers';

export interface CatalogAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  images: ImageStore;
  isAcceptingWork: () => boolean;
  trustProxy?: TrustProxy;
  onEventsWritten: () => void;
  /** Public answers and listing counts, cleared by every change made here. */
  cache: CatalogueCache;
  /** Staff must give every product its French (FRENCH_REQUIRED). */
  frenchRequired?: boolean;
}

export function buildCatalogApp(deps: CatalogAppDeps): Express {
  return createServiceApp(
    {
      // The service's logger, verifier, database, bus, drain switch and trusted proxies.
      ...deps,
      name: 'catalog',
    },
    (app) => {
      app.use(catalogueChangesClear(deps.cache));
      mountAdminRoutes(app, deps);
      mountAdminProductRoutes(app, deps);
      mountProductRoutes(app, deps);
      mountImageRoutes(app, deps);
    },
  );
}
