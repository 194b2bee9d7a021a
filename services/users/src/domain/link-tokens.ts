import { createHash, randomBytes } from 'node:crypto';

/** The secret in a link mailed to a shopper (a password reset, an email to prove): 256 random bits,
 * base64url, 43 characters, which the contracts' link schemas expect. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** A link token's stored form: only its hash is kept, so the table alone opens nothing (the token has
 * 256 random bits, so a fast hash is enough). */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
