// Every setting a process reads is in one zod schema (its src/config.ts), described there; the table in
// docs/configuration.md is made from those descriptions by `npm run docs`, and is checked current here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, readSettings } from '@storefront/service-kit';
import { SERVICES } from '@storefront/standalone';
import { generatedPage, settingsSchemas } from '../scripts/docs.mjs';
import { SERVICES as TOPOLOGY, urlSettingOf } from '../deploy/topology';

const ROOT = path.resolve(__dirname, '..');
const PAGE = 'docs/configuration.md';

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  if (!(schema instanceof z.ZodObject)) throw new Error('a settings schema is a z.object');
  return schema.shape as Record<string, z.ZodType>;
}

describe('the settings table', async () => {
  const schemas = await settingsSchemas();

  it(`in ${PAGE} is made from the schemas as they are now`, async () => {
    const current = fs.readFileSync(path.join(ROOT, PAGE), 'utf8');
    expect(current, `${PAGE} is not current: run npm run docs`).toBe(await generatedPage(PAGE));
  });

  it.each(schemas.map((s) => [s.label ?? s.who, s.schema] as const))("the %s's schema describes each of its variables", (_who, schema) => {
    const undescribed = Object.entries(shapeOf(schema))
      .filter(([, field]) => !field.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});

describe("each service's own settings", () => {
  const service = (name: string) => SERVICES.find((s) => s.name === name)!.settings;
  // What each needs: where the services it calls are (the topology), and orders its webhooks' secret.
  const needs: Record<string, Record<string, string>> = Object.fromEntries(
    SERVICES.map((s) => [
      s.name,
      Object.fromEntries(TOPOLOGY.find((n) => n.name === s.name)!.calls.map((c) => [urlSettingOf(c), `http://${c}:3000`])),
    ]),
  );
  needs.orders = { ...needs.orders, STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('start with what they need and the defaults for the rest', () => {
    expect(Object.keys(needs).sort()).toEqual(SERVICES.map((s) => s.name).sort());
    for (const [name, env] of Object.entries(needs)) expect(() => readSettings(service(name), env), name).not.toThrow();
    expect(readSettings(service('catalog'), {})).toMatchObject({ SEED_CATALOG: true, IMAGES_S3_REGION: 'us-east-1' });
    expect(readSettings(service('recommendations'), needs.recommendations)).toMatchObject({ RECOMMENDATIONS_RETRAIN_MS: 30_000 });
    expect(readSettings(service('support'), needs.support)).toMatchObject({
      SUPPORT_INBOX: 'support@maplemarket.test',
      MAIL_FROM: 'Maple Market <no-reply@maplemarket.test>',
      SMTP_PORT: 587,
      SMTP_SECURE: false,
    });
  });

  it.each([
    ['users', 'LOGINS_PER_CLIENT', '3O', 'must be a whole number of at least 1'],
    ['users', 'ADMIN_EMAIL', 'admin', 'must be an email address'],
    ['catalog', 'SEED_CATALOG', 'yes', 'must be true or false'],
    ['catalog', 'IMAGES_S3_ENDPOINT', 'minio:9000', 'must be an http(s) URL'],
    ['cart', 'CATALOG_URL', 'catalog', 'must be an http(s) URL'],
    ['orders', 'PUBLIC_URL', 'shop.example.ca', 'must be an http(s) URL'],
    ['recommendations', 'RECOMMENDATIONS_RETRAIN_MS', '30s', 'must be a whole number of at least 0'],
    ['recommendations', 'WEATHER_TIMEOUT_MS', '0', 'must be a whole number of at least 1'],
    ['recommendations', 'GEOLOCATION_URL', 'https://ipapi.co/json/', 'must have {ip} where the address goes'],
    ['support', 'SMTP_PORT', '25x', 'must be a whole number from 1 to 65535'],
    ['support', 'SMTP_URL', 'mail.example.com', 'must be an smtp:// or smtps:// URL'],
  ])('%s refuses %s=%j', (name, variable, value, why) => {
    expect(() => readSettings(service(name), { ...needs[name], [variable]: value })).toThrow(ConfigError);
    expect(() => readSettings(service(name), { ...needs[name], [variable]: value })).toThrow(`${variable} ${why}`);
  });

  it('orders needs a payment provider: Stripe with its webhook secret, or the sandbox', () => {
    const base = { CATALOG_URL: 'http://catalog:3000' };
    expect(() => readSettings(service('orders'), base)).toThrow(/^no payment provider: set STRIPE_SECRET_KEY/);
    expect(() => readSettings(service('orders'), { ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/^STRIPE_WEBHOOK_SECRET is not set/);
    expect(() =>
      readSettings(service('orders'), { ...base, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).not.toThrow();
  });
});
