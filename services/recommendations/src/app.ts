import type { Express } from 'express';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { type RecommendationRouteDeps, mountRecommendationRoutes } from './routes/recommendations';

export interface RecommendationsAppDeps extends RecommendationRouteDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  isAcceptingWork: () => boolean;
}

export function buildRecommendationsApp(deps: RecommendationsAppDeps): Express {
  return createServiceApp(
    { name: 'recommendations', log: deps.log, verifier: deps.verifier, db: deps.db, bus: deps.bus, isAcceptingWork: deps.isAcceptingWork },
    (app) => mountRecommendationRoutes(app, deps),
  );
}
