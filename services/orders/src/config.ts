import type { z } from 'zod';
import { ServiceSettings, TaxRegistrationSettings, optionalSetting, read, serviceUrlSetting, setting } from '@storefront/service-kit';

/** The orders service's settings: the shared ones and its own. Card payments go to Stripe with
 * STRIPE_SECRET_KEY, else to the local payment sandbox at PAYMENT_SANDBOX_URL; webhooks are verified
 * with STRIPE_WEBHOOK_SECRET either way. */
export const OrdersSettings = ServiceSettings.extend({
  ...TaxRegistrationSettings.shape,
  CATALOG_URL: serviceUrlSetting('catalog'),
  STRIPE_SECRET_KEY: optionalSetting(read.text).describe("Stripe's secret API key; unset: the payment sandbox."),
  STRIPE_WEBHOOK_SECRET: optionalSetting(read.text).describe("The secret payment webhooks are signed with (Stripe's or the sandbox's)."),
  PAYMENT_SANDBOX_URL: optionalSetting(read.httpUrl('http://payment-sandbox:3000')).describe(
    'The local payment sandbox that stands in for Stripe without STRIPE_SECRET_KEY.',
  ),
  PUBLIC_URL: optionalSetting(read.httpUrl('https://shop.example.ca')).describe(
    "The store's public address for the payment page's return links (unset: taken from the request) and the order links mailed to guests (unset: http://localhost:8080).",
  ),
  COOKIE_SECURE: setting(read.trueOrFalse, false).describe(
    "Visitors' cart cookies (made when a visitor buys a gift card) only over HTTPS even when the request came over HTTP.",
  ),
  // Per client address: an operator whose shoppers share one address (a campus, a test run) raises it.
  GUEST_ORDERS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 30).describe(
    "Orders placed without an account, and 'Find my order' look-ups, per client address per hour (each email also gets 3 order links an hour).",
  ),
  // Per hour, counted only for codes that are not ours: a shopper who mistypes one is not held up.
  CODE_MISSES_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 20).describe(
    'Promotion codes that are not ours tried per client address per hour (each account gets half as many) before codes are refused for a while.',
  ),
  GIFT_CARD_BALANCE_CHECKS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 20).describe(
    'Gift card balances one client address may ask for per hour before it is refused for a while.',
  ),
}).superRefine((settings, ctx) => {
  if (settings.STRIPE_SECRET_KEY && !settings.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: "is not set: Stripe's payment webhooks are verified with it",
    });
  } else if (!settings.STRIPE_SECRET_KEY && !(settings.PAYMENT_SANDBOX_URL && settings.STRIPE_WEBHOOK_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or PAYMENT_SANDBOX_URL and STRIPE_WEBHOOK_SECRET for the local payment sandbox',
    });
  }
});
export type OrdersSettings = z.output<typeof OrdersSettings>;
