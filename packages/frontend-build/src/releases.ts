// A remote's build is published as a release: a folder named by its version, written once and never
// overwritten, beside releases.json (newest first). The gateway serves whichever release operators chose
// (or the newest), and every kept release stays reachable, so a tab opened before a deploy keeps working.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RemoteReleases } from '@storefront/contracts';

export const RELEASES_FILE = 'releases.json';
/** Releases kept per remote: older ones are removed as new ones are published (a tab rarely stays open
 * across ten deploys; one that does gets its Try again). */
export const KEEP_RELEASES = 10;

/** The files a release carries: what the browser loads and the build's file list, never source maps. */
function releaseFiles(distDir: string): string[] {
  return (fs.readdirSync(distDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile() && !e.name.endsWith('.map'))
    .map((e) => path.relative(distDir, path.join(e.parentPath, e.name)))
    .sort();
}

/** The version of a build: the same files give the same version. */
export function versionOf(distDir: string): string {
  const hash = createHash('sha256');
  for (const file of releaseFiles(distDir)) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export function readReleases(releasesDir: string): RemoteReleases {
  try {
    return RemoteReleases.parse(JSON.parse(fs.readFileSync(path.join(releasesDir, RELEASES_FILE), 'utf8')));
  } catch {
    return { releases: [] };
  }
}

/** Publishes the build in `distDir` under its version in `releasesDir` (a build already published is
 * only moved to the front), and removes releases beyond the newest `keep`. */
export function publishRelease(distDir: string, releasesDir: string, keep = KEEP_RELEASES): { version: string; isNew: boolean } {
  const version = versionOf(distDir);
  fs.mkdirSync(releasesDir, { recursive: true });
  const folder = path.join(releasesDir, version);
  const isNew = !fs.existsSync(folder);
  if (isNew) {
    // Written under another name and renamed: a release folder is whole or absent, never half there.
    const staging = path.join(releasesDir, `.${version}.${process.pid}`);
    fs.rmSync(staging, { recursive: true, force: true });
    for (const file of releaseFiles(distDir)) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      fs.copyFileSync(path.join(distDir, file), path.join(staging, file));
    }
    fs.renameSync(staging, folder);
  }
  const earlier = readReleases(releasesDir).releases.filter((r) => r.version !== version);
  const kept = [{ version, builtAt: new Date().toISOString() }, ...earlier].slice(0, keep);
  for (const old of earlier.slice(keep - 1)) fs.rmSync(path.join(releasesDir, old.version), { recursive: true, force: true });
  const list = path.join(releasesDir, RELEASES_FILE);
  fs.writeFileSync(`${list}.tmp`, JSON.stringify({ releases: kept } satisfies RemoteReleases, null, 2));
  fs.renameSync(`${list}.tmp`, list);
  return { version, isNew };
}
