import { randomBytes } from 'node:crypto';
import type { UsersSettings } from '../config';

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
export function adminCredentials(
  settings: Pick<UsersSettings, 'ADMIN_EMAIL'> & Partial<Pick<UsersSettings, 'ADMIN_PASSWORD' | 'NODE_ENV'>>,
): AdminCredentials {
  const email = settings.ADMIN_EMAIL.trim().toLowerCase();
  if (settings.ADMIN_PASSWORD) return { email, password: settings.ADMIN_PASSWORD, isDevelopmentDefault: false, isGenerated: false };
  if (settings.NODE_ENV === 'production') {
    return { email, password: randomBytes(12).toString('base64url'), isDevelopmentDefault: false, isGenerated: true };
  }
  return { email, password: DEV_ADMIN_PASSWORD, isDevelopmentDefault: true, isGenerated: false };
}
