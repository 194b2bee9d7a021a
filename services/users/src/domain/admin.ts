import type { Database } from '@storefront/data';
import { findAccountByEmail } from '../data/accounts';
import { hashPassword } from './passwords';

export const DEV_ADMIN_EMAIL = 'admin@storefront.test';
export const DEV_ADMIN_PASSWORD = 'storefront-admin';

export interface AdminCredentials {
  email: string;
  password: string;
  /** True when no ADMIN_PASSWORD was configured and the development default is in use. */
  isDevelopmentDefault: boolean;
}

export function adminCredentials(env: NodeJS.ProcessEnv): AdminCredentials {
  return {
    email: (env.ADMIN_EMAIL || DEV_ADMIN_EMAIL).trim().toLowerCase(),
    password: env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD,
    isDevelopmentDefault: !env.ADMIN_PASSWORD,
  };
}

/** Makes sure the admin account exists. An existing account keeps its password (it may have been
 * changed since) and is made an admin if it was not. */
export async function ensureAdmin(db: Database, creds: AdminCredentials): Promise<'created' | 'existing'> {
  const existing = await findAccountByEmail(db, creds.email);
  if (existing) {
    if (!existing.is_admin) await db.query(`UPDATE users.accounts SET is_admin = true WHERE id = $1`, [existing.id]);
    return 'existing';
  }
  const passwordHash = await hashPassword(creds.password);
  await db.query(
    `INSERT INTO users.accounts (name, email, password_hash, is_admin) VALUES ($1, $2, $3, true) ON CONFLICT (email) DO NOTHING`,
    ['Store Admin', creds.email, passwordHash],
  );
  return 'created';
}
