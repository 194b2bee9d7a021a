// The workspaces and the architecture's import boundaries between them, read from the folders and
// package.json files so that a new service or remote is covered without editing the lint config.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readPackage(dir) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
}

function workspacesIn(parent, filter = () => true) {
  const base = parent ? path.join(ROOT, parent) : ROOT;
  return fs
    .readdirSync(base)
    .filter((name) => filter(name) && fs.existsSync(path.join(base, name, 'package.json')))
    .sort()
    .map((name) => {
      const dir = parent ? `${parent}/${name}` : name;
      const pkg = readPackage(dir);
      return { dir, name: pkg.name, dependencies: Object.keys(pkg.dependencies ?? {}) };
    });
}

/** Every workspace by the part it plays. */
export function workspaces() {
  const remotes = workspacesIn('', (name) => name.startsWith('mf-'));
  const [shell, gateway, standalone, e2e] = ['shell', 'gateway', 'standalone', 'e2e'].map((dir) => ({ dir, name: readPackage(dir).name }));
  return { packages: workspacesIn('packages'), services: workspacesIn('services'), remotes, shell, gateway, standalone, e2e };
}

/** The packages that run only in the browser or on both sides; every other package is server code. */
const BROWSER_PACKAGES = ['@storefront/ui', '@storefront/contracts'];

/** ESLint config objects: one per kind of code, each forbidding what that code may not import. */
export function importBoundaries() {
  const { packages, services, remotes, shell, gateway, standalone, e2e } = workspaces();
  const apps = [...services, ...remotes, shell, gateway, standalone, e2e];
  const browserApps = [...remotes, shell];
  const browserPackages = packages.filter((p) => BROWSER_PACKAGES.includes(p.name));
  const serverPackages = packages.filter((p) => !BROWSER_PACKAGES.includes(p.name));
  // Libraries server code depends on that no browser workspace does (express, pg, pino, ...).
  const browserDeps = new Set([...browserApps, ...browserPackages].flatMap((w) => w.dependencies ?? []));
  const serverLibraries = [...new Set([...serverPackages, ...services, gateway].flatMap((w) => w.dependencies ?? []))].filter(
    (d) => !d.startsWith('@storefront/') && !browserDeps.has(d),
  );

  const forbid = (list, message) => list.map((w) => ({ name: w.name, message }));
  // A relative import that climbs out of its workspace into another one.
  const escapes = [
    {
      regex: '^(\\.\\./)+(services|packages|gateway|standalone|shell|e2e|mf-[^/]+)(/|$)',
      message: 'Import another workspace by its package name, never by a relative path.',
    },
    {
      regex: '^(\\.\\./)+[^./][^/]*/(src|test|eval)(/|$)',
      message: 'Import another workspace by its package name, never by a relative path into its folders.',
    },
  ];
  // A forbidden workspace is forbidden whole: `@storefront/orders/payments` or `@storefront/mf-cart/src/x`
  // as much as `@storefront/orders` (only the contracts' zod-free `./shop` entry is meant for the browser).
  const subpaths = (paths) =>
    paths
      .filter((p) => p.name.startsWith('@storefront/') && p.name !== '@storefront/contracts')
      .map((p) => ({ group: [`${p.name}/**`], message: p.message }));
  const rule = (paths, patterns = []) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns: [...escapes, ...subpaths(paths), ...patterns] }],
  });
  const browserOnly = [
    ...forbid(serverPackages, 'Browser code never imports server packages.'),
    ...serverLibraries.map((name) => ({ name, message: 'Browser code never imports server libraries.' })),
    {
      name: '@storefront/contracts',
      allowTypeImports: true,
      message: "Browser code takes types from '@storefront/contracts' and values from '@storefront/contracts/shop' (no zod in the page).",
    },
  ];
  const nodeBuiltins = [{ regex: '^node:', message: 'Browser code never imports Node built-ins.' }];

  return [
    ...services.map((s) => ({
      files: [`${s.dir}/src/**/*.{ts,tsx}`],
      rules: rule(
        forbid(
          apps.filter((a) => a !== s),
          'A service imports only packages, never another service or app: call it over HTTP or hear its events.',
        ),
      ),
    })),
    ...services.map((s) => ({
      // Tests and evaluations may start other services to compose a deployment; never the front end.
      files: [`${s.dir}/test/**/*.{ts,tsx}`, `${s.dir}/eval/**/*.{ts,tsx}`],
      rules: rule(forbid([...browserApps, standalone, e2e], 'A service test composes services, never the front end or the store.')),
    })),
    {
      // contracts is shared by both sides: its browser part (shop.ts) is kept zod-free by a test of the browser bundle.
      files: [...serverPackages, ...browserPackages.filter((p) => p.name === '@storefront/contracts')].map((p) => `${p.dir}/**/*.{ts,tsx}`),
      rules: rule(forbid(apps, 'A package never imports an app: apps import packages.')),
    },
    // Browser code: what ships to the page (src). Tests of the front end run in Node and may read files.
    ...[...browserPackages.filter((p) => p.name !== '@storefront/contracts'), ...remotes, shell].flatMap((w) => {
      const others = apps.filter((a) => a !== w);
      const why =
        w === shell
          ? 'The shell loads remotes at run time, never imports them.'
          : w.dir.startsWith('packages/')
            ? 'A package never imports an app: apps import packages.'
            : 'A remote never imports another remote or the shell: share through packages/ui or a module the shell hands over.';
      return [
        { files: [`${w.dir}/src/**/*.{ts,tsx}`], rules: rule([...forbid(others, why), ...browserOnly], nodeBuiltins) },
        { files: [`${w.dir}/test/**/*.{ts,tsx}`], rules: rule(forbid(others, why)) },
      ];
    }),
    {
      files: [`${gateway.dir}/**/*.ts`],
      rules: rule(
        forbid(
          apps.filter((a) => a !== gateway),
          'The gateway routes to services over HTTP, never imports an app.',
        ),
      ),
    },
    {
      // The single-process store is where the services and the gateway come together.
      files: [`${standalone.dir}/**/*.ts`],
      rules: rule(forbid([...browserApps, e2e], 'The store serves the front end from its built files, never imports it.')),
    },
  ];
}
