import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Stats } from 'webpack';
import type { FrontendApp } from './app';
import { publishRelease } from './releases';
import { webpackConfig } from './webpack-config';

export async function loadApp(dir: string): Promise<FrontendApp> {
  const file = path.resolve(dir, 'frontend.config.ts');
  if (!fs.existsSync(file)) throw new Error(`${dir} has no frontend.config.ts`);
  return ((await import(pathToFileURL(file).href)) as { default: FrontendApp }).default;
}

/** What the size report needs from a build: the files, and which of them each exposed module and the
 * entry need. Written next to the build as dist/federation-stats.json. */
export interface FederationStats {
  app: string;
  kind: FrontendApp['kind'];
  /** Files the page loads before anything else (host: everything it needs to start). */
  initial: string[];
  /** Exposed module → the chunks it loads (a remote's own code, not the shared libraries). */
  exposes: Record<string, string[]>;
}

function federationStats(app: FrontendApp, stats: Stats): FederationStats {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: true, ids: true });
  const chunks = (json.chunks ?? []).map((c) => ({
    files: (c.files ?? []).filter((f) => f.endsWith('.js')),
    origins: (c.origins ?? []).map((o) => `${o.moduleName ?? ''}|${o.request ?? ''}`),
    // A library can sit in two chunks with the same content (Module Federation's "provide" and
    // "fallback" copies); only one is ever loaded, so chunks are counted once per module set.
    signature: (c.modules ?? [])
      .map((m) => String(m.identifier ?? m.name))
      .sort()
      .join('\n'),
    entry: c.initial === true,
  }));
  const exposes: Record<string, string[]> = {};
  for (const [expose, file] of Object.entries(app.exposes ?? {})) {
    exposes[expose] = chunks.filter((c) => c.origins.includes(`container entry|${file}`)).flatMap((c) => c.files);
  }
  let initial: string[];
  if (app.kind === 'host') {
    // The shell loads its entry, the bootstrap and the shared libraries it provides when it starts;
    // not a language's messages (`import('./messages.fr')`), which only a page in that language fetches.
    const seen = new Set<string>();
    initial = [];
    const onlyForALanguage = (c: (typeof chunks)[number]) =>
      c.origins.length > 0 && c.origins.every((o) => /\.fr$/.test(o.split('|')[1] ?? ''));
    // Of two copies, the one that loads is the shared library's own (what the share scope hands out), not
    // the fallback kept for a consumer that finds no shared copy.
    const fallbackOnly = (c: (typeof chunks)[number]) =>
      c.origins.length > 0 && c.origins.every((o) => o.startsWith('consume shared module'));
    for (const c of [...chunks].sort((a, b) => Number(fallbackOnly(a)) - Number(fallbackOnly(b)))) {
      if (c.files.length === 0 || seen.has(c.signature) || onlyForALanguage(c)) continue;
      seen.add(c.signature);
      initial.push(...c.files);
    }
  } else {
    initial = chunks.filter((c) => c.files.includes('remoteEntry.js')).flatMap((c) => c.files);
  }
  return { app: app.name, kind: app.kind, initial, exposes };
}

/** Builds one frontend for production; resolves with its stats (and, for a remote, the release it was
 * published as), rejects with webpack's errors. */
export function buildApp(app: FrontendApp): Promise<FederationStats & { release?: { version: string; isNew: boolean } }> {
  return new Promise((resolve, reject) => {
    webpack(webpackConfig(app, 'production'), (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack gave no result'));
      if (stats.hasErrors()) {
        const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
        return reject(new Error(errors.map((e) => e.message).join('\n\n')));
      }
      const fed = federationStats(app, stats);
      fs.writeFileSync(path.join(app.dir, 'dist', 'federation-stats.json'), JSON.stringify(fed, null, 2));
      // A remote's build is also published under its version, beside the earlier ones (see releases.ts).
      if (app.kind === 'remote') resolve({ ...fed, release: publishRelease(path.join(app.dir, 'dist'), path.join(app.dir, 'releases')) });
      else resolve(fed);
    });
  });
}
