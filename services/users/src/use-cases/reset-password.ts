import { type Language, PASSWORD_RESET_MINUTES } from '@storefront/contracts';
import type { Database, Queryable } from '@storefront/data';
import { addToOutbox } from '@storefront/events';
import { type SessionEnds, linkTokenHash, newLinkToken } from '@storefront/service-kit';
import { type AccountRow, findAccountByEmail, findAccountById, updatePasswordHash } from '../data/accounts';
import { closePasswordResets, insertPasswordReset, takePasswordReset } from '../data/password-resets';

export interface PasswordResetDeps {
  db: Database;
  sessionEnds: SessionEnds;
  /** The store's address as shoppers reach it: the link points there, never at a request's Host. */
  publicUrl: string;
  onEventsWritten: () => void;
}

/** A shopper forgot their password: when the email has an account, a single-use link that works for
 * PASSWORD_RESET_MINUTES is made and announced (support mails it, in the account's language, else in
 * the language of the page that asked). Nothing tells the caller whether the email has an account. */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
  pageLanguage: Language = 'en',
  now = new Date(),
): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  const resetUrl = new URL('/reset-password', deps.publicUrl);
  resetUrl.searchParams.set('token', token);
  await deps.db.transaction(async (tx) => {
    await insertPasswordReset(tx, { tokenHash: linkTokenHash(token), userId: account.id, expiresAt });
    await addToOutbox(tx, 'users', 'user.password-reset-requested', {
      userId: account.id,
      name: account.name,
      email: account.email,
      language: account.language ?? pageLanguage,
      resetUrl: resetUrl.toString(),
      expiresAt: expiresAt.toISOString(),
    });
  });
  deps.onEventsWritten();
}

/** Follows a reset link: the new password, every session of the account ended (in every service, as a
 * password change does) and every other open link closed, in one transaction. Answers the account, to
 * sign this browser in; undefined when the link is unknown, used or expired. */
export async function completePasswordReset(deps: PasswordResetDeps, token: string, passwordHash: string): Promise<AccountRow | undefined> {
  const userId = await deps.db.transaction(async (tx) => {
    const owner = await takePasswordReset(tx, linkTokenHash(token));
    if (!owner) return undefined;
    await setPasswordIn(tx, deps.sessionEnds, owner, passwordHash);
    return owner;
  });
  if (!userId) return undefined;
  deps.onEventsWritten();
  return findAccountById(deps.db, userId);
}

/** A new password for the account, in the caller's transaction (which then holds the account's row): every
 * session signed in before it ends, here and (user.sessions-ended) in every service, and every reset
 * link still open stops working. A password change and a reset both come here. */
export async function setPasswordIn(tx: Queryable, sessionEnds: SessionEnds, userId: string, passwordHash: string): Promise<void> {
  await updatePasswordHash(tx, userId, passwordHash);
  await closePasswordResets(tx, userId);
  // Taken once the account is ours (the update holds its lock): a login under way has made its session
  // by then, and that session ends too.
  const endedBefore = new Date();
  await sessionEnds.record(tx, userId, endedBefore);
  await addToOutbox(tx, 'users', 'user.sessions-ended', { userId, endedBefore: endedBefore.toISOString() });
}
