import { defineConsumer } from '@storefront/events';
import { enqueueMail } from '../data/mail-queue';
import { emailVerificationMail } from '../domain/account-mails';

/** Mails the link to prove an account's email, to that address (once per request: the consumer handles
 * each event once). */
export const emailVerificationRequested = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'user.email-verification-requested',
    async handle(p, { tx }) {
      await enqueueMail(tx, { to: p.email, ...emailVerificationMail(p, p.language) });
      return true;
    },
    afterCommit: () => deps.onMailQueued(),
  });
