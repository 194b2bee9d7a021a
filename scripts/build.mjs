// npm run build: bundles the Node programs, builds the shell and every remote, and reports how much
// JavaScript each page loads first.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BUILD_STAMP, FRONTENDS, NODE_ENTRIES, ROOT, run } from './lib.mjs';

// --node: only the Node programs; --frontends: only the shell and the remotes (each image builds one of the two).
const onlyNode = process.argv.includes('--node');
const onlyFrontends = process.argv.includes('--frontends');
const started = Date.now();

/** Workspace packages are TypeScript source: bundle them; everything from npm stays external, except
 * OpenTelemetry's SDK: the service kit needs its 3.x packages, which npm installs beside the kit
 * (packages/service-kit/node_modules) because other tools want 2.x at the root, where a bundle in another
 * folder would find the wrong ones. Bundled, each program carries the versions it was built with. */
const bundleWorkspaces = {
  name: 'bundle-workspaces',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@storefront/') || args.path.startsWith('@opentelemetry/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildFrontends() {
  console.log('Building the shell and the remotes');
  await run(process.execPath, ['--import', 'tsx', 'packages/frontend-build/src/cli.ts', 'build', ...FRONTENDS]);
}
/** The shell's server build, which the gateway draws the catalogue's first views with (its image too). */
const buildFirstView = () => run(process.execPath, ['--import', 'tsx', 'packages/frontend-build/src/cli.ts', 'first-view', 'shell']);
if (onlyFrontends) {
  await buildFrontends();
  await buildFirstView();
  process.exit(0);
}

console.log('Building the services and the gateway');
const nodeBundle = (entry, outfile, sourcemap = true) =>
  esbuild.build({
    entryPoints: [path.join(ROOT, entry)],
    outfile: path.join(ROOT, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap,
    // Stack traces need only the mappings: the sources' own text in the map stays resident in every
    // process run with --enable-source-maps (docs/performance.md has the figures).
    sourcesContent: false,
    plugins: [bundleWorkspaces],
    logLevel: 'warning',
  });
// Each program, and the embedded database's thread (packages/data/src/pglite-thread.js), bundled once
// and copied beside each program, which starts it from there (without a source map: it is its own
// source, nearly as written, and a map's relative paths would not hold in another folder).
const THREAD = 'packages/data/dist/pglite-thread.js';
await Promise.all([
  ...NODE_ENTRIES.map(([entry, outfile]) => nodeBundle(entry, outfile)),
  nodeBundle('packages/data/src/pglite-thread.js', THREAD, false),
]);
for (const [, outfile] of NODE_ENTRIES) {
  fs.copyFileSync(path.join(ROOT, THREAD), path.join(ROOT, path.dirname(outfile), 'pglite-thread.js'));
}
console.log(`  ${NODE_ENTRIES.length} programs bundled`);
// The embedded database's initialized copy (packages/data/src/pglite.ts), so the store's first start
// loads it instead of running initdb; made once per PGlite version.
await run(process.execPath, [
  '--import',
  'tsx',
  '--input-type=module',
  '-e',
  "const { openPglite } = await import('@storefront/data'); await (await openPglite()).close();",
]);

if (!onlyNode) {
  await buildFrontends();
  await run(process.execPath, ['--import', 'tsx', 'packages/frontend-build/src/cli.ts', 'sizes', 'shell']);
  await buildFirstView();
}
if (!onlyNode) {
  fs.mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  fs.writeFileSync(BUILD_STAMP, new Date().toISOString());
}
console.log(`\nBuilt in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
