import type { Express } from 'express';
import type { CatalogClient } from '@storefront/clients';
import type { TaxNumbers } from '@storefront/contracts';
import type { Database } from '@storefront/data';
import type { EventBus } from '@storefront/events';
import { type RateLimiter, type TokenVerifier, type TrustProxy, createServiceApp } from '@storefront/service-kit';
import type { Logger } from 'pino';
import { businessCounters } from './data/business-metrics';
import type { CodeLimits } from './use-cases/discounts';
import type { Payments } from './payments/stripe';
import { mountAdminRoutes } from './routes/admin';
import { mountGuestOrderRoutes } from './routes/guest-orders';
import { mountOrderRoutes } from './routes/orders';
import { mountPromotionRoutes } from './routes/promotions';
import { mountGiftCardRoutes } from './routes/gift-cards';
import { WEBHOOK_PATH, mountPaymentRoutes } from './routes/payments';
import { mountVisitRoutes } from './routes/visits';

export interface OrdersAppDeps {
  db: Database;
  bus: EventBus;
  log: Logger;
  verifier: TokenVerifier;
  catalog: CatalogClient;
  payments: Payments;
  /** The store's address as shoppers reach it: payment return links and links mailed to guests. */
  publicUrl?: string;
  guestLimits: { ordersPerClient: RateLimiter; findsPerClient: RateLimiter; findsPerMailbox: RateLimiter };
  /** Codes that are not ours, tried per client address and per account. */
  codeLimits: CodeLimits;
  /** Gift card balances asked for per client address. */
  balanceChecks: RateLimiter;
  /** Visits begun per client address (past it, a visit goes uncounted). */
  newVisits: RateLimiter;
  /** The shop's tax registrations, on its receipts. */
  taxNumbers: TaxNumbers;
  /** Visitors' cart cookies only over HTTPS, even when the request came over HTTP (COOKIE_SECURE). */
  secureCookies?: boolean;
  isAcceptingWork: () => boolean;
  trustProxy?: TrustProxy;
  onEventsWritten: () => void;
  now?: () => Date;
}

export function buildOrdersApp(deps: OrdersAppDeps): Express {
  return createServiceApp(
    {
      // The service's logger, verifier, database, bus, drain switch and trusted proxies.
      ...deps,
      name: 'orders',
      rawBodyPaths: [WEBHOOK_PATH],
      gauges: businessCounters(deps.db),
    },
    (app) => {
      mountPaymentRoutes(app, deps);
      mountGuestOrderRoutes(app, deps);
      mountOrderRoutes(app, deps);
      mountAdminRoutes(app, deps);
      mountPromotionRoutes(app, deps);
      mountGiftCardRoutes(app, deps);
      mountVisitRoutes(app, deps);
    },
  );
}
