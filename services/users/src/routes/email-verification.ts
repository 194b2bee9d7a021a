import type { Express } from 'express';
import { VerifyEmailRequest } from '@storefront/contracts';
import { type RateLimiter, badRequest, currentUser, endpoint, forbidden, notFound, saying } from '@storefront/service-kit';
import { ERROR_MESSAGES, errorText } from '@storefront/contracts/errors';
import { findAccountById } from '../data/accounts';
import { type EmailVerificationDeps, completeEmailVerification, requestEmailVerification } from '../use-cases/verify-email';

export interface EmailVerificationRouteDeps extends EmailVerificationDeps {
  /** Links followed per client address; links mailed per account. */
  verificationLimits: { perClient: RateLimiter; perAccount: RateLimiter };
}

export const VERIFY_LINK_REFUSED = errorText('verify.link.refused');
export const VERIFY_LINK_OTHER_ACCOUNT = errorText('verify.link.otherAccount');
export const EMAIL_CONFIRMED = ERROR_MESSAGES['verify.confirmed'];
/** The same link followed again: nothing new is brought in, and a new link is what would. */
export const EMAIL_ALREADY_CONFIRMED = ERROR_MESSAGES['verify.alreadyConfirmed'];
export const verificationSent = (email: string) => errorText('verify.sent', { email });

export function mountEmailVerificationRoutes(app: Express, deps: EmailVerificationRouteDeps): void {
  /** The link's page: the address is proven, followed while signed in to the account it was sent for. A
   * link alone is not enough: someone who registers another person's address gets that person a mail, and
   * a click on it must not hand their guest orders to the stranger's account. */
  app.post(
    '/api/users/verify-email',
    endpoint({ body: VerifyEmailRequest }, async ({ body }, req) => {
      await deps.verificationLimits.perClient.check(`verify-email:client:${req.ip}`);
      const me = currentUser(req);
      const result = await completeEmailVerification(deps, body.token, me.userId);
      if (result.outcome === 'refused') throw badRequest('verify.link.refused');
      if (result.outcome === 'another-account') throw forbidden('verify.link.otherAccount');
      return result.outcome === 'verified'
        ? saying('verify.confirmed', undefined, { email: result.email })
        : saying('verify.alreadyConfirmed', undefined, { email: result.email, alreadyConfirmed: true });
    }),
  );

  /** A new link to the signed-in shopper's own address, even once proven: following it brings in the
   * guest orders placed with it since. */
  app.post(
    '/api/users/verify-email/send',
    endpoint({}, async (_input, req, res) => {
      const me = currentUser(req);
      await deps.verificationLimits.perAccount.check(`verify-email:account:${me.userId}`);
      const account = await findAccountById(deps.db, me.userId);
      if (!account) throw notFound('account.gone');
      await deps.db.transaction((tx) => requestEmailVerification(deps, tx, account));
      deps.onEventsWritten();
      res.status(202);
      return saying('verify.sent', { email: account.email });
    }),
  );
}
