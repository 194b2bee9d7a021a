import type { Queryable } from '@storefront/data';

/** Keeps a reset link's token, hashed, until it expires or is used. */
export async function insertPasswordReset(tx: Queryable, r: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
  await tx.query(`INSERT INTO users.password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`, [
    r.tokenHash,
    r.userId,
    r.expiresAt.toISOString(),
  ]);
}

/** Uses up a reset link: the account it opens, once, while it has not expired; else undefined. */
export async function takePasswordReset(tx: Queryable, tokenHash: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ user_id: string }>(
    `UPDATE users.password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}

/** Every other link still open for the account stops working (its password has just changed). */
export async function closePasswordResets(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`UPDATE users.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
}
