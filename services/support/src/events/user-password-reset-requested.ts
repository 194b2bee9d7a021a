import { defineConsumer } from '@storefront/events';
import { enqueueMail } from '../data/mail-queue';
import { passwordResetMail } from '../domain/account-mails';

/** Mails the link to choose a new password (once per request: the consumer handles each event once). */
export const passwordResetRequested = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'user.password-reset-requested',
    async handle(p, { tx }) {
      // The link is the secret: the mail's text is forgotten once it is sent.
      await enqueueMail(tx, { to: p.email, ...passwordResetMail(p, p.language) }, { secret: true });
      return true;
    },
    afterCommit: () => deps.onMailQueued(),
  });
