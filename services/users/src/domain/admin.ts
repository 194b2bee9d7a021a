import { randomBytes } from 'node:crypto';
import type { Database } from '@storefront/data';
import { findAccountByEmail } from '../data/accounts';
import { hashPassword, verifyPassword } from './passwords';

export const DEV_ADMIN_EMAIL = 'admin@storefront.test';
export const DEV_ADMIN_PASSWORD = 'storefront-admin';

export interface AdminCredentials {
  email: string;
  password: string;
  /** True when no ADMIN_PASSWORD was configured and the development default is in use. */
  isDevelopmentDefault: boolean;
  /** True in production without ADMIN_PASSWORD: a random password, shown once when the account is made. */
  isGenerated: boolean;
}

/** The admin account's credentials: ADMIN_EMAIL / ADMIN_PASSWORD; without a password, the development
 * default, except in production (NODE_ENV=production), where a well-known password would be a hole. */
export function adminCredentials(env: NodeJS.ProcessEnv): AdminCredentials {
  const email = (env.ADMIN_EMAIL || DEV_ADMIN_EMAIL).trim().toLowerCase();
  if (env.ADMIN_PASSWORD) return { email, password: env.ADMIN_PASSWORD, isDevelopmentDefault: false, isGenerated: false };
  if (env.NODE_ENV === 'production') {
    return { email, password: randomBytes(12).toString('base64url'), isDevelopmentDefault: false, isGenerated: true };
  }
  return { email, password: DEV_ADMIN_PASSWORD, isDevelopmentDefault: true, isGenerated: false };
}

/** Makes sure the admin account exists. An existing admin keeps its password (it may have been changed
 * since). An existing shopper's account is made an admin only when the configured ADMIN_PASSWORD is its
 * password: otherwise pointing ADMIN_EMAIL at someone else's address would hand them the store. */
export async function ensureAdmin(db: Database, creds: AdminCredentials): Promise<'created' | 'existing' | 'promoted' | 'refused'> {
  const existing = await findAccountByEmail(db, creds.email);
  if (existing) {
    if (existing.is_admin) return 'existing';
    if (creds.isDevelopmentDefault || creds.isGenerated || !(await verifyPassword(creds.password, existing.password_hash))) return 'refused';
    await db.query(`UPDATE users.accounts SET is_admin = true WHERE id = $1`, [existing.id]);
    return 'promoted';
  }
  const passwordHash = await hashPassword(creds.password);
  await db.query(
    `INSERT INTO users.accounts (name, email, password_hash, is_admin) VALUES ($1, $2, $3, true) ON CONFLICT (email) DO NOTHING`,
    ['Store Admin', creds.email, passwordHash],
  );
  return 'created';
}
