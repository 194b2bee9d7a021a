import { CatalogClient } from '@storefront/clients';
import { OutboxRelay } from '@storefront/events';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore } from '@storefront/service-kit';
import { buildUsersApp } from './app';
import { UsersSettings } from './config';
import { migrations } from './data/migrations';
import { adminCredentials } from './domain/admin';
import { PRODUCTION_HASH_COST, Passwords } from './domain/passwords';
import { ensureAdmin } from './use-cases/ensure-admin';

export const usersService: ServiceDefinition<UsersSettings> = {
  name: 'users',
  settings: UsersSettings,
  signsSessions: true,
  migrations,
  async start(ctx) {
    if (!ctx.issuer) {
      throw new Error('The users service signs session tokens: set AUTH_PRIVATE_KEY (or AUTH_PRIVATE_KEY_FILE).');
    }
    if (ctx.settings.NODE_ENV === 'production' && ctx.settings.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
      throw new Error(
        `PASSWORD_HASH_COST=${ctx.settings.PASSWORD_HASH_COST} makes passwords cheap to guess: with NODE_ENV=production set it to ${PRODUCTION_HASH_COST} or more, or unset it.`,
      );
    }
    const passwords = new Passwords(ctx.settings.PASSWORD_HASH_COST);
    const admin = adminCredentials(ctx.settings);
    const outcome = await ensureAdmin(ctx.db, admin, passwords);
    if (outcome === 'created' && admin.isGenerated) {
      ctx.log.warn(
        { email: admin.email, password: admin.password },
        'admin account created with this generated password: sign in and change it, or set ADMIN_PASSWORD',
      );
    } else if (outcome === 'created' || outcome === 'promoted') {
      ctx.log.info({ email: admin.email, developmentDefault: admin.isDevelopmentDefault, outcome }, 'admin account ready');
    } else if (outcome === 'refused') {
      ctx.log.error(
        { email: admin.email },
        "ADMIN_EMAIL belongs to a shopper account whose password is not ADMIN_PASSWORD: it was not made an admin. Set ADMIN_PASSWORD to that account's password, or choose another ADMIN_EMAIL.",
      );
    }
    const limits = new SqlRateLimitStore(ctx.db, 'users');
    const relay = new OutboxRelay({ db: ctx.db, schema: 'users', bus: ctx.bus, log: ctx.log });
    relay.start();
    const app = buildUsersApp({
      ...ctx,
      issuer: ctx.issuer,
      loginLimits: {
        perAccountFromClient: new RateLimiter(limits, { what: 'login.account', max: 5, windowMs: 15 * 60_000 }),
        perAccount: new RateLimiter(limits, { what: 'login.account', max: 100, windowMs: 60 * 60_000 }),
        perClient: new RateLimiter(limits, {
          what: 'login.client',
          max: ctx.settings.LOGINS_PER_CLIENT,
          windowMs: 15 * 60_000,
        }),
      },
      passwords,
      registrations: new RateLimiter(limits, {
        what: 'register',
        max: ctx.settings.REGISTRATIONS_PER_CLIENT,
        windowMs: 60 * 60_000,
      }),
      viewLimit: new RateLimiter(limits, { what: 'productViews', max: 300, windowMs: 60 * 60_000 }),
      catalog: new CatalogClient(ctx.settings.CATALOG_URL),
      passwordChecks: new RateLimiter(limits, { what: 'password.current', max: 5, windowMs: 15 * 60_000 }),
      secureCookies: ctx.settings.COOKIE_SECURE,
      resetLimits: {
        perMailbox: new RateLimiter(limits, { what: 'reset.mailbox', max: 3, windowMs: 60 * 60_000 }),
        perClient: new RateLimiter(limits, {
          what: 'reset.client',
          max: ctx.settings.PASSWORD_RESETS_PER_CLIENT,
          windowMs: 60 * 60_000,
        }),
      },
      verificationLimits: {
        // Following a link needs no session: this bounds guessing from one address, as for reset links.
        perClient: new RateLimiter(limits, { what: 'verify.client', max: 30, windowMs: 60 * 60_000 }),
        perAccount: new RateLimiter(limits, { what: 'verify.mailbox', max: 3, windowMs: 60 * 60_000 }),
      },
      publicUrl: ctx.settings.PUBLIC_URL,
      trustProxy: ctx.settings.TRUST_PROXY,
      onEventsWritten: () => relay.nudge(),
    });
    return { app, stop: () => relay.stop() };
  },
};
