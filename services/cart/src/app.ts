import type { Express } from 'express';
import type { CatalogClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { mountCartRoutes } from './routes/cart';

export interface CartAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  catalog: CatalogClient;
  isAcceptingWork: () => boolean;
}

export function buildCartApp(deps: CartAppDeps): Express {
  return createServiceApp({ name: 'cart', log: deps.log, verifier: deps.verifier, db: deps.db, bus: deps.bus, isAcceptingWork: deps.isAcceptingWork }, (app) =>
    mountCartRoutes(app, deps),
  );
}
