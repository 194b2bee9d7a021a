import { CatalogClient } from '@storefront/clients';
import { OutboxRelay } from '@storefront/events';
import { type LimitName, RateLimiter, type ServiceDefinition, SqlRateLimitStore, taxNumbersOf } from '@storefront/service-kit';
import { buildOrdersApp } from './app';
import { OrdersSettings } from './config';
import { migrations } from './data/migrations';
import { stockShort } from './events/stock-short';
import { userEmailVerified } from './events/user-email-verified';
import { Payments, paymentsConfigOf } from './payments/stripe';
import { reconcileOpenCheckouts } from './use-cases/reconcile-payments';
import { resendPendingRefunds } from './use-cases/resend-pending-refunds';

/** How often refunds left pending are sent again, and open checkouts asked about at the provider. */
const SWEEP_MS = 60_000;

/** Visits one client address may begin per hour; past it they go uncounted. */
const NEW_VISITS_PER_CLIENT = 100;

export const ordersService: ServiceDefinition<OrdersSettings> = {
  name: 'orders',
  settings: OrdersSettings,
  migrations,
  async start(ctx) {
    const payments = new Payments(paymentsConfigOf(ctx.settings));
    ctx.log.info(
      { payments: payments.mode },
      payments.mode === 'stripe' ? 'card payments through Stripe' : 'card payments through the local payment sandbox',
    );
    const relay = new OutboxRelay({ db: ctx.db, schema: 'orders', bus: ctx.bus, log: ctx.log });
    relay.start();
    const limits = new SqlRateLimitStore(ctx.db, 'orders');
    const hourly = (what: LimitName, max: number) => new RateLimiter(limits, { what, max, windowMs: 60 * 60_000 });
    const app = buildOrdersApp({
      ...ctx,
      catalog: new CatalogClient(ctx.settings.CATALOG_URL),
      payments,
      publicUrl: ctx.settings.PUBLIC_URL,
      trustProxy: ctx.settings.TRUST_PROXY,
      secureCookies: ctx.settings.COOKIE_SECURE,
      onEventsWritten: () => relay.nudge(),
      guestLimits: {
        ordersPerClient: hourly('orders.guest', ctx.settings.GUEST_ORDERS_PER_CLIENT),
        findsPerClient: hourly('orders.lookups', ctx.settings.GUEST_ORDERS_PER_CLIENT),
        findsPerMailbox: hourly('orders.links', 3),
      },
      codeLimits: {
        missesPerClient: hourly('promotions.codes', ctx.settings.CODE_MISSES_PER_CLIENT),
        missesPerAccount: hourly('promotions.codes', Math.max(1, Math.floor(ctx.settings.CODE_MISSES_PER_CLIENT / 2))),
      },
      balanceChecks: hourly('giftCards.balance', ctx.settings.GIFT_CARD_BALANCE_CHECKS_PER_CLIENT),
      // An office or a school behind one address begins many visits; a script, many more.
      newVisits: hourly('visits', NEW_VISITS_PER_CLIENT),
      taxNumbers: taxNumbersOf(ctx.settings),
    });
    const flow = { db: ctx.db, payments, log: ctx.log, onEventsWritten: () => relay.nudge(), publicUrl: ctx.settings.PUBLIC_URL };
    // One sweep at a time: a slow provider must not stack them up.
    let sweeping = false;
    const sweep = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      resendPendingRefunds(flow)
        .then((settled) => settled > 0 && ctx.log.info({ settled }, 'refunds left pending were sent again and settled'))
        .catch((err: Error) => ctx.log.warn({ err: err.message }, 'refunds left pending could not be looked at: next time'))
        // A paid order whose webhook never came is settled by asking the provider.
        .then(() => reconcileOpenCheckouts(flow))
        .catch((err: Error) => ctx.log.warn({ err: err.message }, 'open checkouts could not be looked at: next time'))
        .finally(() => (sweeping = false));
    }, SWEEP_MS);
    sweep.unref();
    return {
      app,
      consumers: [stockShort, userEmailVerified],
      stop: () => {
        clearInterval(sweep);
        return relay.stop();
      },
    };
  },
};
