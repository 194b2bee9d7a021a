import { describe, expect, it } from 'vitest';
import { ConfigError, readSettings } from '@storefront/service-kit';
import { runToExit } from '@storefront/testing';
import { SandboxSettings } from '../src';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../src/webhooks';

describe("the payment sandbox's settings", () => {
  it('needs the webhook secret and address, and applies the defaults', () => {
    const given = { STRIPE_WEBHOOK_SECRET: 'whsec_x', SANDBOX_WEBHOOK_URL: 'http://orders:3000/api/payments/webhook' };
    expect(readSettings(SandboxSettings, given)).toMatchObject({
      ...given,
      SANDBOX_API_KEY: 'sk_test_sandbox',
      SANDBOX_REFUND_DELAY_MS: 200,
      PORT: 3000,
    });
    expect(readSettings(SandboxSettings, { ...given, SANDBOX_REFUND_DELAY_MS: '0' }).SANDBOX_REFUND_DELAY_MS).toBe(0);
    expect(() => readSettings(SandboxSettings, { ...given, SANDBOX_REFUND_DELAY_MS: '2s' })).toThrow(/^SANDBOX_REFUND_DELAY_MS /);
    // Stripe's retries over three days unless told otherwise; a list of pauses, or refused.
    expect(readSettings(SandboxSettings, given).SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS).toEqual(DEFAULT_RETRY_SCHEDULE_MS);
    expect(
      readSettings(SandboxSettings, { ...given, SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS: '1000, 2000,4000' }).SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS,
    ).toEqual([1000, 2000, 4000]);
    for (const wrong of ['1s', '1000,,2000', '-5', 'soon'])
      expect(() => readSettings(SandboxSettings, { ...given, SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS: wrong })).toThrow(
        /^SANDBOX_WEBHOOK_RETRY_SCHEDULE_MS must be pauses in milliseconds/,
      );
    expect(() => readSettings(SandboxSettings, {})).toThrow(ConfigError);
    expect(() => readSettings(SandboxSettings, { ...given, SANDBOX_WEBHOOK_URL: 'orders:3000/webhook' })).toThrow(
      /^SANDBOX_WEBHOOK_URL must be an http\(s\) URL/,
    );
  });
});

describe('the payment sandbox process with a malformed setting', () => {
  it('says so in one line on stderr and exits without listening', async () => {
    const run = await runToExit('services/payment-sandbox/src/server.ts', {
      PORT: '0',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SANDBOX_WEBHOOK_URL: 'not-a-url',
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      'The payment sandbox cannot start: SANDBOX_WEBHOOK_URL must be an http(s) URL (e.g. http://orders:3000/api/payments/webhook), not "not-a-url".',
    ]);
    expect(run.stdout).toBe('');
  });
});
