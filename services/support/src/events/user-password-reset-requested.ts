import { defineConsumer } from '@storefront/events';
import { enqueueMail } from '../data/mail-queue';
import { passwordResetMail } from '../domain/account-mails';

/** Mails the link to choose a new password (once per request: the consumer handles each event once). */
export const passwordResetRequested = (deps: { onMailQueued: () => void }) =>
  defineConsumer({
    service: 'support',
    event: 'user.password-reset-requested',
    async handle(p, { tx }) {
      await enqueueMail(tx, { to: p.email, ...passwordResetMail(p, p.language) });
      return true;
    },
    afterCommit: () => deps.onMailQueued(),
  });
