// Every setting a process reads is in one zod schema (its src/config.ts), described there, and in the
// README's configuration table; the table names nothing that no schema reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DevServerSettings } from '@storefront/frontend-build';
import { GatewaySettings, placeSettings } from '@storefront/gateway';
import { SandboxSettings } from '@storefront/payment-sandbox';
import { loadRouteTable } from '@storefront/routes';
import { ConfigError, readSettings } from '@storefront/service-kit';
import { SERVICES, StoreSettings } from '@storefront/standalone';
import { TestSettings } from '@storefront/testing';

const ROOT = path.resolve(__dirname, '..');

/** Every process's settings, by who reads them. */
const SCHEMAS: Record<string, z.ZodType> = {
  ...Object.fromEntries(SERVICES.map((s) => [`${s.name} service`, s.settings])),
  'payment sandbox': SandboxSettings,
  gateway: GatewaySettings,
  "gateway's places (the built-in route table)": placeSettings(loadRouteTable()),
  store: StoreSettings,
  'dev servers': DevServerSettings,
  tests: TestSettings,
};

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  if (!(schema instanceof z.ZodObject)) throw new Error('a settings schema is a z.object');
  return schema.shape as Record<string, z.ZodType>;
}

/** The names in the first column of the README's configuration table: `AUTH_PUBLIC_KEY(_FILE)` is two,
 * `SERVICE_URL_<NAME>` stands for one per name. */
function readmeNames(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section
    .slice(0, section.indexOf('\n## '))
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  expect(table.length).toBeGreaterThan(10);
  const names: string[] = [];
  for (const line of table) {
    const variables = line.split('|')[1]!;
    for (const [, name, file] of variables.matchAll(/([A-Z][A-Z0-9_]*(?:<NAME>)?)(\(_FILE\))?/g)) {
      names.push(name!);
      if (file) names.push(`${name}_FILE`);
    }
  }
  return names;
}

const matches = (readmeName: string, variable: string) =>
  readmeName.endsWith('<NAME>') ? new RegExp(`^${readmeName.replace('<NAME>', '[A-Z0-9_]+')}$`).test(variable) : readmeName === variable;

describe("the README's configuration table", () => {
  const variables = [...new Set(Object.values(SCHEMAS).flatMap((schema) => Object.keys(shapeOf(schema))))];
  const documented = readmeNames();

  it('names every variable a schema reads', () => {
    const missing = variables.filter((v) => !documented.some((name) => matches(name, v)));
    expect(missing, 'add these to the table in README.md').toEqual([]);
  });

  it('names no variable that no schema reads', () => {
    const unread = documented.filter((name) => !variables.some((v) => matches(name, v)));
    expect(unread, 'no process reads these').toEqual([]);
  });

  it.each(Object.keys(SCHEMAS))("the %s's schema describes each of its variables", (who) => {
    const undescribed = Object.entries(shapeOf(SCHEMAS[who]!))
      .filter(([, schema]) => !schema.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});

describe("each service's own settings", () => {
  const service = (name: string) => SERVICES.find((s) => s.name === name)!.settings;
  const needs: Record<string, Record<string, string>> = {
    users: { CATALOG_URL: 'http://catalog:3000' },
    catalog: {},
    cart: { CATALOG_URL: 'http://catalog:3000' },
    orders: { CATALOG_URL: 'http://catalog:3000', PAYMENT_SANDBOX_URL: 'http://payment-sandbox:3000', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    recommendations: { CATALOG_URL: 'http://catalog:3000' },
    support: { ORDERS_URL: 'http://orders:3000' },
  };

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
