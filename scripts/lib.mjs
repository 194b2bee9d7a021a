// Shared by the root scripts (build, start, dev, test): where things are and how to run a step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FRONTENDS = ['shell', 'mf-catalog', 'mf-account', 'mf-cart', 'mf-support', 'mf-admin'];
/** Node programs bundled to dist/ (workspace code is TypeScript; libraries stay in node_modules). */
export const NODE_ENTRIES = [
  ['standalone/src/main.ts', 'standalone/dist/main.js'],
  ['gateway/src/server.ts', 'gateway/dist/server.js'],
  ['services/users/src/server.ts', 'services/users/dist/server.js'],
  ['services/catalog/src/server.ts', 'services/catalog/dist/server.js'],
  ['services/cart/src/server.ts', 'services/cart/dist/server.js'],
  ['services/orders/src/server.ts', 'services/orders/dist/server.js'],
  ['services/payment-sandbox/src/server.ts', 'services/payment-sandbox/dist/server.js'],
  ['services/recommendations/src/server.ts', 'services/recommendations/dist/server.js'],
  ['services/support/src/server.ts', 'services/support/dist/server.js'],
];

/** The vitest projects of the unit, service and component tests (the browser and serial ones run apart). */
export const UNIT_TEST_PROJECTS = ['node', 'node-own-process', 'web'].flatMap((name) => ['--project', name]);

/** Written after a complete build; sources newer than it mean the build is out of date. (Output files
 * themselves keep old times when their content did not change.) */
export const BUILD_STAMP = path.join(ROOT, 'dist', '.build-complete');

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Newest modification time of any file under the given folders (ignoring dist and node_modules). */
export function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(ROOT, d)));
  return newest;
}

export function mtime(file) {
  try {
    return fs.statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return 0;
  }
}
