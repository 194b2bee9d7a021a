import type { Express } from 'express';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import type { ImageStore } from './images/store';
import { mountAdminRoutes } from './routes/admin';
import { mountImageRoutes } from './routes/images';
import { mountProductRoutes } from './routes/products';

export interface CatalogAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  images: ImageStore;
  isAcceptingWork: () => boolean;
  onEventsWritten: () => void;
}

export function buildCatalogApp(deps: CatalogAppDeps): Express {
  return createServiceApp(
    {
      name: 'catalog',
      log: deps.log,
      verifier: deps.verifier,
      db: deps.db,
      bus: deps.bus,
      isAcceptingWork: deps.isAcceptingWork,
    },
    (app) => {
      mountAdminRoutes(app, deps);
      mountProductRoutes(app, deps);
      mountImageRoutes(app, deps);
    },
  );
}
