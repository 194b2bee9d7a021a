import type { Express } from 'express';
import { VerifyEmailRequest } from '@storefront/contracts';
import { type RateLimiter, badRequest, currentUser, endpoint, forbidden, notFound } from '@storefront/service-kit';
import { findAccountById } from '../data/accounts';
import { type EmailVerificationDeps, completeEmailVerification, requestEmailVerification } from '../use-cases/verify-email';

export interface EmailVerificationRouteDeps extends EmailVerificationDeps {
  /** Links followed per client address; links mailed per account. */
  verificationLimits: { perClient: RateLimiter; perAccount: RateLimiter };
}

export const VERIFY_LINK_REFUSED = 'This verification link is not valid or has expired. Ask for a new one.';
export const VERIFY_LINK_OTHER_ACCOUNT =
  'This link confirms the email of another account. Sign in to the account the mail was sent for, then open the link again.';
export const EMAIL_CONFIRMED = 'Your email address is confirmed. Orders you placed as a guest with it are being added to Your Orders.';
/** The same link followed again: nothing new is brought in, and a new link is what would. */
export const EMAIL_ALREADY_CONFIRMED =
  'Your email address is already confirmed. If you have placed orders as a guest with it since, ask for a new link to bring them into Your Orders.';
export const verificationSent = (email: string) =>
  `We have sent a link to ${email}. Open it to confirm your address; orders you placed as a guest with it will then appear in Your Orders.`;

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
      if (result.outcome === 'refused') throw badRequest(VERIFY_LINK_REFUSED);
      if (result.outcome === 'another-account') throw forbidden(VERIFY_LINK_OTHER_ACCOUNT);
      return result.outcome === 'verified'
        ? { message: EMAIL_CONFIRMED, email: result.email }
        : { message: EMAIL_ALREADY_CONFIRMED, email: result.email, alreadyConfirmed: true };
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
      if (!account) throw notFound('This account no longer exists.');
      await deps.db.transaction((tx) => requestEmailVerification(deps, tx, account));
      deps.onEventsWritten();
      res.status(202);
      return { message: verificationSent(account.email) };
    }),
  );
}
