import type { z } from 'zod';
import { ServiceSettings, TaxRegistrationSettings, optionalSetting, read, serviceUrlSetting, setting } from '@storefront/service-kit';

/** The support service's settings: the shared ones and its own. Mail goes out over SMTP with SMTP_URL
 * or SMTP_HOST; without them each message is written as an .eml file in MAIL_DIR. */
export const SupportSettings = ServiceSettings.extend({
  ...TaxRegistrationSettings.shape,
  ORDERS_URL: serviceUrlSetting('orders'),
  CATALOG_URL: serviceUrlSetting('catalog'),
  CONTACTS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 60).describe(
    'Contact-form messages per client address per hour (an office or campus shares one address; each mailbox has its own limit of 3).',
  ),
  CHATS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 30).describe(
    'Chat messages per client address per minute (raise it to run a large message set against the live /chat from one machine).',
  ),
  SUPPORT_INBOX: setting(read.emailAddress, 'support@maplemarket.test').describe('Where contact-form messages are forwarded.'),
  MAIL_FROM: setting(read.text, 'Maple Market <no-reply@maplemarket.test>').describe("The sender of the store's mail."),
  MAIL_DIR: optionalSetting(read.filePath).describe('The folder for .eml files when there is no SMTP (default DATA_DIR/mail).'),
  SMTP_URL: optionalSetting(read.url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL', { secret: true })).describe(
    'An SMTP relay with its login in one URL (e.g. smtps://user:pass@smtp.example.com).',
  ),
  SMTP_HOST: optionalSetting(read.text).describe('An SMTP relay, when not given as SMTP_URL.'),
  SMTP_PORT: setting(read.wholeNumber({ min: 1, max: 65535 }), 587).describe("SMTP_HOST's port."),
  SMTP_USER: optionalSetting(read.text).describe("SMTP_HOST's login."),
  SMTP_PASSWORD: optionalSetting(read.text).describe("SMTP_USER's password."),
  SMTP_SECURE: setting(read.trueOrFalse, false).describe('TLS from the start (port 465) rather than STARTTLS.'),
});
export type SupportSettings = z.output<typeof SupportSettings>;
