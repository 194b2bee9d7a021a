import { createHash, randomBytes } from 'node:crypto';

/** The secret in a link mailed to a shopper or a cookie set for a visitor: 256 random bits, base64url, 43
 * characters (the contracts' LINK_TOKEN). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** A token's stored form: only its hash is kept, so a table alone opens nothing (the token has 256 random
 * bits, so a fast hash is enough). */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
