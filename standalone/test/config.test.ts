import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@storefront/service-kit';
import { runToExit } from '@storefront/testing';
import { usersService } from '@storefront/users';
import { SERVICES, readStoreConfig } from '../src/store';

describe("the store's settings", () => {
  it("applies today's defaults, and gives each service the others' addresses", () => {
    const config = readStoreConfig(SERVICES, {});
    expect(config.settings).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.resolve('.data'),
      CORS_ORIGINS: [],
    });
    const users = config.serviceSettings(usersService, { urls: { catalog: 'http://127.0.0.1:4002' }, payments: {} });
    expect(users).toMatchObject({ CATALOG_URL: 'http://127.0.0.1:4002', LOGINS_PER_CLIENT: 30 });
  });

  it('refuses a malformed setting of any service up front, naming each problem once', () => {
    expect(() => readStoreConfig(SERVICES, { LOGINS_PER_CLIENT: '3O', DATABASE_POOL_SIZE: 'ten', PORT: 'eighty' })).toThrow(
      new ConfigError([
        'PORT must be a whole number from 0 to 65535, not "eighty"',
        'DATABASE_POOL_SIZE must be a whole number of at least 1, not "ten"',
        'LOGINS_PER_CLIENT must be a whole number of at least 1, not "3O"',
      ]),
    );
    // With a Stripe key, the orders service needs Stripe's webhook secret (no sandbox to stand in).
    expect(() => readStoreConfig(SERVICES, { STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/^STRIPE_WEBHOOK_SECRET is not set/);
  });
});

describe('the store process with a malformed setting', () => {
  it('says so in one line on stderr and exits before making its data folder or opening the database', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-store-'));
    try {
      const dataDir = path.join(parent, 'data');
      const run = await runToExit('standalone/src/main.ts', { PORT: '0', DATA_DIR: dataDir, LOGINS_PER_CLIENT: '3O' });
      expect(run.code).toBe(2);
      expect(run.stderr.trimEnd().split('\n')).toEqual([
        'Maple Market cannot start: LOGINS_PER_CLIENT must be a whole number of at least 1, not "3O".',
      ]);
      expect(run.stdout).toBe('');
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
