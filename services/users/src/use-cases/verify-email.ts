import { EMAIL_VERIFICATION_HOURS } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { linkTokenHash, newLinkToken } from '@storefront/service-kit';
import { type AccountRow, findAccountById, markEmailVerified } from '../data/accounts';
import { findEmailVerificationForUpdate, insertEmailVerification, markEmailVerificationUsed } from '../data/email-verifications';

export interface EmailVerificationDeps {
  db: Database;
  /** The store's address as shoppers reach it: the link points there, never at a request's Host. */
  publicUrl: string;
  onEventsWritten: () => void;
}

/** What following a link came to: the address proven now (announced), proven before by this very link
 * (nothing announced again), or refused (unknown, expired, or sent to an address the account no longer has). */
export type EmailVerificationOutcome =
  | { outcome: 'verified'; email: string }
  | { outcome: 'already-verified'; email: string }
  | { outcome: 'refused' }
  | { outcome: 'another-account' };

const REFUSED: EmailVerificationOutcome = { outcome: 'refused' };

/** Makes a link that proves the account's email, working for EMAIL_VERIFICATION_HOURS, and announces it
 * (support mails it to that address), in the caller's transaction: with the account's creation at
 * registration, so no account is left without its link. The caller calls onEventsWritten after commit. */
export async function requestEmailVerification(
  deps: { publicUrl: string },
  tx: Queryable,
  account: Pick<AccountRow, 'id' | 'name' | 'email' | 'language'>,
  now = new Date(),
): Promise<void> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3600_000);
  const verifyUrl = new URL('/verify-email', deps.publicUrl);
  verifyUrl.searchParams.set('token', token);
  await insertEmailVerification(tx, { tokenHash: linkTokenHash(token), userId: account.id, email: account.email, expiresAt });
  await addToOutbox(tx, 'users', 'user.email-verification-requested', {
    userId: account.id,
    name: account.name,
    email: account.email,
    language: account.language ?? 'en',
    verifyUrl: verifyUrl.toString(),
    expiresAt: expiresAt.toISOString(),
  });
}

/** Follows a link, signed in as `signedInAs`: the account's email is proven and 'user.email-verified' announced (the orders service
 * then brings the guest orders placed with it into the account), in one transaction. Each link announces
 * once: following it again only says the address is confirmed, so a shopper who clicks twice sees no error. */
export async function completeEmailVerification(
  deps: EmailVerificationDeps,
  token: string,
  signedInAs: string,
): Promise<EmailVerificationOutcome> {
  const tokenHash = linkTokenHash(token);
  const result = await deps.db.transaction(async (tx): Promise<EmailVerificationOutcome> => {
    const link = await findEmailVerificationForUpdate(tx, tokenHash);
    if (!link) return REFUSED;
    // Only the account the link was sent for, signed in, proves its address with it.
    if (link.user_id !== signedInAs) return { outcome: 'another-account' };
    const account = await findAccountById(tx, link.user_id, { lock: true });
    // A link proves the address it was mailed to, not one the account has moved to since.
    if (!account || account.email.toLowerCase() !== link.email.toLowerCase()) return REFUSED;
    if (link.used) return account.email_verified_at ? { outcome: 'already-verified', email: account.email } : REFUSED;
    if (!link.open) return REFUSED;
    await markEmailVerificationUsed(tx, tokenHash);
    // The time of this proof, not the first one: guest orders placed up to now are the ones it vouches for.
    const verifiedAt = await markEmailVerified(tx, account.id);
    await addToOutbox(tx, 'users', 'user.email-verified', {
      userId: account.id,
      email: account.email,
      verifiedAt: verifiedAt.toISOString(),
    });
    return { outcome: 'verified', email: account.email };
  });
  if (result.outcome === 'verified') deps.onEventsWritten();
  return result;
}
