import type { Express } from 'express';
import type { CatalogClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import type { Payments } from './payments/stripe';
import { mountOrderRoutes } from './routes/orders';
import { WEBHOOK_PATH, mountPaymentRoutes } from './routes/payments';

export interface OrdersAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  catalog: CatalogClient;
  payments: Payments;
  publicUrl?: string;
  isAcceptingWork: () => boolean;
  onEventsWritten: () => void;
  now?: () => Date;
}

export function buildOrdersApp(deps: OrdersAppDeps): Express {
  return createServiceApp(
    {
      name: 'orders',
      log: deps.log,
      verifier: deps.verifier,
      db: deps.db,
      bus: deps.bus,
      isAcceptingWork: deps.isAcceptingWork,
      rawBodyPaths: [WEBHOOK_PATH],
    },
    (app) => {
      mountPaymentRoutes(app, deps);
      mountOrderRoutes(app, deps);
    },
  );
}
