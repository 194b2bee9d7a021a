import type { Express } from 'express';
import { type LoginResponse, PasswordResetCompletion, PasswordResetRequest, languageOfRequest, mailboxOf } from '@storefront/contracts';
import { errorText } from '@storefront/contracts/errors';
import { type RateLimiter, type TokenIssuer, badRequest, endpoint, saying } from '@storefront/service-kit';
import type { Passwords } from '../domain/passwords';
import { type PasswordResetDeps, completePasswordReset, requestPasswordReset } from '../use-cases/reset-password';
import { startSession } from './sessions';

export interface PasswordResetRouteDeps extends PasswordResetDeps {
  issuer: TokenIssuer;
  secureCookies: boolean;
  passwords: Passwords;
  /** Reset mails asked for per mailbox, and reset requests and link follow-ups per client address. */
  resetLimits: { perMailbox: RateLimiter; perClient: RateLimiter };
}

export const RESET_LINK_REFUSED = errorText('reset.link.refused');

export function mountPasswordResetRoutes(app: Express, deps: PasswordResetRouteDeps): void {
  /** 'Forgot your password?': the same answer whether or not the email has an account, and whether or not
   * its mailbox had its mails for the hour (a 429 there would let anyone block and detect a stranger's reset). */
  app.post(
    '/api/users/password-reset',
    endpoint({ body: PasswordResetRequest }, async ({ body }, req, res) => {
      await deps.resetLimits.perClient.check(`reset:client:${req.ip}`);
      if (await deps.resetLimits.perMailbox.allows(`reset:mailbox:${mailboxOf(body.email)}`)) {
        await requestPasswordReset(deps, body.email, languageOfRequest(req.headers));
      }
      res.status(202);
      return saying('reset.sent');
    }),
  );

  /** The link's page: a new password, every other session ended, and this browser signed in. */
  app.post(
    '/api/users/password-reset/complete',
    endpoint({ body: PasswordResetCompletion }, async ({ body }, req, res): Promise<LoginResponse & { message: string }> => {
      await deps.resetLimits.perClient.check(`reset:client:${req.ip}`);
      const account = await completePasswordReset(deps, body.token, await deps.passwords.hash(body.password));
      if (!account) throw badRequest('reset.link.refused');
      const session = await startSession(req, res, deps, account);
      return saying('reset.done', undefined, session);
    }),
  );
}
