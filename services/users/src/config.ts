import type { z } from 'zod';
import { ServiceSettings, optionalSetting, read, serviceUrlSetting, setting } from '@storefront/service-kit';
import { DEV_ADMIN_EMAIL } from './domain/admin';
import { PRODUCTION_HASH_COST } from './domain/passwords';

/** The users service's settings: the shared ones and its own. */
export const UsersSettings = ServiceSettings.extend({
  CATALOG_URL: serviceUrlSetting('catalog'),
  ADMIN_EMAIL: setting(read.emailAddress, DEV_ADMIN_EMAIL).describe('The admin account, made at start if missing.'),
  ADMIN_PASSWORD: optionalSetting(read.text).describe(
    "The admin account's password when it is made; unset: the development default, or a random one with NODE_ENV=production.",
  ),
  NODE_ENV: optionalSetting(read.oneOf(['development', 'production', 'test'])).describe(
    'production: no well-known admin password (a typo here must not mean the development default).',
  ),
  PASSWORD_HASH_COST: setting(read.wholeNumber({ min: 10, max: 20 }), PRODUCTION_HASH_COST).describe(
    'scrypt cost as a power of two: 15 is N=32768, about 32 MB and 60-160 ms a hash. Test suites lower it; with NODE_ENV=production it must be at least 15.',
  ),
  COOKIE_SECURE: setting(read.trueOrFalse, false).describe('Session cookies only over HTTPS even when the request came over HTTP.'),
  // Per client address: an operator whose shoppers share one address (a campus, a test run) raises them.
  LOGINS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 30).describe('Login attempts per client address per 15 minutes.'),
  REGISTRATIONS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 10).describe('New accounts per client address per hour.'),
  PASSWORD_RESETS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 30).describe(
    'Password reset requests and link follow-ups per client address per hour (each mailbox also gets 3 mails an hour).',
  ),
  // Never taken from a request's Host: a forged one would send shoppers' reset links elsewhere.
  PUBLIC_URL: setting(read.httpUrl('https://shop.example.ca'), 'http://localhost:8080').describe(
    "The store's address as shoppers reach it: password reset and email confirmation links point there.",
  ),
});
export type UsersSettings = z.output<typeof UsersSettings>;
