// The gateway's access log: one JSON line per request it answers, through its logger, saying which
// request (its id, followed through the services' own lines), what was asked (the method and the route,
// and the path without its query string, which may hold what a shopper typed), how it went (the status,
// or that the client left first) and how long it took.
import { matchStorePage } from '@storefront/contracts/pages';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isPageLoad } from './pages';

/** What a request was, in a few words that stay few however many products, orders or files there are:
 * the route table's prefix for the API (named by the proxying middleware), a store page by its pattern
 * ('page /product/:productId', or 'page *' for no page of the store: named by the page handler), '/remotes/<name>' for a remote's files,
 * 'asset' for the shell's files, or the gateway's own route. It also names the request in the gateway's
 * http_request_duration_seconds, so latency per route covers pages and remotes too. */
export function gatewayRoute(req: Request, res: Response, path: string, remotes: ReadonlySet<string>): string {
  if (typeof res.locals.metricsRoute === 'string') return res.locals.metricsRoute;
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`;
  if (path.startsWith('/remotes/')) {
    const name = path.split('/')[2] ?? '';
    return remotes.has(name) ? `/remotes/${name}` : '/remotes';
  }
  // As the page handler names what it answered (a page the shell alone answered, or a head that failed).
  if (isPageLoad(req)) return `page ${matchStorePage(path)?.route.path ?? '*'}`;
  if ((req.method === 'GET' || req.method === 'HEAD') && /\.[A-Za-z0-9]+$/.test(path)) return 'asset';
  return 'unmatched';
}

/** Mounted after the request id is given and before the gateway's metrics, so the route it names is the
 * one they count under. */
export function accessLog(log: Logger, remotes: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (req.path === '/healthz') return next(); // a probe every few seconds says nothing
    const started = process.hrtime.bigint();
    // The path now: handlers further on rewrite req.url (a mount strips its prefix) and may not put it back.
    const path = req.path;
    // The gateway's own logger for this request (a service handed the request in process sets its own).
    const out = req.log ?? log.child({ requestId: req.requestId });
    res.once('finish', () => {
      res.locals.metricsRoute = gatewayRoute(req, res, path, remotes);
    });
    res.once('close', () => {
      if (!out.isLevelEnabled('info') && res.statusCode < 500) return;
      const finished = res.writableFinished;
      const length = Number(res.getHeader('content-length'));
      const entry = {
        method: req.method,
        route: gatewayRoute(req, res, path, remotes),
        path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ...(Number.isFinite(length) ? { bytes: length } : {}),
        // The trace this request is in, when the gateway traced it: from the log line to its spans.
        ...(typeof res.locals.traceId === 'string' ? { traceId: res.locals.traceId } : {}),
        // The client went away before the whole answer was sent (it did not wait, or the connection broke).
        ...(finished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) out.error(entry, 'access');
      else out.info(entry, 'access');
    });
    next();
  };
}
