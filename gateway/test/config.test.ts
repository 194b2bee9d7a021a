import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteTable } from '@storefront/routes';
import { ConfigError } from '@storefront/service-kit';
import { runToExit } from '@storefront/testing';
import { readGatewayConfig } from '../src';

const ROOT = path.resolve(__dirname, '../..');

describe("the gateway's settings", () => {
  it("applies today's defaults", () => {
    const { settings, config } = readGatewayConfig({});
    expect(settings).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(config).toEqual({
      services: {},
      routes: loadRouteTable(),
      corsOrigins: [],
      shellDir: path.join(ROOT, 'shell', 'dist'),
      shellUrl: undefined,
      firstViewFile: path.join(ROOT, 'shell', 'dist-server', 'first-view.mjs'),
      remotes: {
        catalog: { entry: '/remotes/catalog/remoteEntry.js', dir: path.join(ROOT, 'mf-catalog', 'releases') },
        account: { entry: '/remotes/account/remoteEntry.js', dir: path.join(ROOT, 'mf-account', 'releases') },
        cart: { entry: '/remotes/cart/remoteEntry.js', dir: path.join(ROOT, 'mf-cart', 'releases') },
        support: { entry: '/remotes/support/remoteEntry.js', dir: path.join(ROOT, 'mf-support', 'releases') },
        admin: { entry: '/remotes/admin/remoteEntry.js', dir: path.join(ROOT, 'mf-admin', 'releases') },
      },
      upstreamTimeoutMs: 30_000,
      publicUrl: 'http://localhost:8080',
      remoteDeploymentsFile: path.join(ROOT, '.data', 'remote-deployments.json'),
      operatorToken: undefined,
    });
  });

  it("reads where a remote's releases are served from, the deployments file and the operator token", () => {
    const { config } = readGatewayConfig({
      REMOTE_ORIGIN_CART: 'http://mf-cart:8080',
      REMOTE_DEPLOYMENTS_FILE: '/var/lib/storefront/remotes.json',
      OPERATOR_TOKEN: 'a'.repeat(32),
    });
    expect(config.remotes.cart).toEqual({ entry: '/remotes/cart/remoteEntry.js', origin: 'http://mf-cart:8080' });
    expect(config.remoteDeploymentsFile).toBe('/var/lib/storefront/remotes.json');
    expect(config.operatorToken).toBe('a'.repeat(32));
    // A guessable token is refused, and never printed.
    expect(() => readGatewayConfig({ OPERATOR_TOKEN: 'secret' })).toThrow(/OPERATOR_TOKEN must be at least 24 characters/);
    expect(() => readGatewayConfig({ OPERATOR_TOKEN: 'secret' })).not.toThrow(/"secret"/);
  });

  it('reads where services and remotes are', () => {
    const { config } = readGatewayConfig({
      SERVICE_URL_CATALOG: 'http://catalog:3000',
      SERVICE_URL_PAYMENT_SANDBOX: 'http://payment-sandbox:3000',
      REMOTE_URL_CART: 'http://localhost:3003/remoteEntry.js',
      SHELL_URL: 'http://shell:80',
      CORS_ORIGINS: 'http://localhost:3000, https://shop.example.ca',
      UPSTREAM_TIMEOUT_MS: '5000',
      PUBLIC_URL: 'https://Shop.Example.ca/',
    });
    expect(config.services).toEqual({ catalog: 'http://catalog:3000', 'payment-sandbox': 'http://payment-sandbox:3000' });
    expect(config.remotes.cart).toEqual({ entry: 'http://localhost:3003/remoteEntry.js' });
    expect(config.shellDir).toBeUndefined();
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'https://shop.example.ca']);
    expect(config.upstreamTimeoutMs).toBe(5000);
    // An origin, so addresses are made by appending a path.
    expect(config.publicUrl).toBe('https://shop.example.ca');
  });

  it('refuses UPSTREAM_TIMEOUT_MS=abc and SERVICE_URL_CATALOG=not-a-url, naming both in one line', () => {
    expect(() => readGatewayConfig({ UPSTREAM_TIMEOUT_MS: 'abc', SERVICE_URL_CATALOG: 'not-a-url' })).toThrow(
      new ConfigError([
        'UPSTREAM_TIMEOUT_MS must be a whole number of at least 1, not "abc"',
        'SERVICE_URL_CATALOG must be an http(s) URL (e.g. http://catalog:3000), not "not-a-url"',
      ]),
    );
    expect(() => readGatewayConfig({ CORS_ORIGINS: 'http://localhost:3000/' })).toThrow(/^CORS_ORIGINS must be origins/);
    expect(() => readGatewayConfig({ REMOTE_URL_CATALOG: 'remoteEntry.js' })).toThrow(
      /^REMOTE_URL_CATALOG must be an http\(s\) URL or a path/,
    );
    expect(() => readGatewayConfig({ PUBLIC_URL: 'shop.example.ca' })).toThrow(
      'PUBLIC_URL must be an http(s) URL (e.g. https://shop.example.ca), not "shop.example.ca"',
    );
  });

  it('routes by the table in GATEWAY_ROUTES_FILE, and reads where its services are', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-routes-'));
    try {
      const file = path.join(dir, 'routes.json');
      fs.writeFileSync(file, JSON.stringify({ routes: [{ prefix: '/api/gift-cards', service: 'gift-cards' }] }));
      const { config } = readGatewayConfig({ GATEWAY_ROUTES_FILE: file, SERVICE_URL_GIFT_CARDS: 'http://gift-cards:3000' });
      expect(config.routes).toEqual([{ prefix: '/api/gift-cards', service: 'gift-cards', accept: 'any' }]);
      expect(config.services).toEqual({ 'gift-cards': 'http://gift-cards:3000' });

      fs.writeFileSync(file, JSON.stringify({ routes: [{ prefix: 'api', service: 'x' }] }));
      expect(() => readGatewayConfig({ GATEWAY_ROUTES_FILE: file })).toThrow(/^GATEWAY_ROUTES_FILE names .*routes\.json, which is not/);
      expect(() => readGatewayConfig({ GATEWAY_ROUTES_FILE: path.join(dir, 'none.json') })).toThrow(
        /^GATEWAY_ROUTES_FILE must name a readable JSON file.*\(ENOENT\)$/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the gateway process with a malformed setting', () => {
  it('says so in one line on stderr and exits without listening', async () => {
    const run = await runToExit('gateway/src/server.ts', { PORT: '0', UPSTREAM_TIMEOUT_MS: 'abc' });
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      'The gateway cannot start: UPSTREAM_TIMEOUT_MS must be a whole number of at least 1, not "abc".',
    ]);
    expect(run.stdout).toBe('');
  });
});
