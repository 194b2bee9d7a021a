import type { Express } from 'express';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, type TrustProxy, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { MAX_ATTEMPTS, undeliverableMail } from './data/mail-queue';
import { type SupportRouteDeps, mountSupportRoutes } from './routes/support';

export interface SupportAppDeps extends SupportRouteDeps {
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  isAcceptingWork: () => boolean;
  trustProxy?: TrustProxy;
}

export function buildSupportApp(deps: SupportAppDeps): Express {
  return createServiceApp(
    {
      // The service's logger, verifier, database, bus, drain switch and trusted proxies.
      ...deps,
      name: 'support',
      bodyLimit: '20kb',
      gauges: [
        {
          name: 'support_mail_undeliverable',
          help: `Mails given up on after ${MAX_ATTEMPTS} failed attempts`,
          read: () => undeliverableMail(deps.db),
        },
      ],
    },
    (app) => mountSupportRoutes(app, deps),
  );
}
