import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES, SESSION_CHECKING_SERVICES } from '@storefront/contracts';
import { passwordVariable } from '@storefront/data';
import { readGatewayConfig } from '@storefront/gateway';
import { SandboxSettings } from '@storefront/payment-sandbox';
import { loadRouteTable } from '@storefront/routes';
import { generateAuthKeys, readSettings, requiredAuthKeys } from '@storefront/service-kit';
import { SERVICES } from '@storefront/standalone';

const ROOT = path.resolve(__dirname, '..');
const compose = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
const file = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: unknown[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}
/** The file as docker-compose reads it (anchors merged, ${VARIABLES} put in). */
const resolved = (env: Record<string, string> = {}) => parse(compose(['config'], env)) as { services: Record<string, ComposeService> };
const { services } = resolved();
const FRONTENDS = ['shell', ...Object.values(REMOTES).map((r) => r.workspace)];
const seconds = (duration: string) => {
  const m = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration)!;
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
};

/** A container's environment as its process reads it: the session keys it mounts from ./secrets made here. */
function environmentOf(name: string): Record<string, string> {
  const keys = generateAuthKeys();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-compose-keys-'));
  fs.writeFileSync(path.join(dir, 'session-private.pem'), keys.privateKey);
  fs.writeFileSync(path.join(dir, 'session-public.pem'), keys.publicKey);
  const env = { ...services[name]!.environment };
  for (const [key, value] of Object.entries(env)) if (value.startsWith('/run/keys/')) env[key] = path.join(dir, path.basename(value));
  return env;
}

describe('docker-compose.yml', () => {
  it("is accepted by Debian's docker-compose", () => {
    expect(() => compose(['config', '-q'])).not.toThrow();
  });

  it('runs every service, the gateway, the shell and every remote, each from its own Dockerfile', () => {
    const names = compose(['config', '--services']).trim().split('\n').sort();
    const expected = [
      'postgres',
      'database-setup',
      'rabbitmq',
      'gateway',
      'shell',
      'payment-sandbox',
      ...SERVICES.map((s) => s.name),
      ...Object.values(REMOTES).map((r) => r.workspace),
    ];
    expect(names).toEqual(expected.sort());
    for (const m of file.matchAll(/dockerfile: (\S+) \}/g)) {
      expect(fs.existsSync(path.join(ROOT, m[1]!)), m[1]).toBe(true);
    }
  });

  it("runs each service as an unprivileged user that owns the service's data folder", () => {
    for (const service of SERVICES) {
      const dockerfile = fs.readFileSync(path.join(ROOT, 'services', service.name, 'Dockerfile'), 'utf8');
      const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
      expect(runtime, service.name).toMatch(/ENV [^\n]*DATA_DIR=\/data/);
      const chown = runtime.indexOf('chown node:node /data');
      expect(chown, service.name).toBeGreaterThan(0);
      expect(runtime.indexOf('USER node'), service.name).toBeGreaterThan(chown);
    }
  });

  it('builds every image on a supported Node LTS, installs from the lock file before the sources, and ships no source maps', () => {
    const dockerfiles = [...file.matchAll(/dockerfile: (\S+) \}/g)].map((m) => m[1]!);
    expect(dockerfiles.length).toBeGreaterThanOrEqual(14);
    for (const dockerfile of dockerfiles) {
      const text = fs.readFileSync(path.join(ROOT, dockerfile), 'utf8');
      // Node 20 left maintenance in April 2026.
      for (const from of text.matchAll(/^FROM node:(\d+)/gm)) expect(Number(from[1]), dockerfile).toBeGreaterThanOrEqual(22);
      const build = text.slice(text.indexOf(' AS build'));
      // The install sees only the manifests, so an edit to the sources does not reinstall everything.
      expect(build.indexOf('RUN npm ci --ignore-scripts\n'), dockerfile).toBeGreaterThan(0);
      expect(build.indexOf('RUN npm ci --ignore-scripts\n'), dockerfile).toBeLessThan(build.indexOf('COPY . .'));
      expect(text, dockerfile).toMatch(/-name '\*\.map' -delete/);
      expect(text, dockerfile).not.toContain('--enable-source-maps');
      // nginx too runs as an unprivileged user.
      if (text.includes('nginx')) expect(text.slice(text.lastIndexOf('FROM ')), dockerfile).toMatch(/^FROM nginxinc\/nginx-unprivileged:/);
    }
  });

  it("tells every service when a shopper's sessions end (each checks sessions itself)", () => {
    expect([...SESSION_CHECKING_SERVICES].sort()).toEqual(SERVICES.map((s) => s.name).sort());
  });

  it('tells the gateway where every routed service is, and the server of each remote, which the browser reaches through it', () => {
    for (const service of new Set(loadRouteTable().map((r) => r.service))) {
      expect(file).toContain(`SERVICE_URL_${service.toUpperCase().replace(/-/g, '_')}: http://${service}:3000`);
    }
    const { config } = readGatewayConfig(services.gateway!.environment);
    for (const [name, r] of Object.entries(REMOTES)) {
      // Never localhost: the browser is not on the Docker host; it asks the gateway for /remotes/<name>/….
      expect(config.remotes[name], name).toMatchObject({ entry: `/remotes/${name}/remoteEntry.js`, origin: `http://${r.workspace}:8080` });
    }
    expect(file).not.toMatch(/REMOTE_URL_|localhost:300\d/);
  });

  it("publishes no port but the gateway's 8080, so every service and frontend scales by replicas", () => {
    const published = Object.entries(services).filter(([, s]) => s.ports !== undefined);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
    expect(services.gateway!.ports).toHaveLength(1);
    expect(JSON.stringify(services.gateway!.ports)).toContain('8080');
    expect(JSON.stringify(services.gateway!.ports)).not.toContain('9090');
  });

  it('connects each service as its own database role, which the database-setup container makes before any service starts', () => {
    const setup = services['database-setup']!;
    expect(setup.image).toMatch(/^postgres:/);
    expect(setup.command).toEqual(['psql', '-X', '-q', '-f', '/setup/database-setup.sql']);
    expect(setup.volumes).toContain(`${path.join(ROOT, 'deploy', 'database-setup.sql')}:/setup/database-setup.sql:ro`);
    const check = (given: typeof services) => {
      for (const def of SERVICES) {
        const url = new URL(given[def.name]!.environment!.DATABASE_URL!);
        expect(url.username, def.name).toBe(def.name);
        expect(url.password, def.name).toBe(given['database-setup']!.environment![passwordVariable(def.name)]);
        expect(given[def.name]!.depends_on).toMatchObject({
          postgres: { condition: 'service_healthy' },
          rabbitmq: { condition: 'service_healthy' },
          'database-setup': { condition: 'service_completed_successfully' },
        });
      }
    };
    check(services);
    // A password given in the environment reaches both the setup and the service.
    const given = resolved({ CART_DATABASE_PASSWORD: 'cart-from-the-environment' }).services;
    check(given);
    expect(new URL(given.cart!.environment!.DATABASE_URL!).password).toBe('cart-from-the-environment');
    // No service connects as the administrator.
    for (const def of SERVICES) expect(services[def.name]!.environment!.DATABASE_URL).not.toMatch(/\/\/storefront:/);
  });

  it('starts in order: the gateway once every service is ready and every frontend answers', () => {
    for (const def of SERVICES) {
      expect(services[def.name]!.healthcheck!.test.join(' '), def.name).toContain('http://127.0.0.1:3000/readyz');
      expect(services.gateway!.depends_on![def.name], def.name).toEqual({ condition: 'service_healthy' });
    }
    for (const name of FRONTENDS) {
      expect(services[name]!.healthcheck!.test.join(' '), name).toContain('http://127.0.0.1:8080/healthz');
      expect(services.gateway!.depends_on![name], name).toEqual({ condition: 'service_healthy' });
    }
    // The nginx configuration answers that check.
    expect(fs.readFileSync(path.join(ROOT, 'packages/frontend-build/nginx.conf'), 'utf8')).toMatch(
      /location = \/healthz \{[^}]*return 200/,
    );
  });

  it('gives a stopping container time to drain and finish what it is doing before it is killed', () => {
    for (const name of [...SERVICES.map((s) => s.name), 'gateway']) {
      const env = services[name]!.environment!;
      const settings =
        name === 'gateway'
          ? readGatewayConfig(env).settings
          : readSettings(SERVICES.find((s) => s.name === name)!.settings, environmentOf(name));
      expect(seconds(services[name]!.stop_grace_period!) * 1000, name).toBeGreaterThan(
        settings.SHUTDOWN_DRAIN_MS + settings.SHUTDOWN_TIMEOUT_MS,
      );
    }
  });

  it('gives every service an environment its own settings schema accepts (as it would at start)', () => {
    for (const def of SERVICES) {
      const settings = readSettings(def.settings, environmentOf(def.name));
      expect(() => requiredAuthKeys(settings, { signsSessions: def.signsSessions }), def.name).not.toThrow();
    }
    expect(() => readSettings(SandboxSettings, services['payment-sandbox']!.environment)).not.toThrow();
  });
});
