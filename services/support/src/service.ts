import { ordersClientFromEnv } from '@storefront/clients';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore } from '@storefront/service-kit';
import { buildSupportApp } from './app';
import { migrations } from './data/migrations';
import { Assistant } from './domain/assistant';
import { sendReceipts } from './events/receipts';
import { MailWorker } from './mail/queue';
import { mailTransportFromEnv } from './mail/transport';

/** Configuration: ORDERS_URL; SUPPORT_INBOX (where contact messages are forwarded); MAIL_FROM; SMTP_URL or
 * SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD/SMTP_SECURE (without them, .eml files in MAIL_DIR or
 * <DATA_DIR>/mail). */
export const supportService: ServiceDefinition = {
  name: 'support',
  migrations,
  async start(ctx) {
    const transport = mailTransportFromEnv(ctx.env, ctx.dataDir);
    ctx.log.info({ mail: transport.describe() }, 'outgoing mail');
    const mail = new MailWorker({ db: ctx.db, transport, log: ctx.log });
    mail.start();
    await sendReceipts({ ...ctx, onMailQueued: () => mail.nudge() });
    const store = new SqlRateLimitStore(ctx.db, 'support');
    const app = buildSupportApp({
      ...ctx,
      assistant: new Assistant(),
      orders: ordersClientFromEnv(ctx.env),
      supportInbox: ctx.env.SUPPORT_INBOX || 'support@maplemarket.test',
      limits: {
        chatPerClient: new RateLimiter(store, { what: 'chat messages from this address', max: 30, windowMs: 60_000 }),
        contactPerClient: new RateLimiter(store, { what: 'messages from this address', max: 10, windowMs: 3600_000 }),
        contactPerAddress: new RateLimiter(store, { what: 'messages from this email address', max: 3, windowMs: 3600_000 }),
      },
      onMailQueued: () => mail.nudge(),
    });
    return { app, stop: () => mail.stop() };
  },
};
