import type { Queryable } from '@storefront/data';

/** An account proved it receives mail at `email`: kept once, with the first time. */
export async function recordProvenAddress(tx: Queryable, proof: { userId: string; email: string; provenAt: string }): Promise<void> {
  await tx.query(
    `INSERT INTO support.proven_addresses (user_id, email, proven_at) VALUES ($1, lower($2), $3)
     ON CONFLICT (user_id, email) DO NOTHING`,
    [proof.userId, proof.email, proof.provenAt],
  );
}

/** Whether that account proved that address (only the account's own proof counts: anyone can type an
 * address another account proved). */
export async function isProvenAddress(db: Queryable, userId: string, email: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM support.proven_addresses WHERE user_id = $1 AND email = lower($2)`, [userId, email]);
  return rows.length > 0;
}
