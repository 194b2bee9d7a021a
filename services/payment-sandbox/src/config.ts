import type { z } from 'zod';
import { DEFAULT_REFUND_DELAY_MS } from './payments';
import { DEFAULT_RETRY_SCHEDULE_MS } from './webhooks';
import {
  ProcessSettings,
  type Reader,
  Refusal,
  read,
  readSettings,
  requiredSetting,
  setting,
  type Environment,
} from '@storefront/service-kit';

/** Pauses in milliseconds, separated by commas ("1000,2000,4000"). */
const pauses: Reader<number[]> = (value) => {
  const list = value.split(',').map((s) => s.trim());
  if (list.length > 0 && list.every((s) => /^\d{1,9}$/.test(s))) return list.map(Number);
  return new Refusal(`must be pauses in milliseconds separated by commas (e.g. 1000,2000,4000), not "${value}"`);
};

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
  SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS: setting(pauses, DEFAULT_RETRY_SCHEDULE_MS).describe(
    "The pauses before each further attempt at a webhook the store did not accept: Stripe's, over three days, unless set (tests use seconds).",
  ),
});
export type SandboxSettings = z.output<typeof SandboxSettings>;

/** This process's settings (a malformed one throws a ConfigError naming it). */
export const readSandboxSettings = (env: Environment = process.env): SandboxSettings => readSettings(SandboxSettings, env);
