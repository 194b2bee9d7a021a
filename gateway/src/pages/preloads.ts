// What a page load needs next, written into its HTML so the browser fetches it all at once instead of one
// step after another: the remotes manifest itself (no /remotes.json round trip), the shell's shared
// chunks, the cart's remote and module, the page's remote, and the catalogue
// requests the page's address decides. Without them the home page's first product request waits for
// about seven round trips in a row.

import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemoteName, categoryOfSlug } from '@storefront/contracts/shop';
import { isCategoryRoute, isRedirect, matchStorePage, pageDataPaths } from '@storefront/contracts/pages';
import type { GatewayConfig } from '../config';
import type { RemoteDeploymentBoard } from '../remote-deployments';
import { escapeHtml, jsonForScript } from './head';
import type { FirstViewAttempt } from './first-view';
import { type StoreLookups, picturesOf } from './lookups';

/** What the frontend build writes beside each app (dist/federation-stats.json): the files the app loads
 * first, and the chunks each exposed module needs. */
interface BuildFiles {
  initial: string[];
  exposes: Record<string, string[]>;
}

const isBuildFiles = (v: unknown): v is BuildFiles =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as BuildFiles).initial) &&
  typeof (v as BuildFiles).exposes === 'object' &&
  (v as BuildFiles).exposes !== null;

/** A build's file list, read again when the build changes (a redeployed remote has new file names). */
type BuildFilesSource = () => Promise<BuildFiles | undefined>;

function fromFolder(dir: string): BuildFilesSource {
  const file = path.join(dir, 'federation-stats.json');
  let kept: { mtimeMs: number; files: BuildFiles | undefined } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await fs.stat(file);
      if (kept?.mtimeMs !== mtimeMs) {
        const data: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
        kept = { mtimeMs, files: isBuildFiles(data) ? data : undefined };
      }
      return kept.files;
    } catch {
      return undefined; // not built: the page still works, one step at a time
    }
  };
}

/** Where the app is served by another server: its list, asked again at most every `keepMs`; a page never
 * waits for it (the first pages after a start or a redeploy go out with what is known). */
function fromServer(url: string, keepMs: number): BuildFilesSource {
  let kept: BuildFiles | undefined;
  let askedAt = 0;
  return () => {
    if (Date.now() - askedAt > keepMs) {
      askedAt = Date.now();
      fetch(url, { signal: AbortSignal.timeout(2000) })
        .then((r) => (r.ok ? r.json() : undefined))
        .then((data: unknown) => {
          if (isBuildFiles(data)) kept = data;
        })
        .catch(() => {});
    }
    return Promise.resolve(kept);
  };
}

const STATS_FILE = 'federation-stats.json';
/** A phone shows two cards to a row: the first row's pictures. */
const FIRST_PICTURES = 2;
/** How long a page waits for its listing's pictures (the catalogue answers from its cache in a few ms). */
const PICTURES_WAIT_MS = 150;
const KEEP_REMOTE_LIST_MS = 30_000;

/** The folder a remote's entry is in: its chunks are beside it. */
const folderOf = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);

export interface PagePreloads {
  /** The tags for a page load, to go in its <head>. `drawing`: what came of drawing its first view. The
   * answers a drawn view is drawn with are in its HTML, so they are not preloaded; the listing's pictures
   * are read from the answer the drawing had (still preloaded: the view's pictures are lazy images), and
   * not asked for again when it had none. */
  tags(pathname: string, search: string, requestId: string, drawing?: FirstViewAttempt): Promise<string>;
}

export function pagePreloads(
  config: GatewayConfig,
  deployed: Pick<RemoteDeploymentBoard, 'manifest' | 'current'>,
  lookups?: Pick<StoreLookups, 'categories' | 'firstPictures'>,
): PagePreloads {
  const shell: BuildFilesSource | undefined = config.shellUrl
    ? fromServer(new URL(STATS_FILE, config.shellUrl).href, KEEP_REMOTE_LIST_MS)
    : config.shellDir
      ? fromFolder(config.shellDir)
      : undefined;
  const remoteScripts = remoteScriptsOf(deployed);

  return {
    async tags(pathname, search, requestId, drawing) {
      const match = matchStorePage(pathname);
      const scripts = await pageScripts(shell, remoteScripts, match);
      // A category page's products are asked for by the category's name: the list the page's head was
      // made with (kept for a while) says which name the address's slug is.
      // (The page's head asked for it already: kept, it answers at once; if that failed, one short try.)
      const categories =
        match && isCategoryRoute(match.route.path) && lookups ? await lookups.categories(requestId, PICTURES_WAIT_MS) : undefined;
      const data = pageDataPaths(pathname, search, (slug) =>
        categories?.status === 'found' ? categoryOfSlug(categories.value, slug)?.name : undefined,
      );
      const pictures = await listingPictures(match, search, data, requestId, drawing, lookups);
      return [
        // The shell reads where the remotes are from here instead of asking /remotes.json first.
        `<script id="remotes-manifest" type="application/json">${jsonForScript(deployed.manifest())}</script>`,
        // The API's answers are fetched with the session's cookies (credentials: 'include').
        ...(drawing?.page ? [] : data).map(
          (p) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(p)}" />`,
        ),
        ...[...new Set(scripts)].map((s) => `<link rel="preload" as="script" href="${escapeHtml(s)}" />`),
        ...pictures.map((p) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p)}" />`),
      ].join('\n    ');
    },
  };
}

/** A remote's entry, and with `module` the chunks of that module. */
type RemoteScripts = (name: string, module?: string) => Promise<string[]>;

/** A preload that failed (its remote was down) is what the browser hands the next request for the same
 * file, once: the shell's loads try twice (./remotes in the shell), so the page's Try again still reaches
 * the remote once it is back. */
function remoteScriptsOf(deployed: Pick<RemoteDeploymentBoard, 'current'>): RemoteScripts {
  // Each build's file list, by where it is: a remote switched to another release brings its own.
  const lists = new Map<string, BuildFilesSource>();
  const filesOf = (from: { dir: string } | { url: string }): BuildFilesSource => {
    const key = 'dir' in from ? `dir:${from.dir}` : `url:${from.url}`;
    let list = lists.get(key);
    if (!list) {
      list = 'dir' in from ? fromFolder(from.dir) : fromServer(from.url, KEEP_REMOTE_LIST_MS);
      // Releases are few, but a long-running gateway should not keep a list for every one it ever served.
      if (lists.size > 64) lists.clear();
      lists.set(key, list);
    }
    return list;
  };
  return async (name, module) => {
    const remote = deployed.current()[name];
    if (!remote) return [];
    const built = module && remote.statsFrom ? await filesOf(remote.statsFrom)() : undefined;
    return [remote.entry, ...((module && built?.exposes[module]) || []).map((f) => folderOf(remote.entry) + f)];
  };
}

type PageMatch = ReturnType<typeof matchStorePage>;

async function pageScripts(shell: BuildFilesSource | undefined, remoteScripts: RemoteScripts, match: PageMatch): Promise<string[]> {
  const scripts: string[] = [];
  // The shell's entry is in the HTML already; the rest of what it starts with is fetched beside it.
  const shellFiles = (await shell?.()) ?? { initial: [], exposes: {} };
  scripts.push(...shellFiles.initial.filter((f) => !/^main\./.test(f)).map((f) => `/${f}`));
  // Every page starts the cart (the badge, Add to Cart); a cart that failed stays away until a reload
  // anyway, so its module is preloaded too.
  scripts.push(...(await remoteScripts('cart' satisfies RemoteName, './cart')));
  // An admin's page loads its remote only for an admin: nobody else downloads the back office.
  // The page's own module too: without it, its chunk is asked for only once the remote's entry has
  // run, one more round trip (150 ms on a phone's network) before the page can be drawn.
  if (match && !isRedirect(match.route) && !match.route.adminOnly && !match.route.comingSoon && match.route.remote in REMOTES)
    scripts.push(...(await remoteScripts(match.route.remote, match.route.module)));
  return scripts;
}

/** A listing's first pictures are what a phone's screen shows largest (its LCP): fetched beside the
 * scripts instead of after the cards are drawn. The catalogue keeps these answers; a slow one is not
 * waited for. Only a first page without filters (the home page's, a category's), which the catalogue
 * has kept: a search's words, a filter or a page number make a new question each time, and asking it
 * here would make the catalogue answer it twice when the page asks too. */
async function listingPictures(
  match: PageMatch,
  search: string,
  data: string[],
  requestId: string,
  drawing: FirstViewAttempt | undefined,
  lookups: Pick<StoreLookups, 'firstPictures'> | undefined,
): Promise<string[]> {
  const listing =
    match?.route.path !== '/search' && !search.replace(/^\?/, '') ? data.find((p) => p.startsWith('/api/products?')) : undefined;
  if (!listing) return [];
  if (drawing && listing in drawing.asked) return picturesOf(drawing.asked[listing], FIRST_PICTURES);
  return lookups ? await lookups.firstPictures(listing, FIRST_PICTURES, requestId, PICTURES_WAIT_MS) : [];
}

/** The page with `tags` at the end of its <head>. */
export function withPreloads(page: string, tags: string): string {
  if (!tags) return page;
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, () => `    ${tags}\n  </head>`) : `${tags}\n${page}`;
}
