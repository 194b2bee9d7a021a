import type { Database } from '@storefront/data';
import { findAccountByEmail, insertAdminAccount, makeAdmin } from '../data/accounts';
import type { AdminCredentials } from '../domain/admin';
import { Passwords } from '../domain/passwords';

/** Makes sure the admin account exists. An existing admin keeps its password (it may have been changed
 * since). An existing shopper's account is made an admin only when the configured ADMIN_PASSWORD is its
 * password: otherwise pointing ADMIN_EMAIL at someone else's address would hand them the store. */
export async function ensureAdmin(
  db: Database,
  creds: AdminCredentials,
  passwords: Passwords = new Passwords(),
): Promise<'created' | 'existing' | 'promoted' | 'refused'> {
  const existing = await findAccountByEmail(db, creds.email);
  if (existing) {
    if (existing.is_admin) return 'existing';
    if (creds.isDevelopmentDefault || creds.isGenerated || !(await passwords.verify(creds.password, existing.password_hash)))
      return 'refused';
    await makeAdmin(db, existing.id);
    return 'promoted';
  }
  const passwordHash = await passwords.hash(creds.password);
  await insertAdminAccount(db, { name: 'Store Admin', email: creds.email, passwordHash });
  return 'created';
}
