import type { Express } from 'express';
import type { CatalogClient } from '@storefront/clients';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import {
  type RateLimiter,
  type SessionEnds,
  type TokenIssuer,
  type TokenVerifier,
  type TrustProxy,
  createServiceApp,
} from '@storefront/service-kit';
import type { Logger } from 'pino';
import type { Passwords } from './domain/passwords';
import { mountAccountRoutes } from './routes/accounts';
import { mountAddressRoutes } from './routes/address-book';
import { mountEmailVerificationRoutes } from './routes/email-verification';
import { mountPasswordResetRoutes } from './routes/password-reset';
import { mountProfileRoutes } from './routes/profile';
import { mountSavedProductRoutes } from './routes/saved-products';
import { mountNewPasswordRule } from './routes/new-passwords';
import { mountSessionRoutes } from './routes/sessions';

export interface UsersAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  issuer: TokenIssuer;
  loginLimits: { perAccountFromClient: RateLimiter; perAccount: RateLimiter; perClient: RateLimiter };
  registrations: RateLimiter;
  /** Hashes and checks passwords (scrypt, at the configured cost). */
  passwords: Passwords;
  viewLimit: RateLimiter;
  catalog: CatalogClient;
  /** Attempts at the current password when changing it. */
  passwordChecks: RateLimiter;
  /** Sessions that ended (a password changed): recorded here, announced to every service. */
  sessionEnds: SessionEnds;
  secureCookies: boolean;
  /** Reset mails per mailbox, and reset requests and link follow-ups per client address. */
  resetLimits: { perMailbox: RateLimiter; perClient: RateLimiter };
  /** Links to prove an email followed per client address, and mailed per account. */
  verificationLimits: { perClient: RateLimiter; perAccount: RateLimiter };
  /** The store's address as shoppers reach it (password reset and email links point there). */
  publicUrl: string;
  trustProxy?: TrustProxy;
  isAcceptingWork: () => boolean;
  onEventsWritten: () => void;
}

export function buildUsersApp(deps: UsersAppDeps): Express {
  return createServiceApp(
    {
      // The service's logger, verifier, database, bus, drain switch and trusted proxies.
      ...deps,
      name: 'users',
    },
    (app) => {
      mountNewPasswordRule(app);
      mountSessionRoutes(app, deps);
      mountPasswordResetRoutes(app, deps);
      mountEmailVerificationRoutes(app, deps);
      mountAccountRoutes(app, deps);
      mountProfileRoutes(app, deps);
      mountAddressRoutes(app, deps);
      mountSavedProductRoutes(app, deps);
    },
  );
}
