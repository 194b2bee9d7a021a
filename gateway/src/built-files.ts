// The frontends' built files, sent as the build compressed them (name.js.br, name.js.gz beside name.js,
// at brotli's and gzip's best) to a browser that accepts them, by express-static-gzip: a file is not
// compressed again for each answer at the quicker setting a server uses on the fly (15% larger with
// brotli). A file with no compressed copy (too small to gain) is sent as it is, and the compression
// middleware after this one treats it as any other answer.
import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';
import type { ServerResponse } from 'node:http';

/** Hashed file names never change content, nor do the files of a remote's release (a folder named by
 * its version, under `root`); other entry points must always be revalidated so a team's redeploy is
 * picked up at once. */
export function cacheHeaders(res: ServerResponse, file: string, root?: string) {
  // A compressed copy (name.js.br) is cached as its file is.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  const inRelease = root !== undefined && /^[0-9a-f]{12}$/.test(path.relative(root, file).split(path.sep)[0] ?? '');
  if (inRelease || /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(base) || /^[0-9a-f]{16,}\./.test(base)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** serve-static's options; a folder's index page only by name (the gateway's own folders have none). */
type FileOptions = Omit<ServeStaticOptions<ServerResponse>, 'index'> & { index?: string | false };

/** The files of one build's folder (the shell's), looked through once: a build does not change under a
 * running gateway. */
export function builtFiles(dir: string, options: FileOptions): RequestHandler {
  const index = options.index ?? false; // the store's pages are made by the gateway, not a folder's index
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index,
    serveStatic: { ...options, index },
  }) as RequestHandler;
}

const RELEASE = /^\/([0-9a-f]{12})(\/.*)$/;

/** A remote's releases, each in a folder named by its version and never changed once written: each is
 * looked through when first asked for, so one published while the gateway runs is sent compressed too.
 * Anything else there (releases.json) is sent as it is. */
export function releaseFiles(dir: string, options: FileOptions): RequestHandler {
  const plain = express.static(dir, { ...options, index: false });
  const releases = new Map<string, RequestHandler>();
  return (req, res, next) => {
    const match = RELEASE.exec(req.url);
    if (!match) return plain(req, res, next);
    const [, version, rest] = match as unknown as [string, string, string];
    let serve = releases.get(version);
    if (!serve) {
      const folder = path.join(dir, version);
      if (!fs.existsSync(folder)) return plain(req, res, next);
      serve = builtFiles(folder, options);
      releases.set(version, serve);
    }
    const url = req.url;
    req.url = rest;
    serve(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  };
}
