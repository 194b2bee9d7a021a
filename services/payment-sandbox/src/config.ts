import type { z } from 'zod';
import { DEFAULT_REFUND_DELAY_MS } from './payments';
import { ProcessSettings, read, readSettings, requiredSetting, setting, type Environment } from '@storefront/service-kit';

/** The payment sandbox's settings when it runs as its own process (the single-process store starts
 * one itself and tells it what it needs). */
export const SandboxSettings = ProcessSettings.extend({
  STRIPE_WEBHOOK_SECRET: requiredSetting(
    read.text,
    'the sandbox signs its webhooks with it (the orders service needs the same value)',
  ).describe('The secret webhooks are signed with, as Stripe signs with an endpoint secret.'),
  SANDBOX_WEBHOOK_URL: requiredSetting(
    read.httpUrl('http://orders:3000/api/payments/webhook'),
    "where the sandbox sends payment webhooks (the orders service's /api/payments/webhook)",
  ).describe("Where payment webhooks go: the orders service's /api/payments/webhook."),
  SANDBOX_API_KEY: setting(read.text, 'sk_test_sandbox').describe("The secret key the store's Stripe SDK calls the sandbox with."),
  SANDBOX_REFUND_DELAY_MS: setting(read.wholeNumber(), DEFAULT_REFUND_DELAY_MS).describe(
    "How long a refund stays 'pending' before it succeeds (or fails, on the test card whose refunds fail), as a card refund settles later.",
  ),
});
export type SandboxSettings = z.output<typeof SandboxSettings>;

/** This process's settings (a malformed one throws a ConfigError naming it). */
export const readSandboxSettings = (env: Environment = process.env): SandboxSettings => readSettings(SandboxSettings, env);
