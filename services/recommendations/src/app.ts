import type { Express } from 'express';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, type TrustProxy, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { type RecommendationRouteDeps, mountRecommendationRoutes } from './routes/recommendations';

export interface RecommendationsAppDeps extends RecommendationRouteDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  isAcceptingWork: () => boolean;
  trustProxy?: TrustProxy;
}

export function buildRecommendationsApp(deps: RecommendationsAppDeps): Express {
  return createServiceApp(
    {
      // The service's logger, verifier, database, bus, drain switch and trusted proxies.
      ...deps,
      name: 'recommendations',
    },
    (app) => mountRecommendationRoutes(app, deps),
  );
}
