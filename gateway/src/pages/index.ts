// The store's pages as the web sees them: each page load gets the shell's index.html with the page's own
// <head> and the right status (404 for what is no page), and /robots.txt and the sitemap are served.

import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { languageCookie, languageCookieOf, languageOfRequest } from '@storefront/contracts/languages';
import { languageOfAddress } from '@storefront/contracts/pages';
import { wantsHtml } from '@storefront/routes';
import { errorBody, routeNotFound } from '@storefront/service-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import type { RemoteDeploymentBoard } from '../remote-deployments';
import { type FirstViews, firstViews, withFirstView } from './first-view';
import { injectHead, withLanguage } from './head';
import { type StoreLookups, storeLookups } from './lookups';
import { type PagePreloads, pagePreloads, withPreloads } from './preloads';
import { sitemaps, robotsTxt } from './sitemap';
import { answerPage } from './store-pages';
import { type ShellTemplate, templateFromFile, templateFromServer } from './template';

/** A page waits this long for the catalogue (or the orders service), then goes out with its generic <head>. */
const LOOKUP_TIMEOUT_MS = 1500;
/** Products per sitemap file (the protocol allows 50,000 addresses; fewer keeps each file quick to make). */
const PRODUCTS_PER_SITEMAP = 5000;
const SITEMAP_CACHE_MS = 10 * 60_000;

/** A page load: a browser's (it asks for HTML), or a fetcher's that takes anything (curl, link previews),
 * except for what looks like a file (a missing script or picture stays a plain 404). */
export function isPageLoad(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (wantsHtml(req)) return true;
  const accept = req.headers.accept;
  return (!accept || /\*\/\*|text\/\*/.test(accept)) && !/\.[A-Za-z0-9]+$/.test(req.path);
}

export interface StorePages {
  /** /robots.txt, /sitemap.xml and the files a sitemap index names. */
  files: Router;
  /** Answers page loads (the rest goes on); absent when the gateway serves no shell. */
  page?: RequestHandler;
}

export function storePages(config: GatewayConfig, remotes: Pick<RemoteDeploymentBoard, 'manifest' | 'current'>, log: Logger): StorePages {
  const tuning = config.pages ?? {};
  const lookups = storeLookups(config, tuning.lookupTimeoutMs ?? LOOKUP_TIMEOUT_MS);
  const files = crawlerFiles(config, lookups);
  const shell = shellOf(config);
  if (!shell) return { files };
  const preloads = pagePreloads(config, remotes, lookups);
  const drawing = config.firstViewFile ? firstViews({ file: config.firstViewFile, lookups, deployed: remotes, log }) : undefined;
  return { files, page: pageLoads({ config, shell, lookups, preloads, drawing }) };
}

/** /robots.txt, /sitemap.xml and the files a sitemap index names. */
function crawlerFiles(config: GatewayConfig, lookups: StoreLookups): Router {
  const tuning = config.pages ?? {};
  const sitemap = sitemaps({
    lookups,
    publicUrl: config.publicUrl,
    productsPerSitemap: tuning.productsPerSitemap ?? PRODUCTS_PER_SITEMAP,
    cacheMs: tuning.sitemapCacheMs ?? SITEMAP_CACHE_MS,
    timeoutMs: config.upstreamTimeoutMs,
  });

  const files = express.Router();
  files.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(config.publicUrl));
  });
  const sendSitemap = async (name: string, req: Request, res: Response) => {
    try {
      const xml = await sitemap.file(name, req.requestId);
      if (xml === undefined) {
        res.status(404).json(routeNotFound(req.method, req.path));
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.type('application/xml').send(xml);
    } catch (err) {
      req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'the sitemap could not be made');
      // Crawlers come back for a 503 and keep the sitemap they had.
      res.setHeader('Retry-After', '300');
      res.status(503).type('text/plain').send('The sitemap is not available right now. Please try again later.');
    }
  };
  files.get('/sitemap.xml', (req, res) => sendSitemap('sitemap.xml', req, res));
  files.get('/sitemaps/:file', (req, res) => sendSitemap(String(req.params.file), req, res));
  return files;
}

/** Where index.html comes from, and what a page load gets without it. */
interface Shell {
  template: ShellTemplate;
  missing: (res: Response) => void;
}

function shellOf(config: GatewayConfig): Shell | undefined {
  return config.shellUrl
    ? {
        template: templateFromServer(config.shellUrl, config.upstreamTimeoutMs),
        missing: (res) => void res.status(502).json(errorBody('gateway.frontEnd.unavailable')),
      }
    : config.shellDir
      ? {
          template: templateFromFile(path.join(config.shellDir, 'index.html')),
          missing: (res) =>
            void res
              .status(503)
              .type('text/plain')
              .send('The store front end has not been built yet. Run `npm run build` (or `npm start`, which builds it).'),
        }
      : undefined;
}

interface PageLoadDeps {
  config: GatewayConfig;
  shell: Shell;
  lookups: StoreLookups;
  preloads: PagePreloads;
  drawing: FirstViews | undefined;
}

function pageLoads({ config, shell, lookups, preloads, drawing }: PageLoadDeps): RequestHandler {
  return async (req, res, next) => {
    if (!isPageLoad(req)) return next();
    const html = await shell.template.read((why) => req.log.warn({ why }, "the shell's server did not give its index.html"));
    if (html === undefined) return shell.missing(res);
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    // An address in one language (/categorie/..., ?lang=fr) is a choice of it, remembered as the footer's
    // switch remembers one, so the page's own requests (which the cookie speaks for) come in it too. Else
    // as the page itself chooses (cookie, else Accept-Language, else English). Only a language of LANGUAGES comes out.
    const asked = languageOfAddress(req.path, search);
    const language = asked ?? languageOfRequest(req.headers);
    if (asked && languageCookieOf(req.headers.cookie) !== asked)
      res.append('Set-Cookie', languageCookie(asked, config.publicUrl.startsWith('https:')));
    let answer;
    try {
      answer = await answerPage(
        {
          path: req.path,
          search,
          caller: { requestId: req.requestId, cookie: req.headers.cookie, authorization: req.headers.authorization },
          language,
        },
        {
          lookups,
          publicUrl: config.publicUrl,
          onUnknown: (what, why) => req.log.warn({ lookup: what, why }, 'page served with its generic head'),
        },
      );
    } catch (err) {
      // Never a 500 for a page: the shell as built, which draws the page anyway.
      req.log.error({ err }, 'the page head could not be made');
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie').vary('Accept-Language');
      res.type('html').send(withLanguage(html, language));
      return;
    }
    // Counted by the page, not by its address (bounded metric labels).
    res.locals.metricsRoute = `page ${answer.route}`;
    if (answer.kind === 'redirect') return res.redirect(301, answer.location);
    res.status(answer.status);
    res.setHeader('Cache-Control', 'no-cache');
    // The same path can be a page or data (/products), and a page is in the language of the lang cookie or
    // else of Accept-Language: caches keep them apart. 'no-cache' makes any cache ask again before reuse.
    res.vary('Accept').vary('Cookie').vary('Accept-Language');
    if (answer.head.noindex) res.setHeader('X-Robots-Tag', 'noindex');
    const firstView =
      answer.status === 200
        ? await drawing?.draw({
            path: req.path,
            search,
            language,
            cookie: req.headers.cookie,
            requestId: req.requestId,
            template: html,
            log: req.log,
          })
        : undefined;
    const hints = answer.status === 200 ? await preloads.tags(req.path, search, req.requestId, firstView) : '';
    const page = withPreloads(injectHead(html, answer.head), hints);
    res.type('html').send(firstView?.page ? withFirstView(page, firstView.page) : page);
  };
}
