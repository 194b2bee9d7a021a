import type { Express } from 'express';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { type SupportRouteDeps, mountSupportRoutes } from './routes/support';

export interface SupportAppDeps extends SupportRouteDeps {
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  isAcceptingWork: () => boolean;
}

export function buildSupportApp(deps: SupportAppDeps): Express {
  return createServiceApp(
    { name: 'support', log: deps.log, verifier: deps.verifier, db: deps.db, bus: deps.bus, isAcceptingWork: deps.isAcceptingWork, bodyLimit: '20kb' },
    (app) => mountSupportRoutes(app, deps),
  );
}
