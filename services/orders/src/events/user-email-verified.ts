import { defineConsumer } from '@storefront/events';
import { revokeOrderLinks } from '../data/order-links';
import { addHistory, joinGuestOrdersToAccount } from '../data/orders';

/** A shopper proved an email address is theirs: the orders placed as a guest with it join their account
 * (once: an order that joined an account stays with it), and their links stop opening them. */
export const userEmailVerified = defineConsumer({
  service: 'orders',
  event: 'user.email-verified',
  async handle(p, { tx }) {
    const joined = await joinGuestOrdersToAccount(tx, p.userId, p.email, new Date(p.verifiedAt));
    for (const orderId of joined)
      await addHistory(tx, orderId, 'Added to your account', [{ says: 'account.emailConfirmed', values: { email: p.email } }]);
    // Its mailed links stop working: the order is the account's now, opened by signing in.
    await revokeOrderLinks(tx, joined);
    return joined;
  },
  afterCommit: (joined, { log, event }) =>
    joined.length > 0 && log.info({ userId: event.payload.userId, orders: joined.length }, 'orders placed as a guest joined an account'),
});
