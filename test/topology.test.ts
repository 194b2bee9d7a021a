// The topology (deploy/topology.ts) against the code it describes: the services and remotes that exist,
// the events each service really publishes and consumes, the services each one's settings say it calls,
// the route table, the single-process store and the build's list of programs; and the distributed test
// deployment's environments, made from it. The files made from it are checked where they are made
// (deployment-files, kubernetes, deployment).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EventPayloads, EventSubscriptions, REMOTES, REMOTE_MODULES } from '@storefront/contracts';
import { readGatewayConfig } from '@storefront/gateway';
import { SandboxSettings } from '@storefront/payment-sandbox';
import { loadRouteTable } from '@storefront/routes';
import { type AuthKeySettings, generateAuthKeys, readSettings, requiredAuthKeys } from '@storefront/service-kit';
import { SERVICES as STORE_SERVICES } from '@storefront/standalone';
import { type DeployedProcess, environmentsOf } from '../e2e/src/deployment';
import { DATABASE_SERVICES, FRONTENDS, GATEWAY, PROGRAMS, ROUTED_SERVICES, SERVICES, envName, urlSettingOf } from '../deploy/topology';

const ROOT = path.resolve(__dirname, '..');
// The build's lists, as the build reads them (a plain script, not part of the type-checked program).
const build = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'lib.mjs')).href)) as {
  FRONTENDS: string[];
  NODE_ENTRIES: Array<[string, string]>;
};
const { FRONTENDS: BUILT_FRONTENDS, NODE_ENTRIES } = build;
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

/** The events a service's own code publishes: to its outbox (addToOutbox(tx, '<service>', '<event>')) or
 * straight to the bus (createEvent('<event>'), a notice). */
function publishedBy(service: string): { events: string[]; asOthers: string[] } {
  const events = new Set<string>();
  const asOthers = new Set<string>();
  for (const file of filesUnder(path.join(ROOT, 'services', service, 'src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/addToOutbox\(\s*\w+,\s*'([^']+)',\s*'([^']+)'/g)) {
      events.add(m[2]!);
      if (m[1] !== service) asOthers.add(`${path.relative(ROOT, file)}: as ${m[1]}`);
    }
    for (const m of text.matchAll(/createEvent\(\s*'([^']+)'/g)) events.add(m[1]!);
  }
  return { events: [...events].sort(), asOthers: [...asOthers] };
}

describe('the topology', () => {
  it('names every service folder, and only those, each with its program', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'services'))
      .filter((d) => fs.existsSync(path.join(ROOT, 'services', d, 'package.json')));
    expect(SERVICES.map((s) => s.name).sort()).toEqual(folders.sort());
    for (const s of SERVICES) expect(fs.existsSync(path.join(ROOT, s.workspace, 'src', 'server.ts')), s.name).toBe(true);
  });

  it("is the build's list of programs and of front ends", () => {
    expect([...NODE_ENTRIES].map(([source, bundle]) => `${source} → ${bundle}`).sort()).toEqual(
      PROGRAMS.map(([source, bundle]) => `${source} → ${bundle}`).sort(),
    );
    expect([...BUILT_FRONTENDS].sort()).toEqual(FRONTENDS.map((f) => f.name).sort());
    expect(BUILT_FRONTENDS[0]).toBe('shell');
  });

  it('names every remote of the contracts, with the modules its contract lists', () => {
    const remotes = FRONTENDS.filter((f) => f.remote);
    expect(remotes.map((f) => f.remote!.name)).toEqual(Object.keys(REMOTES));
    for (const f of remotes) {
      const { name } = f.remote!;
      expect(f.name).toBe(REMOTES[name].workspace);
      expect(f.remote!.modules).toEqual(REMOTE_MODULES[name]);
      expect(fs.existsSync(path.join(ROOT, f.name, 'frontend.config.ts')), f.name).toBe(true);
    }
  });

  it.each(SERVICES.map((s) => [s.name, s] as const))('says which events %s publishes, as its code does', (name, node) => {
    const { events, asOthers } = publishedBy(name);
    expect(events).toEqual([...node.publishes].sort());
    expect(asOthers, 'an outbox named after another service').toEqual([]);
    for (const event of node.publishes) expect(Object.keys(EventPayloads)).toContain(event);
  });

  it('takes what each service consumes from the contracts, and each event consumed has its publisher', () => {
    for (const s of SERVICES) {
      expect(s.consumes, s.name).toEqual(s.schema ? EventSubscriptions[s.name as keyof typeof EventSubscriptions] : []);
      for (const event of s.consumes) {
        expect(
          SERVICES.filter((p) => p.publishes.includes(event)).map((p) => p.name),
          `${s.name} consumes ${event}`,
        ).toHaveLength(1);
      }
    }
    expect(Object.keys(EventSubscriptions).sort()).toEqual([...DATABASE_SERVICES].sort());
    // The gateway hears the catalogue's notices, which the catalog publishes.
    for (const event of GATEWAY.hears)
      expect(
        SERVICES.filter((p) => p.publishes.includes(event)).map((p) => p.name),
        event,
      ).toEqual(['catalog']);
  });

  it('says which services each one calls, as its settings do (<NAME>_URL), and starts each after those it calls', () => {
    const settingsOf = (name: string) =>
      name === 'payment-sandbox' ? SandboxSettings : STORE_SERVICES.find((d) => d.name === name)!.settings;
    const names = SERVICES.map((s) => s.name);
    for (const s of SERVICES) {
      const shape = (settingsOf(s.name) as z.ZodObject).shape;
      const called = names.filter((other) => other !== s.name && Object.hasOwn(shape, urlSettingOf(other)));
      // A stand-in's calls are its own (the sandbox's webhooks, SANDBOX_WEBHOOK_URL).
      if (!s.standsInFor) expect(called.sort(), s.name).toEqual([...s.calls].sort());
      for (const callee of s.calls) {
        expect(names, `${s.name} calls ${callee}`).toContain(callee);
        const calleeNode = SERVICES.find((n) => n.name === callee)!;
        if (!calleeNode.standsInFor && !s.standsInFor)
          expect(names.indexOf(callee), `${s.name} starts after ${callee}`).toBeLessThan(names.indexOf(s.name));
      }
    }
  });

  it("takes each service's routes from the route table, which names no other", () => {
    const table = loadRouteTable();
    expect([...new Set(table.map((r) => r.service))].sort()).toEqual([...ROUTED_SERVICES].sort());
    for (const s of SERVICES) expect(s.routes, s.name).toEqual(table.filter((r) => r.service === s.name).map((r) => r.prefix));
    expect(envName('payment-sandbox')).toBe('PAYMENT_SANDBOX');
  });

  it('is what the single-process store starts: every service with a database, in its order', () => {
    expect(STORE_SERVICES.map((d) => d.name)).toEqual([...DATABASE_SERVICES]);
  });
});

describe('the distributed test deployment made from the topology', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-topology-'));
  const keys = generateAuthKeys();
  fs.writeFileSync(path.join(dir, 'public.pem'), keys.publicKey);
  fs.writeFileSync(path.join(dir, 'private.pem'), keys.privateKey);
  const ports = Object.fromEntries([...SERVICES.map((s) => s.name), 'gateway'].map((n, i) => [n, 41000 + i])) as Record<
    DeployedProcess,
    number
  >;
  const environments = environmentsOf({
    dir,
    namespace: 'topology',
    ports,
    databaseUrl: (s) => `postgres://${s}:secret@127.0.0.1:5432/storefront`,
    webhookSecret: 'whsec_topology',
  });

  it.each(STORE_SERVICES.map((d) => [d.name, d] as const))(
    'gives %s an environment its settings accept, with the addresses of those it calls',
    (name, def) => {
      const settings = readSettings(def.settings, environments[name as DeployedProcess]) as Record<string, unknown>;
      expect(() => requiredAuthKeys(settings as AuthKeySettings, { signsSessions: def.signsSessions })).not.toThrow();
      for (const callee of SERVICES.find((s) => s.name === name)!.calls) {
        expect(String(settings[urlSettingOf(callee)]), `${name} → ${callee}`).toContain(`127.0.0.1:${ports[callee]}`);
      }
    },
  );

  it('gives the payment sandbox and the gateway theirs: the gateway every service', () => {
    expect(() => readSettings(SandboxSettings, environments['payment-sandbox'])).not.toThrow();
    const { config } = readGatewayConfig(environments.gateway);
    for (const s of ROUTED_SERVICES) expect(config.services[s], s).toBe(`http://127.0.0.1:${ports[s]}`);
  });
});
