import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@storefront/data';
import { ConfigError, generateAuthKeys, readSettings } from '@storefront/service-kit';
import { type TestDatabase, createTestDatabase, runToExit } from '@storefront/testing';
import { UsersSettings } from '../src/config';

const SERVER = 'services/users/src/server.ts';

describe("the users service's settings", () => {
  const given = { CATALOG_URL: 'http://127.0.0.1:4002' };

  it("applies today's defaults", () => {
    expect(readSettings(UsersSettings, given)).toMatchObject({
      LOGINS_PER_CLIENT: 30,
      REGISTRATIONS_PER_CLIENT: 10,
      ADMIN_EMAIL: 'admin@storefront.test',
      COOKIE_SECURE: false,
      PORT: 3000,
      TRUST_PROXY: 'loopback',
    });
    expect(readSettings(UsersSettings, { ...given, LOGINS_PER_CLIENT: '1000', COOKIE_SECURE: 'true' })).toMatchObject({
      LOGINS_PER_CLIENT: 1000,
      COOKIE_SECURE: true,
    });
  });

  it('refuses LOGINS_PER_CLIENT=3O, a missing CATALOG_URL and a mistyped NODE_ENV, naming each', () => {
    expect(() => readSettings(UsersSettings, { ...given, LOGINS_PER_CLIENT: '3O' })).toThrow(
      new ConfigError(['LOGINS_PER_CLIENT must be a whole number of at least 1, not "3O"']),
    );
    expect(() => readSettings(UsersSettings, {})).toThrow('CATALOG_URL is not set');
    // A typo must not mean the well-known development password in production.
    expect(() => readSettings(UsersSettings, { ...given, NODE_ENV: 'prodution' })).toThrow(
      'NODE_ENV must be one of development, production, test, not "prodution"',
    );
  });
});

describe('the users service process with a malformed setting', () => {
  let db: TestDatabase;
  let keyDir: string;
  beforeAll(async () => {
    db = await createTestDatabase('users_config');
    keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-keys-'));
    const keys = generateAuthKeys();
    fs.writeFileSync(path.join(keyDir, 'public.pem'), keys.publicKey);
    fs.writeFileSync(path.join(keyDir, 'private.pem'), keys.privateKey);
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  const settings = () => ({
    PORT: '0',
    AUTH_PUBLIC_KEY_FILE: path.join(keyDir, 'public.pem'),
    AUTH_PRIVATE_KEY_FILE: path.join(keyDir, 'private.pem'),
    CATALOG_URL: 'http://127.0.0.1:9',
    DATA_DIR: path.join(keyDir, 'data'),
  });

  it('says so in one line on stderr and exits, before migrating its database', async () => {
    const run = await runToExit(SERVER, { ...settings(), DATABASE_URL: db.url, LOGINS_PER_CLIENT: '3O' });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('The users service cannot start: LOGINS_PER_CLIENT must be a whole number of at least 1, not "3O".\n');
    expect(run.stdout).toBe('');
    const check = openPostgres({ url: db.url, max: 1 });
    try {
      const schemas = await check.query(`SELECT schema_name FROM information_schema.schemata WHERE schema_name = 'users'`);
      expect(schemas.rows).toEqual([]);
    } finally {
      await check.close();
    }
    expect(fs.existsSync(path.join(keyDir, 'data'))).toBe(false);
  });

  it('never connects to the database or the broker', async () => {
    // Stand-ins for PostgreSQL and RabbitMQ that count who knocks.
    let connections = 0;
    const listener = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as net.AddressInfo).port;
    try {
      const run = await runToExit(SERVER, {
        ...settings(),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop`,
        AMQP_URL: `amqp://guest:guest@127.0.0.1:${port}`,
        REGISTRATIONS_PER_CLIENT: '1e3',
      });
      expect(run.code).toBe(2);
      expect(run.stderr.trimEnd().split('\n')).toEqual([
        'The users service cannot start: REGISTRATIONS_PER_CLIENT must be a whole number of at least 1, not "1e3".',
      ]);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('refuses to start without the private key it signs sessions with', async () => {
    const { AUTH_PRIVATE_KEY_FILE: _, ...withoutPrivateKey } = settings();
    const run = await runToExit(SERVER, { ...withoutPrivateKey, DATABASE_URL: db.url });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'The users service cannot start: AUTH_PRIVATE_KEY (or AUTH_PRIVATE_KEY_FILE) is not set: this service signs session tokens with it.\n',
    );
  });
});
