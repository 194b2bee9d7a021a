// Bundles the shell's server build (shell/src/first-view.tsx) for Node: the frame and the catalogue's
// pages, drawn by the gateway as a page's first view. Everything it uses is bundled in (React, the router,
// styled-components), one copy each, so the gateway's process needs nothing beside it. It names the
// remotes' releases built beside it and the shell's entry script, which the gateway checks against what
// it serves: a remote redeployed on its own is drawn by the browser until this is built again with it.

import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { REMOTES, type RemoteName } from '@storefront/contracts';
import type { FirstViewRenderer } from '@storefront/contracts/pages';
import { versionOf } from './releases';

export const FIRST_VIEW_ENTRY = 'src/first-view.tsx';
/** Beside the shell's dist/, which the gateway serves to browsers: this one it never serves. */
export const FIRST_VIEW_OUT = 'dist-server/first-view.mjs';
/** The remotes whose code the first view draws: the catalogue's pages (the cart is drawn on its way). */
const DRAWN_REMOTES: RemoteName[] = ['catalog'];

export async function buildFirstView(shellDir: string): Promise<{ file: string; builtWith: FirstViewRenderer['builtWith'] }> {
  const root = path.dirname(shellDir);
  const html = fs.readFileSync(path.join(shellDir, 'dist', 'index.html'), 'utf8');
  const shellEntry = /<script[^>]*\ssrc="\/?(main\.[^"]+\.js)"/.exec(html)?.[1];
  if (!shellEntry) throw new Error('The shell has no built entry script: build it first (npm run build).');
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of DRAWN_REMOTES) {
    const dist = path.join(root, REMOTES[name].workspace, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`The ${name} remote is not built (${dist}): build it first (npm run build).`);
    remotes[name] = versionOf(dist);
  }
  const builtWith: FirstViewRenderer['builtWith'] = { remotes, shellEntry };
  const file = path.join(shellDir, FIRST_VIEW_OUT);
  // The bundle's entry, composed here as webpack's federation config composes the browser's: the shell's
  // renderer with each drawn remote's exposed modules (its exposes.ts, the contract the shell loads).
  const imports = DRAWN_REMOTES.map(
    (name) => `import { exposes as ${name} } from ${JSON.stringify(path.join(root, REMOTES[name].workspace, 'src', 'exposes.ts'))};`,
  );
  const contents = [
    `import { firstViewRenderer } from ${JSON.stringify(path.join(shellDir, FIRST_VIEW_ENTRY))};`,
    ...imports,
    `export const renderer = firstViewRenderer({ ${DRAWN_REMOTES.join(', ')} }, ${JSON.stringify(builtWith)});`,
  ].join('\n');
  await esbuild.build({
    stdin: { contents, resolveDir: shellDir, sourcefile: 'first-view-entry.ts', loader: 'ts' },
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // The libraries' ES modules (styled-components' CommonJS build is not one Node's import can use).
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    // A library bundled as CommonJS may still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return { file, builtWith };
}
