import { catalogClientFromEnv } from '@storefront/clients';
import { OutboxRelay } from '@storefront/events';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore, wholeNumberSetting } from '@storefront/service-kit';
import { buildUsersApp } from './app';
import { migrations } from './data/migrations';
import { adminCredentials, ensureAdmin } from './domain/admin';

export const usersService: ServiceDefinition = {
  name: 'users',
  migrations,
  async start(ctx) {
    if (!ctx.issuer) {
      throw new Error('The users service signs session tokens: set AUTH_PRIVATE_KEY (or AUTH_PRIVATE_KEY_FILE).');
    }
    const admin = adminCredentials(ctx.env);
    const outcome = await ensureAdmin(ctx.db, admin);
    if (outcome === 'created' && admin.isGenerated) {
      ctx.log.warn({ email: admin.email, password: admin.password }, 'admin account created with this generated password: sign in and change it, or set ADMIN_PASSWORD');
    } else if (outcome === 'created' || outcome === 'promoted') {
      ctx.log.info({ email: admin.email, developmentDefault: admin.isDevelopmentDefault, outcome }, 'admin account ready');
    } else if (outcome === 'refused') {
      ctx.log.error(
        { email: admin.email },
        'ADMIN_EMAIL belongs to a shopper account whose password is not ADMIN_PASSWORD: it was not made an admin. Set ADMIN_PASSWORD to that account\'s password, or choose another ADMIN_EMAIL.',
      );
    }
    const limits = new SqlRateLimitStore(ctx.db, 'users');
    // Per client address: an operator whose shoppers share one address (a campus, a test run) raises them.
    const loginsPerClient = wholeNumberSetting(ctx.env, 'LOGINS_PER_CLIENT', 30);
    const registrationsPerClient = wholeNumberSetting(ctx.env, 'REGISTRATIONS_PER_CLIENT', 10);
    const relay = new OutboxRelay({ db: ctx.db, schema: 'users', bus: ctx.bus, log: ctx.log });
    relay.start();
    const app = buildUsersApp({
      ...ctx,
      issuer: ctx.issuer,
      loginLimits: {
        perAccountFromClient: new RateLimiter(limits, { what: 'failed login attempts for this account', max: 5, windowMs: 15 * 60_000 }),
        perAccount: new RateLimiter(limits, { what: 'failed login attempts for this account', max: 100, windowMs: 60 * 60_000 }),
        perClient: new RateLimiter(limits, { what: 'login attempts from this address', max: loginsPerClient, windowMs: 15 * 60_000 }),
      },
      registrations: new RateLimiter(limits, { what: 'new accounts from this address', max: registrationsPerClient, windowMs: 60 * 60_000 }),
      viewLimit: new RateLimiter(limits, { what: 'product views', max: 300, windowMs: 60 * 60_000 }),
      catalog: catalogClientFromEnv(ctx.env),
      passwordChecks: new RateLimiter(limits, { what: 'attempts at the current password', max: 5, windowMs: 15 * 60_000 }),
      secureCookies: ctx.env.COOKIE_SECURE === 'true',
      onEventsWritten: () => relay.nudge(),
    });
    return { app, stop: () => relay.stop() };
  },
};
