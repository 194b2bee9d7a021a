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
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
/** The Dockerfile's stages by name, each from its FROM line to the next. */
const stageTexts = new Map(
  dockerfile
    .split(/^(?=FROM )/m)
    .filter((t) => t.startsWith('FROM '))
    .map((t) => [/^FROM \S+ AS (\S+)/.exec(t)![1]!, t] as const),
);
const stages = new Set(stageTexts.keys());
const stageText = (name: string) => stageTexts.get(name) ?? '';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
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

  it('runs every service, the gateway, the shell and every remote, each from its target of the one Dockerfile', () => {
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
    const built = Object.entries(services).filter(([, s]) => s.build);
    expect(built.map(([name]) => name).sort()).toEqual(
      expected.filter((n) => !['postgres', 'database-setup', 'rabbitmq'].includes(n)).sort(),
    );
    for (const [name, { build }] of built) {
      expect(path.resolve(build!.context, build!.dockerfile), name).toBe(path.join(ROOT, 'Dockerfile'));
      expect(stages.has(build!.target!), `${name}: target ${build!.target}`).toBe(true);
      // Each argument names the part's own folder, which the target's COPY lines read.
      if (build!.args?.SERVICE) expect(`services/${build!.args.SERVICE}`, name).toBe(`services/${name}`);
      if (build!.args?.FRONTEND) expect(build!.args.FRONTEND, name).toBe(name);
      const needs = [...stageText(build!.target!).matchAll(/^ARG (\w+)/gm)].map((m) => m[1]!);
      expect(Object.keys(build!.args ?? {}).sort(), name).toEqual(needs.sort());
    }
    expect(fs.readdirSync(ROOT).filter((f) => /Dockerfile/.test(f))).toEqual(['Dockerfile']);
  });

  it("runs each service as an unprivileged user that owns the service's data folder", () => {
    const runtime = stageText('service');
    expect(runtime).toMatch(/ENV [^\n]*DATA_DIR=\/data/);
    const chown = runtime.indexOf('chown node:node /data');
    expect(chown).toBeGreaterThan(0);
    expect(runtime.indexOf('USER node')).toBeGreaterThan(chown);
    expect(stageText('gateway').indexOf('USER node')).toBeGreaterThan(0);
  });

  it('builds every image on a supported Node LTS, installs from the lock file before the sources, once for all, and ships no source maps', () => {
    // Node 20 left maintenance in April 2026.
    for (const from of dockerfile.matchAll(/^FROM node:(\d+)/gm)) expect(Number(from[1])).toBeGreaterThanOrEqual(22);
    // One install of every dependency, which every image's build starts from; it sees only the
    // manifests, so an edit to the sources does not reinstall everything.
    expect(dockerfile.match(/^RUN npm ci --ignore-scripts\n/gm)).toHaveLength(1);
    const build = stageText('build');
    expect(build.indexOf('RUN npm ci --ignore-scripts\n')).toBeGreaterThan(0);
    expect(build.indexOf('RUN npm ci --ignore-scripts\n')).toBeLessThan(build.indexOf('COPY . .'));
    expect(stageText('manifests')).toContain('! -name package.json ! -name package-lock.json -delete');
    for (const stage of ['programs', 'frontends']) {
      expect(stageText(stage), stage).toMatch(/^FROM build AS /);
      expect(stageText(stage), stage).toMatch(/-name '\*\.map' -delete/);
    }
    expect(dockerfile).not.toContain('--enable-source-maps');
    // nginx too runs as an unprivileged user.
    for (const stage of ['shell', 'remote']) expect(stageText(stage), stage).toMatch(/^FROM nginxinc\/nginx-unprivileged:/);
    // Secrets and local builds stay out of the build context.
    const ignored = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', 'secrets', '.env']) expect(ignored, entry).toContain(entry);
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
