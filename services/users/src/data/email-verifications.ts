import type { Queryable } from '@storefront/data';

/** Keeps a link to prove an email, hashed, with the address it was sent to. */
export async function insertEmailVerification(
  tx: Queryable,
  v: { tokenHash: string; userId: string; email: string; expiresAt: Date },
): Promise<void> {
  await tx.query(`INSERT INTO users.email_verifications (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4)`, [
    v.tokenHash,
    v.userId,
    v.email,
    v.expiresAt.toISOString(),
  ]);
}

export interface EmailVerificationRow {
  user_id: string;
  email: string;
  used: boolean;
  /** Not expired yet, by the database's clock. */
  open: boolean;
}

/** The link with this token's hash, held for the rest of the caller's transaction (two follow-ups of one
 * link at once are taken one after the other); undefined when there is none. */
export async function findEmailVerificationForUpdate(tx: Queryable, tokenHash: string): Promise<EmailVerificationRow | undefined> {
  const { rows } = await tx.query<EmailVerificationRow>(
    `SELECT user_id, email, used_at IS NOT NULL AS used, expires_at > now() AS open
       FROM users.email_verifications WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

/** The link has done its work: following it again announces nothing. */
export async function markEmailVerificationUsed(tx: Queryable, tokenHash: string): Promise<void> {
  await tx.query(`UPDATE users.email_verifications SET used_at = now() WHERE token_hash = $1`, [tokenHash]);
}
