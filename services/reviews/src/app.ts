import type { Express } from 'express';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, type TrustProxy, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { mountModerationRoutes } from './routes/moderation';
import { mountReviewRoutes } from './routes/reviews';
import type { ReviewsDeps } from './use-cases/deps';

export interface ReviewsAppDeps extends ReviewsDeps {
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  isAcceptingWork: () => boolean;
  trustProxy?: TrustProxy;
}

export function buildReviewsApp(deps: ReviewsAppDeps): Express {
  return createServiceApp({ ...deps, name: 'reviews' }, (app) => {
    mountReviewRoutes(app, deps);
    mountModerationRoutes(app, deps);
  });
}
