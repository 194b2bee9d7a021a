// A page's first view, drawn here with the shell's server build (shell/src/first-view.tsx) and sent in
// the page's HTML: a visitor sees the page's products as the HTML arrives, instead of after every script
// has arrived and React has drawn the page (on a phone, most of a second). The browser's store then starts
// as it always does, from the answers written beside the view, and its first drawing takes the view's
// place. Any doubt leaves the page to the browser to draw: the build is not there or is of other
// releases than those served, a signed-in shopper (their name and cart are the browser's), or the
// catalogue slower than a page should wait.

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import {
  FIRST_VIEW_ANSWERS_ID,
  FIRST_VIEW_PAGES,
  type FirstView,
  type FirstViewRenderer,
  isCategoryRoute,
  matchStorePage,
  pageDataPaths,
} from '@storefront/contracts/pages';
import { categoryOfSlug } from '@storefront/contracts/shop';
import type { Language } from '@storefront/contracts/languages';
import type { Logger } from 'pino';
import { SESSION_COOKIE, readCookie } from '@storefront/service-kit';
import type { RemoteDeploymentBoard } from '../remote-deployments';
import { jsonForScript } from './head';
import type { StoreLookups } from './lookups';

/** A page waits this long for the catalogue's answers to draw with; then it goes out without a view. */
const ANSWERS_WAIT_MS = 250;
/** Views kept, by what they were drawn from (the same answers draw the same view): the home page and the
 * popular pages are drawn once, not on every load (a view takes 5-30 ms of the gateway's CPU). */
const KEPT_VIEWS = 200;
/** How often the build's file is looked at again (a new build replaces it). */
const LOOK_AGAIN_MS = 1000;

export interface FirstViewPage {
  view: FirstView;
  /** The answers it was drawn with, by path, and as they go in the page (for the store to start from). */
  answers: Record<string, unknown>;
  answersJson: string;
}

/** What came of trying to draw a page load's first view. */
export interface FirstViewAttempt {
  /** The page drawn; none when it is left to the browser. */
  page?: FirstViewPage;
  /** The catalogue's answers to the page's requests, as far as they were asked for the drawing, by path
   * (undefined: not in time, or not a 200): the page's preloads read them instead of asking again, or
   * waiting again for a catalogue that was slow just now. */
  asked: Record<string, unknown>;
}

export interface FirstViews {
  /** Tries to draw the first view of a page load. */
  draw(request: {
    path: string;
    search: string;
    language: Language;
    cookie: string | undefined;
    requestId: string;
    /** The shell's index.html as served: the view must be of the same shell. */
    template: string;
    log: Logger;
  }): Promise<FirstViewAttempt>;
}

const isRenderer = (value: unknown): value is FirstViewRenderer => {
  const r = value as Partial<FirstViewRenderer> | undefined;
  return typeof r?.drawFirstView === 'function' && typeof r.builtWith?.shellEntry === 'string' && typeof r.builtWith.remotes === 'object';
};

/** The build at `file`, loaded again when it changes; undefined while there is none. */
function rendererAt(file: string, log: Logger): () => Promise<FirstViewRenderer | undefined> {
  let kept: { mtimeMs: number; renderer: FirstViewRenderer | undefined } | undefined;
  let lookedAt = 0;
  let looking: Promise<FirstViewRenderer | undefined> | undefined;
  const look = async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(file)).mtimeMs;
    } catch {
      if (kept) log.warn({ file }, 'the first view build is gone: pages are drawn by the browser');
      kept = undefined;
      return undefined;
    }
    if (kept?.mtimeMs === mtimeMs) return kept.renderer;
    try {
      // A new build is a new module: the query makes Node load it rather than hand back the one it has.
      const loaded = ((await import(`${pathToFileURL(file).href}?t=${mtimeMs}`)) as { renderer?: unknown }).renderer;
      kept = { mtimeMs, renderer: isRenderer(loaded) ? loaded : undefined };
      if (!kept.renderer) log.error({ file }, 'the first view build has no renderer: pages are drawn by the browser');
    } catch (err) {
      log.error({ err, file }, 'the first view build could not be loaded: pages are drawn by the browser');
      kept = { mtimeMs, renderer: undefined };
    }
    return kept.renderer;
  };
  return () => {
    if (Date.now() - lookedAt < LOOK_AGAIN_MS && !looking) return Promise.resolve(kept?.renderer);
    looking ??= look().finally(() => {
      lookedAt = Date.now();
      looking = undefined;
    });
    return looking;
  };
}

export function firstViews(options: {
  file: string;
  lookups: Pick<StoreLookups, 'categories' | 'catalogueAnswer'>;
  deployed: Pick<RemoteDeploymentBoard, 'current'>;
  log: Logger;
}): FirstViews {
  const renderer = rendererAt(options.file, options.log);
  const kept = new Map<string, FirstView>();

  /** Whether the build draws what is served: the same shell, the same release of each remote it draws. */
  const drawsWhatIsServed = (built: FirstViewRenderer['builtWith'], template: string) => {
    if (!template.includes(built.shellEntry)) return false;
    const served = options.deployed.current();
    return Object.entries(built.remotes).every(([name, version]) => served[name]?.version === version);
  };

  return {
    async draw({ path, search, language, cookie, requestId, template, log }) {
      const match = matchStorePage(path);
      // A signed-in shopper's page shows their name, which only their browser knows.
      const leftToTheBrowser: FirstViewAttempt = { asked: {} };
      if (!match || !FIRST_VIEW_PAGES.has(match.route.path) || readCookie(cookie, SESSION_COOKIE)) return leftToTheBrowser;
      const built = await renderer();
      if (!built || !drawsWhatIsServed(built.builtWith, template)) return leftToTheBrowser;
      const categories = isCategoryRoute(match.route.path)
        ? await options.lookups.categories(requestId, ANSWERS_WAIT_MS, language)
        : undefined;
      const paths = pageDataPaths(path, search, (slug) =>
        categories?.status === 'found' ? categoryOfSlug(categories.value, slug)?.name : undefined,
      );
      const answers = await Promise.all(paths.map((p) => options.lookups.catalogueAnswer(p, requestId, ANSWERS_WAIT_MS, language)));
      const byPath = Object.fromEntries(paths.map((p, i) => [p, answers[i]]));
      if (answers.some((a) => a === undefined)) return { asked: byPath };
      const answersJson = jsonForScript(byPath);
      // The day too (the home page's holiday shelf changes with it), and the build: a new one draws anew.
      const key = createHash('sha256')
        .update(`${language}\0${path}\0${search}\0${new Date().toISOString().slice(0, 10)}\0${JSON.stringify(built.builtWith)}\0`)
        .update(answersJson)
        .digest('base64url');
      let view = kept.get(key);
      if (!view) {
        try {
          view = await built.drawFirstView({ path, search, language, answers: byPath });
        } catch (err) {
          log.error({ err, path }, 'the first view could not be drawn: the page is drawn by the browser');
          return { asked: byPath };
        }
        if (!view) return { asked: byPath };
        if (kept.size >= KEPT_VIEWS) kept.delete(kept.keys().next().value!);
        kept.set(key, view);
      } else {
        // Most recently used last: the oldest goes first.
        kept.delete(key);
        kept.set(key, view);
      }
      return { page: { view, answers: byPath, answersJson }, asked: byPath };
    },
  };
}

const ROOT_OPENING = /<div id="root"[^>]*>/i;

/** The page with the view and its styles in its root element (in place of what the shell draws before its
 * scripts run), and its answers in the <head>. The styles go in the root, after the store's own (which its
 * scripts add to the <head> as they draw): until the store's drawing takes the root's place, the view's
 * rules come last and the view looks as drawn. The store's rules are the same rules, but added in the
 * order it draws in, and ahead of the view's they would reorder its cascade (its top bar moved). The
 * store's first drawing then clears the root, styles and all. */
export function withFirstView(page: string, { view, answersJson }: FirstViewPage): string {
  const opening = ROOT_OPENING.exec(page);
  const end = opening ? closingOf(page, opening.index + opening[0].length) : -1;
  if (!opening || end < 0) return page;
  const answers = `<script id="${FIRST_VIEW_ANSWERS_ID}" type="application/json">${answersJson}</script>\n  `;
  const body = `${page.slice(0, opening.index + opening[0].length)}${view.styles}${view.html}${page.slice(end)}`;
  return /<\/head>/i.test(body) ? body.replace(/<\/head>/i, () => `${answers}</head>`) : `${answers}${body}`;
}

/** Where the <div> whose content starts at `from` closes (the index of its "</div>"), or -1. */
function closingOf(page: string, from: number): number {
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[0][1] === '/' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return -1;
}
