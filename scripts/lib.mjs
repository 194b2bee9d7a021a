// Shared by the root scripts (build, start, dev, test): where things are and how to run a step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaces } from './workspaces.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { services, remotes } = workspaces();
/** The shell, then every remote (each folder mf-*). */
export const FRONTENDS = ['shell', ...remotes.map((r) => r.dir)];
/** Node programs bundled to dist/ (workspace code is TypeScript; libraries stay in node_modules): the
 * single-process store, the gateway and every service (each folder of services/). test/topology.test.ts
 * checks these are the topology's (deploy/topology.ts). */
export const NODE_ENTRIES = ['standalone/src/main.ts', 'gateway/src/server.ts', ...services.map((s) => `${s.dir}/src/server.ts`)].map(
  (source) => [source, source.replace('/src/', '/dist/').replace(/\.ts$/, '.js')],
);

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

/** What the build writes beside the sources (the bundles, the shell's server build, the remotes'
 * releases): never a reason to build again, even when a deploy or a test adds a release. */
const BUILD_OUTPUTS = new Set(['node_modules', 'dist', 'dist-server', 'releases']);

/** Newest modification time of any source file under the given folders (build outputs aside). */
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
      if (BUILD_OUTPUTS.has(e.name) || e.name.startsWith('.')) continue;
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
