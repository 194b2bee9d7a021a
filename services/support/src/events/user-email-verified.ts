import { defineConsumer } from '@storefront/events';
import { recordProvenAddress } from '../data/proven-addresses';

/** Keeps that the account proved its address, for the staff mails that give it to reply to. */
export const emailVerified = () =>
  defineConsumer({
    service: 'support',
    event: 'user.email-verified',
    async handle(p, { tx }) {
      await recordProvenAddress(tx, { userId: p.userId, email: p.email, provenAt: p.verifiedAt });
      return true;
    },
  });
