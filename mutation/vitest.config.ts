import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant: the ones that guard the mutated modules (modules.json).
// Stryker copies the repository into a sandbox and mutates the copy, but the workspaces' links in
// node_modules point back at the original files, so each workspace package is resolved to the
// sandbox's own source here: otherwise a mutant in packages/ would never be run.
const root = path.resolve(import.meta.dirname, '..');
const guarded = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'modules.json'), 'utf8')) as {
  modules: Array<{ name: string; tests: string[] }>;
};
const only = (process.env.MUTATION_ONLY ?? '').split(',').filter(Boolean);
const modules = guarded.modules.filter((m) => only.length === 0 || only.some((word) => m.name.includes(word)));

function workspaceAliases() {
  const dirs = ['packages', 'services'].flatMap((parent) =>
    fs.readdirSync(path.join(root, parent)).map((name) => path.join(root, parent, name)),
  );
  return dirs
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .flatMap((dir) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, string> };
      return Object.entries(pkg.exports ?? {}).map(([subpath, file]) => ({
        find: new RegExp(`^${(pkg.name + subpath.slice(1)).replace(/[/.]/g, '\\$&')}$`),
        replacement: path.join(dir, file),
      }));
    });
}

export default defineConfig({
  resolve: { alias: workspaceAliases() },
  test: {
    environment: 'node',
    include: [...new Set(modules.flatMap((m) => m.tests))],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The service suites once, on the backends as deployed: a mutant is as dead on one as on both.
    env: { TEST_BACKENDS: 'deployed' },
  },
});
