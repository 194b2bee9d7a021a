import type { Express } from 'express';
import type { EventBus } from '@storefront/events';
import { type TokenVerifier, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { MAX_ATTEMPTS, undeliverableMail } from './mail/queue';
import { type SupportRouteDeps, mountSupportRoutes } from './routes/support';

export interface SupportAppDeps extends SupportRouteDeps {
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  isAcceptingWork: () => boolean;
}

export function buildSupportApp(deps: SupportAppDeps): Express {
  return createServiceApp(
    {
      name: 'support',
      log: deps.log,
      verifier: deps.verifier,
      db: deps.db,
      bus: deps.bus,
      isAcceptingWork: deps.isAcceptingWork,
      bodyLimit: '20kb',
      gauges: [{ name: 'support_mail_undeliverable', help: `Mails given up on after ${MAX_ATTEMPTS} failed attempts`, read: () => undeliverableMail(deps.db) }],
    },
    (app) => mountSupportRoutes(app, deps),
  );
}
