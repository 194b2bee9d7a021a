// The store front as browsers load it: every page of the store is the shell's index.html (it routes in
// the browser), with the page's own <head> and status written in by ./pages and the page headers
// (./pages/page-headers); the shell's own files, and robots.txt and the sitemap.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { builtFiles, cacheHeaders } from './built-files';
import type { GatewayConfig } from './config';
import { sendError } from './json-errors';
import { isPageLoad, storePages } from './pages';
import { withPageHeaders } from './pages/page-headers';
import type { RemoteDeploymentBoard } from './remote-deployments';

export function mountStoreFront(app: Express, config: GatewayConfig, remotes: RemoteDeploymentBoard, log: Logger) {
  const pages = storePages(config, remotes, log);
  app.use(pages.files);

  // The shell's page template is a page like any other, with its head and headers (the CSP): never the
  // raw file.
  app.get('/index.html', (req, res) => void res.redirect(301, `/${req.url.slice('/index.html'.length)}`));

  const page = pages.page && withPageHeaders(pages.page, remotes);
  if (config.shellDir) {
    app.use(builtFiles(config.shellDir, { setHeaders: (res, file) => cacheHeaders(res, file) }));
    if (page) app.use(page);
  }
  if (config.shellUrl) app.use(fromShellServer(config.shellUrl, page));
}

/** The shell has its own server (a container of its own): its assets come from there, and the
 * index.html the pages are made from. */
function fromShellServer(shellUrl: string, page: RequestHandler | undefined): RequestHandler {
  const shell = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: shellUrl,
    changeOrigin: true,
    on: {
      error: (_err, _req, res) => {
        if ('writeHead' in res) sendError(res as ServerResponse, 502, 'gateway.frontEnd.unavailable');
      },
    },
  });
  return (req, res, next) => {
    if (page && isPageLoad(req)) return page(req, res, next);
    return req.method === 'GET' || req.method === 'HEAD' ? shell(req, res, next) : next();
  };
}
