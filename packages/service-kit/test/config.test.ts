import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  ServiceSettings,
  generateAuthKeys,
  optionalSetting,
  read,
  readSettings,
  requiredAuthKeys,
  requiredSetting,
  setting,
} from '../src';

/** The problems a ConfigError names, or none. */
function problemsOf(read: () => unknown): readonly string[] {
  try {
    read();
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('reading settings', () => {
  const Limits = z.object({ LOGINS_PER_CLIENT: setting(read.wholeNumber({ min: 1 }), 30) });

  it('takes numbers written plainly, and the default when unset or empty', () => {
    expect(readSettings(Limits, {}).LOGINS_PER_CLIENT).toBe(30);
    expect(readSettings(Limits, { LOGINS_PER_CLIENT: '' }).LOGINS_PER_CLIENT).toBe(30);
    expect(readSettings(Limits, { LOGINS_PER_CLIENT: '  ' }).LOGINS_PER_CLIENT).toBe(30);
    expect(readSettings(Limits, { LOGINS_PER_CLIENT: ' 1000 ' }).LOGINS_PER_CLIENT).toBe(1000);
  });

  it.each(['3O', '1e3', '0x10', '-1', '1.5', '0', '1_000', 'thirty'])('refuses %j as a whole number, naming the setting', (value) => {
    expect(problemsOf(() => readSettings(Limits, { LOGINS_PER_CLIENT: value }))).toEqual([
      `LOGINS_PER_CLIENT must be a whole number of at least 1, not "${value}"`,
    ]);
  });

  it('names every malformed setting at once, in one line', () => {
    const Two = z.object({ A_MS: setting(read.wholeNumber(), 1), B_URL: optionalSetting(read.httpUrl()) });
    const error = (() => {
      try {
        readSettings(Two, { A_MS: 'abc', B_URL: 'not-a-url' });
      } catch (err) {
        return err as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.message).toBe('A_MS must be a whole number of at least 0, not "abc"; B_URL must be an http(s) URL, not "not-a-url"');
    expect(error!.message).not.toContain('\n');
  });

  it('takes true or false, and nothing else, for a flag', () => {
    const Flag = z.object({ SEED: setting(read.trueOrFalse, true) });
    expect(readSettings(Flag, {}).SEED).toBe(true);
    expect(readSettings(Flag, { SEED: 'false' }).SEED).toBe(false);
    expect(readSettings(Flag, { SEED: 'TRUE' }).SEED).toBe(true);
    expect(problemsOf(() => readSettings(Flag, { SEED: 'no' }))).toEqual(['SEED must be true or false, not "no"']);
  });

  it('takes only http(s) URLs where a service is meant, and never prints a URL that may hold a password', () => {
    const Urls = z.object({
      CATALOG_URL: requiredSetting(read.httpUrl('http://catalog:3000'), 'this service calls the catalog service'),
      DATABASE_URL: optionalSetting(read.url(['postgres:'], 'a postgres:// URL', { secret: true })),
    });
    expect(readSettings(Urls, { CATALOG_URL: 'http://127.0.0.1:4002' }).CATALOG_URL).toBe('http://127.0.0.1:4002');
    expect(problemsOf(() => readSettings(Urls, {}))).toEqual(['CATALOG_URL is not set: this service calls the catalog service']);
    expect(problemsOf(() => readSettings(Urls, { CATALOG_URL: 'catalog:3000' }))).toEqual([
      'CATALOG_URL must be an http(s) URL (e.g. http://catalog:3000), not "catalog:3000"',
    ]);
    expect(problemsOf(() => readSettings(Urls, { CATALOG_URL: 'ftp://catalog' }))).toHaveLength(1);
    const [problem] = problemsOf(() => readSettings(Urls, { CATALOG_URL: 'http://c', DATABASE_URL: 'mysql://u:hunter2@db/shop' }));
    expect(problem).toBe('DATABASE_URL must be a postgres:// URL');
  });

  it("reads the shared settings with today's defaults", () => {
    const settings = readSettings(ServiceSettings, {});
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10_000,
      DATA_DIR: path.resolve('.data'),
      TRUST_PROXY: 'loopback',
    });
    expect([settings.DATABASE_URL, settings.AMQP_URL]).toEqual([undefined, undefined]);
    expect(problemsOf(() => readSettings(ServiceSettings, { PORT: '70000', LOG_LEVEL: 'loud' }))).toEqual([
      'PORT must be a whole number from 0 to 65535, not "70000"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    ]);
  });

  it('reads TRUST_PROXY as Express does: true/false, a hop count, or addresses and subnets', () => {
    const trust = (value: string) => readSettings(ServiceSettings, { TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(true);
    expect(trust('loopback, 10.0.0.0/8')).toBe('loopback,10.0.0.0/8');
    expect(problemsOf(() => trust('the gateway'))).toHaveLength(1);
  });

  it('checks the session keys before anything is opened, and never prints them', () => {
    const keys = generateAuthKeys();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-keys-'));
    try {
      fs.writeFileSync(path.join(dir, 'public.pem'), keys.publicKey);
      const fromFile = readSettings(ServiceSettings, { AUTH_PUBLIC_KEY_FILE: path.join(dir, 'public.pem') });
      expect(requiredAuthKeys(fromFile)).toEqual({ publicKey: keys.publicKey, privateKey: undefined });
      const inline = readSettings(ServiceSettings, { AUTH_PUBLIC_KEY: keys.publicKey.replace(/\n/g, '\\n') });
      expect(requiredAuthKeys(inline).publicKey).toBe(keys.publicKey);

      expect(problemsOf(() => requiredAuthKeys(readSettings(ServiceSettings, {})))).toEqual([
        'AUTH_PUBLIC_KEY (or AUTH_PUBLIC_KEY_FILE) is not set: every service checks sessions with it',
      ]);
      expect(problemsOf(() => requiredAuthKeys(inline, { signsSessions: true }))).toEqual([
        'AUTH_PRIVATE_KEY (or AUTH_PRIVATE_KEY_FILE) is not set: this service signs session tokens with it',
      ]);
      const missing = problemsOf(() => readSettings(ServiceSettings, { AUTH_PUBLIC_KEY_FILE: path.join(dir, 'nope.pem') }));
      expect(missing).toEqual([`AUTH_PUBLIC_KEY_FILE must name a readable file, not "${path.join(dir, 'nope.pem')}" (ENOENT)`]);
      // The private key where the public one belongs: refused, and not a line of it printed.
      const swapped = problemsOf(() => readSettings(ServiceSettings, { AUTH_PUBLIC_KEY: keys.privateKey }));
      expect(swapped).toEqual(['AUTH_PUBLIC_KEY must be an RSA public key in PEM form ("-----BEGIN PUBLIC KEY-----")']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a JSON file a schema accepts, and says in one line what is wrong with one it does not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-json-'));
    try {
      const Table = z.object({ routes: z.array(z.object({ prefix: z.string() })) });
      const File = z.object({ TABLE_FILE: optionalSetting(read.jsonFile(Table)) });
      fs.writeFileSync(path.join(dir, 'good.json'), JSON.stringify({ routes: [{ prefix: '/api' }] }));
      fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ routes: [{ prefix: 1 }] }));
      fs.writeFileSync(path.join(dir, 'broken.json'), '{ "routes": [');
      expect(readSettings(File, { TABLE_FILE: path.join(dir, 'good.json') }).TABLE_FILE).toEqual({ routes: [{ prefix: '/api' }] });
      const [bad] = problemsOf(() => readSettings(File, { TABLE_FILE: path.join(dir, 'bad.json') }));
      expect(bad).toMatch(/^TABLE_FILE names .*bad\.json, which is not what is expected \(routes\.0\.prefix: /);
      const [broken] = problemsOf(() => readSettings(File, { TABLE_FILE: path.join(dir, 'broken.json') }));
      expect(broken).toMatch(/^TABLE_FILE must name a readable JSON file/);
      for (const problem of [bad, broken]) expect(problem).not.toContain('\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
