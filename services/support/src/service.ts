import { CatalogClient, OrdersClient } from '@storefront/clients';
import { RateLimiter, type ServiceDefinition, SqlRateLimitStore, taxNumbersOf } from '@storefront/service-kit';
import { buildSupportApp } from './app';
import { SupportSettings } from './config';
import { migrations } from './data/migrations';
import { Assistant } from './domain/understanding';
import { orderCancelled } from './events/order-cancelled';
import { orderLinkRequested } from './events/order-link-requested';
import { giftCardIssued } from './events/gift-card-issued';
import { reviewInvited } from './events/review-invited';
import { emailVerified } from './events/user-email-verified';
import { orderRefunded } from './events/order-refunded';
import { orderShipped } from './events/order-shipped';
import { paymentCompleted } from './events/payment-completed';
import { returnRequested } from './events/return-requested';
import { emailVerificationRequested } from './events/user-email-verification-requested';
import { passwordResetRequested } from './events/user-password-reset-requested';
import { MailWorker } from './mail/queue';
import { mailTransportFrom } from './mail/transport';
import { ShopProducts } from './use-cases/product-stock';

export const supportService: ServiceDefinition<SupportSettings> = {
  name: 'support',
  settings: SupportSettings,
  migrations,
  async start(ctx) {
    const transport = mailTransportFrom(ctx.settings, ctx.dataDir);
    ctx.log.info({ mail: transport.describe() }, 'outgoing mail');
    const mail = new MailWorker({ db: ctx.db, transport, log: ctx.log });
    mail.start();
    const store = new SqlRateLimitStore(ctx.db, 'support');
    const app = buildSupportApp({
      ...ctx,
      assistant: await Assistant.trained(),
      orders: new OrdersClient(ctx.settings.ORDERS_URL),
      products: new ShopProducts(new CatalogClient(ctx.settings.CATALOG_URL)),
      supportInbox: ctx.settings.SUPPORT_INBOX,
      trustProxy: ctx.settings.TRUST_PROXY,
      limits: {
        chatPerClient: new RateLimiter(store, {
          what: 'support.chat',
          max: ctx.settings.CHATS_PER_CLIENT,
          windowMs: 60_000,
        }),
        // Each ticket mails the shop: a few an hour from one address is plenty for people.
        ticketsPerClient: new RateLimiter(store, { what: 'support.tickets', max: 5, windowMs: 3600_000 }),
        receiptResendsPerOrder: new RateLimiter(store, { what: 'support.receipts', max: 3, windowMs: 3600_000 }),
        // Each mailbox gets 3 an hour (what stops one address being flooded); a client address gets many
        // more, since an office, a campus or a phone network sends everyone's messages from one.
        contactPerClient: new RateLimiter(store, {
          what: 'support.messages',
          max: ctx.settings.CONTACTS_PER_CLIENT,
          windowMs: 3600_000,
        }),
        contactPerAddress: new RateLimiter(store, { what: 'support.mailbox', max: 3, windowMs: 3600_000 }),
      },
      onMailQueued: () => mail.nudge(),
    });
    const mailDeps = { onMailQueued: () => mail.nudge() };
    return {
      app,
      consumers: [
        paymentCompleted({ ...mailDeps, taxNumbers: taxNumbersOf(ctx.settings) }),
        orderCancelled(mailDeps),
        orderShipped(mailDeps),
        returnRequested(mailDeps),
        orderRefunded(mailDeps),
        passwordResetRequested(mailDeps),
        emailVerificationRequested(mailDeps),
        orderLinkRequested(mailDeps),
        giftCardIssued(mailDeps),
        reviewInvited(mailDeps),
        emailVerified(),
      ],
      stop: () => mail.stop(),
    };
  },
};
