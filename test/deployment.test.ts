import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, SESSION_CHECKING_SERVICES } from '@storefront/contracts';
import { loadRouteTable } from '@storefront/routes';
import { SERVICES } from '@storefront/standalone';

const ROOT = path.resolve(__dirname, '..');
const compose = (...args: string[]) =>
  execFileSync('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), ...args], { cwd: ROOT, encoding: 'utf8' });
const file = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

describe('docker-compose.yml', () => {
  it("is accepted by Debian's docker-compose", () => {
    expect(() => compose('config', '-q')).not.toThrow();
  });

  it('runs every service, the gateway, the shell and every remote, each from its own Dockerfile', () => {
    const services = compose('config', '--services').trim().split('\n').sort();
    const expected = [
      'postgres',
      'rabbitmq',
      'gateway',
      'shell',
      'payment-sandbox',
      ...SERVICES.map((s) => s.name),
      ...Object.values(REMOTES).map((r) => r.workspace),
    ];
    expect(services).toEqual(expected.sort());
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

  it('tells the gateway where every routed service and every remote is', () => {
    for (const service of new Set(loadRouteTable().map((r) => r.service))) {
      expect(file).toContain(`SERVICE_URL_${service.toUpperCase().replace(/-/g, '_')}: http://${service}:3000`);
    }
    for (const name of Object.keys(REMOTES)) expect(file).toMatch(new RegExp(`REMOTE_URL_${name.toUpperCase()}: http`));
  });
});
