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
      // The link is the secret: the mail's text is forgotten once it is sent.
      await enqueueMail(tx, { to: p.email, ...emailVerificationMail(p, p.language) }, { secret: true });
      return true;
    },
    afterCommit: () => deps.onMailQueued(),
  });
