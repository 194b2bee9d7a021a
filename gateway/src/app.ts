import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { matchRoute } from '@storefront/routes';
import { type ServiceGauge, createMetrics, errorBody, errorHandler, parseInput, traceRequests, tracerOf } from '@storefront/service-kit';
import { accessLog } from './access-log';
import type { GatewayConfig } from './config';
import { isPageLoad, storePages } from './pages';
import { DeploymentRefusal, RemoteDeploymentBoard } from './remote-deployments';
import { RemoteChoice } from '@storefront/contracts';
import { type ChangeNotices, FOR_THE_GATEWAY, KeptAnswers } from './kept-answers';
import { type ServiceProxy, serviceProxy } from './service-proxy';
import { answerCompression } from './answer-compression';
import { builtFiles, releaseFiles } from './built-files';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sendJson(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(errorBody(message)));
}

function cors(allowed: readonly string[]): RequestHandler {
  const origins = new Set(allowed);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] || 'Content-Type, Authorization');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}

/** Session cookies ride along on every browser request, so a state-changing call from a page on another
 * origin is refused unless that origin is allowed (CSRF). Calls without an Origin (curl, services) pass. */
function sameOriginWrites(allowed: readonly string[]): RequestHandler {
  const origins = new Set(allowed);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !UNSAFE.has(req.method) || origins.has(origin)) return next();
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host && host === req.headers.host) return next();
    res.status(403).json(errorBody('Requests from other sites are not allowed.'));
  };
}

/** Hashed file names never change content, nor do the files of a remote's release (a folder named by
 * its version); other entry points must always be revalidated so a team's redeploy is picked up at once. */
function cacheHeaders(res: ServerResponse, file: string, root?: string) {
  // A compressed copy (name.js.br) is cached as its file is.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  const inRelease = root !== undefined && /^[0-9a-f]{12}$/.test(path.relative(root, file).split(path.sep)[0] ?? '');
  if (inRelease || /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(base) || /^[0-9a-f]{16,}\./.test(base)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** The origin of a remote's entry when it is on another site (a CDN, its own container); none for a path. */
function originOf(entry: string): string[] {
  try {
    return /^https?:\/\//.test(entry) ? [new URL(entry).origin] : [];
  } catch {
    return [];
  }
}

export interface GatewayDeps {
  config: GatewayConfig;
  log: Logger;
  /** Services running in this very process (the single-process store), by name: their API requests are
   * handed to their app as they are, instead of crossing a second HTTP hop on the same CPU (which cost
   * more than the request's own work). Their addresses in `config.services` still serve the pages'
   * lookups and readiness. */
  inProcess?: Record<string, RequestHandler>;
  /** The catalogue's announced changes: with them, the gateway keeps the public answers services allow
   * it to (`Surrogate-Control`), and lets them go as changes are announced. Without them (or while they
   * cannot be heard) every request goes to its service. */
  changes?: ChangeNotices;
  /** False once the process is stopping: /readyz answers 503, so load balancers stop sending it work
   * while it drains. */
  isAcceptingWork?: () => boolean;
}

export interface Gateway {
  /** What shoppers reach: the pages, the remotes and the API. */
  app: Express;
  /** What operators reach, on a port of its own that is never published: /readyz (which services
   * answer), /metrics, and /remotes (which release of each remote is served; switch and roll back).
   * The public app answers none of them. */
  admin: Express;
  /** Which release of each remote is served, watched while the gateway runs. */
  remoteDeployments: RemoteDeploymentBoard;
  /** The services' public answers the gateway keeps (with `changes`). */
  keptAnswers?: KeptAnswers;
  /** Stops watching the deployments file and closes the connections kept open to services (the servers
   * are closed by whoever listens). */
  close(): void;
}

/** What operators watch of the answers the gateway keeps: how many it answered itself, and whether it
 * hears the catalogue's changes (0: it keeps nothing, every request goes to its service). */
function keptAnswerMetrics(kept: KeptAnswers): ServiceGauge[] {
  return [
    {
      name: 'gateway_kept_answers_served_total',
      help: 'API requests the gateway answered with an answer it kept',
      type: 'counter',
      read: async () => kept.stats().served,
    },
    { name: 'gateway_kept_answers', help: 'Answers the gateway keeps now', read: async () => kept.stats().entries },
    {
      name: 'gateway_catalogue_changes_heard',
      help: "Whether the gateway hears the catalogue's changes (1) and so keeps its answers, or not (0)",
      read: async () => (kept.stats().listening ? 1 : 0),
    },
  ];
}

/** A service handed requests in this process: what it says to the gateway's caches (Surrogate-Control,
 * Catalogue-Change) is read here, for the answers the gateway keeps (`kept`), and dropped as its headers
 * go out, as the proxy drops it from a service it calls. */
function answeringInProcess(handler: RequestHandler, service: string, kept: KeptAnswers | undefined): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      for (const name of FOR_THE_GATEWAY) res.removeHeader(name);
      // Headers given with the call too, however they are spelt.
      for (const given of args)
        if (typeof given === 'object' && given !== null && !Array.isArray(given))
          for (const name of Object.keys(given))
            if ((FOR_THE_GATEWAY as readonly string[]).includes(name.toLowerCase())) delete (given as Record<string, unknown>)[name];
      return writeHead(...args);
    }) as typeof res.writeHead;
    // After the line above: it reads the answer's headers before they are dropped.
    kept?.readFromWithin(req, res, service);
    return handler(req, res, next);
  };
}

/** The public gateway alone (tests and tools that need no operator port). */
export function buildGateway(deps: GatewayDeps): Express {
  return createGateway(deps).app;
}

export function createGateway({ config, log, inProcess = {}, changes, isAcceptingWork = () => true }: GatewayDeps): Gateway {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const keptAnswers = changes ? new KeptAnswers({ notices: changes }) : undefined;
  const metrics = createMetrics('gateway', keptAnswers ? keptAnswerMetrics(keptAnswers) : []);
  const remoteDeployments = new RemoteDeploymentBoard(config.remotes, { deploymentsFile: config.remoteDeploymentsFile, log });
  // Pages and /remotes.json name the remotes' releases: they wait for the first look at them.
  const remotesKnown = remoteDeployments.start().catch((err: unknown) => log.error({ err }, 'the remote releases could not be read'));

  app.use((req, res, next) => {
    const incoming = req.header('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    req.requestId = id;
    req.log = log.child({ requestId: id });
    res.setHeader('X-Request-Id', id);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  app.use(accessLog(log, new Set(Object.keys(config.remotes))));
  app.use(metrics.middleware);
  // The API's requests are traced (tracing on): a server span continues the browser's traceparent and
  // is what the service's span continues, proxied or handed over in process.
  const tracer = tracerOf('gateway');
  if (tracer) {
    app.use(
      traceRequests(tracer, {
        only: (req) => matchRoute(config.routes, req, req.path) !== undefined,
        routeOf: (_req, res) => (typeof res.locals.metricsRoute === 'string' ? res.locals.metricsRoute : undefined),
      }),
    );
  }
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'gateway' }));

  const admin = express();
  admin.disable('x-powered-by');
  admin.get('/healthz', (_req, res) => void res.json({ status: 'ok', service: 'gateway' }));
  admin.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    await Promise.all(
      Object.entries(config.services).map(async ([name, url]) => {
        try {
          const r = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(2000) });
          checks[name] = r.ok ? 'ok' : `answered ${r.status}`;
        } catch {
          checks[name] = 'unreachable';
        }
      }),
    );
    // The gateway itself is ready while it runs and is not stopping; the checks tell operators which
    // services are not (a service that is down does not take the gateway out: its other routes work).
    if (!isAcceptingWork())
      return void res.status(503).json({ status: 'not ready', service: 'gateway', checks: { ...checks, gateway: 'shutting down' } });
    res.json({ status: 'ready', service: 'gateway', checks });
  });
  admin.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  mountRemoteSwitching(admin, remoteDeployments, config.operatorToken);
  admin.use((req, res) => void res.status(404).json(errorBody(`Not found: ${req.method} ${req.path}`)));
  admin.use(errorHandler);
  // On the public port they are what any other unknown address is (JSON 404s, below).
  app.all(['/readyz', '/metrics'], (req, res) => void res.status(404).json(errorBody(`Not found: ${req.method} ${req.path}`)));

  app.use(cors(config.corsOrigins));
  app.use(sameOriginWrites(config.corsOrigins));

  // The API's answers are compressed as they come (./answer-compression); everything after them through
  // the middleware.
  const compression = answerCompression();
  const proxies = new Map<string, RequestHandler>();
  const serviceProxies: ServiceProxy[] = [];
  for (const [service, target] of Object.entries(config.services)) {
    if (inProcess[service]) {
      // Its answers' headers are known only as they go out.
      const handler = answeringInProcess(inProcess[service], service, keptAnswers);
      proxies.set(service, (req, res, next) => compression.middleware(req, res, () => handler(req, res, next)));
      continue;
    }
    const proxy = serviceProxy({
      service,
      target,
      timeoutMs: config.upstreamTimeoutMs,
      keep: keptAnswers,
      compression,
      onFailure: (_req, res, { timedOut }) =>
        sendJson(
          res,
          timedOut ? 504 : 502,
          timedOut
            ? `The ${service} service took too long to answer. Please try again.`
            : `The ${service} service is not available right now. Please try again shortly.`,
        ),
    });
    serviceProxies.push(proxy);
    proxies.set(service, proxy.handle);
  }

  app.use((req, res, next) => {
    const rule = matchRoute(config.routes, req, req.path);
    if (!rule) return next();
    res.locals.metricsRoute = rule.prefix;
    const proxy = proxies.get(rule.service);
    if (!proxy) {
      sendJson(res, 503, `The ${rule.service} service is not configured in this deployment.`);
      return;
    }
    if (keptAnswers) {
      if (keptAnswers.serve(req, res, (headers) => compression.prepare(req, res, headers))) return;
      keptAnswers.watchChange(req, res, rule.service);
    }
    return proxy(req, res, next);
  });

  app.use(compression.middleware);

  // Once known, a request goes on at once (not a promise's turn later, on every request).
  let releasesKnown = false;
  void remotesKnown.then(() => (releasesKnown = true));
  app.use((_req, _res, next) => (releasesKnown ? next() : void remotesKnown.then(() => next())));
  // The remotes manifest the shell reads at run time: where each remote's entry lives now.
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remoteDeployments.manifest());
  });

  app.use('/api', (req, res) => {
    res.status(404).json(errorBody(`Not found: ${req.method} ${req.baseUrl}${req.path}`));
  });

  // Connections to the remotes' and the shell's own servers are kept open and reused: a new TCP
  // connection per file costs more than passing it on.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  for (const [name, remote] of Object.entries(config.remotes)) {
    if (remote.origin) {
      // The remote's own server holds its releases: the browser still loads them from the store's origin.
      app.use(
        `/remotes/${name}`,
        createProxyMiddleware<IncomingMessage, ServerResponse>({
          target: remote.origin,
          changeOrigin: true,
          agent,
          on: {
            error: (_err, _req, res) => {
              if ('writeHead' in res) sendJson(res as ServerResponse, 502, `The ${name} remote's files are not available right now.`);
            },
          },
        }) as unknown as RequestHandler,
      );
      continue;
    }
    if (!remote.dir) continue;
    const dir = remote.dir;
    app.use(
      `/remotes/${name}`,
      releaseFiles(dir, {
        fallthrough: false,
        setHeaders: (res, file) => {
          cacheHeaders(res, file, dir);
          res.setHeader('Access-Control-Allow-Origin', '*'); // remotes may be loaded from another origin in development
        },
      }),
    );
  }

  // Every page of the store is the shell's index.html (it routes in the browser), with the page's own
  // <head> and status written in by ./pages; robots.txt and the sitemap come from there too. Pages carry
  // the headers API answers carry, and a Content-Security-Policy: scripts only from the store and its
  // remotes (the page's inline JSON is data, never run), no page of another site may frame it.
  const pages = storePages(config, remoteDeployments, log);
  // Scripts may come from where the remotes are served now (an operator may point one at a CDN while
  // the store runs): the policy is made again when that set of origins changes.
  let policy: { origins: string; headers: RequestHandler } | undefined;
  const pageHeaders: RequestHandler = (req, res, next) => {
    const origins = [...new Set(Object.values(remoteDeployments.current()).flatMap((r) => originOf(r.entry)))].sort();
    if (policy?.origins !== origins.join(' ')) policy = { origins: origins.join(' '), headers: pageHeadersFor(origins) };
    policy.headers(req, res, next);
  };
  const pageHeadersFor = (remoteOrigins: string[]) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
          connectSrc: ["'self'", ...remoteOrigins],
          // styled-components writes its rules into <style> elements; the first paint has inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Product pictures may come from an S3 bucket or a CDN.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      xFrameOptions: { action: 'deny' },
    }) as RequestHandler;
  const withPageHeaders =
    (page: RequestHandler): RequestHandler =>
    (req, res, next) => {
      if (!isPageLoad(req)) return page(req, res, next);
      pageHeaders(req, res, () => page(req, res, next));
    };
  app.use(pages.files);

  // The shell's page template is a page like any other, with its head and headers (the CSP): never the
  // raw file.
  app.get('/index.html', (req, res) => void res.redirect(301, `/${req.url.slice('/index.html'.length)}`));

  if (config.shellDir) {
    app.use(builtFiles(config.shellDir, { setHeaders: (res, file) => cacheHeaders(res, file) }));
    if (pages.page) app.use(withPageHeaders(pages.page));
  }

  if (config.shellUrl) {
    // The shell has its own server (a container of its own): its assets come from there, and the
    // index.html the pages are made from.
    const shell = createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: config.shellUrl,
      changeOrigin: true,
      on: {
        error: (_err, _req, res) => {
          if ('writeHead' in res)
            sendJson(res as ServerResponse, 502, 'The store front end is not available right now. Please try again shortly.');
        },
      },
    });
    const page = pages.page && withPageHeaders(pages.page);
    app.use((req, res, next) => {
      if (page && isPageLoad(req)) return page(req, res, next);
      return req.method === 'GET' || req.method === 'HEAD' ? shell(req, res, next) : next();
    });
  }

  app.use((req, res) => {
    res.status(404).json(errorBody(`Not found: ${req.method} ${req.path}`));
  });
  app.use(errorHandler);
  return {
    app,
    admin,
    remoteDeployments,
    keptAnswers,
    close: () => {
      remoteDeployments.stop();
      for (const proxy of serviceProxies) void proxy.close();
    },
  };
}

/** Compared in constant time (of their digests, so their lengths tell nothing either): a token must not
 * be guessable a character at a time from how long a refusal takes. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The operators' port switches remotes: GET /remotes tells what is served and what could be; PUT
 * /remotes/<name> with {"version": "..."} (a release) or {"entry": "https://..."} serves that; POST
 * /remotes/<name>/rollback serves what was served before. Both ask for the operator token. */
function mountRemoteSwitching(admin: Express, board: RemoteDeploymentBoard, token: string | undefined) {
  admin.get('/remotes', async (_req, res) => {
    await board.refresh();
    res.json({ remotes: board.describe() });
  });
  const operatorOnly: RequestHandler = (req, res, next) => {
    if (!token)
      return void res
        .status(403)
        .json(errorBody('Switching remotes here needs OPERATOR_TOKEN set on the gateway; or edit its REMOTE_DEPLOYMENTS_FILE.'));
    if (!sameSecret(req.headers.authorization ?? '', `Bearer ${token}`))
      return void res
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .json(errorBody('Send the operator token: Authorization: Bearer <OPERATOR_TOKEN>.'));
    next();
  };
  const answer = async (res: express.Response, work: () => Promise<unknown>) => {
    try {
      res.json(await work());
    } catch (err) {
      if (err instanceof DeploymentRefusal) return void res.status(err.status).json(errorBody(err.message));
      throw err;
    }
  };
  admin.put('/remotes/:name', operatorOnly, express.json({ limit: '4kb' }), async (req, res) => {
    // A body that is neither a release nor an entry is a 400 naming what is wrong (the error handler).
    const choice = parseInput(RemoteChoice, req.body, 'body');
    await answer(res, () => board.choose(String(req.params.name), choice));
  });
  admin.post('/remotes/:name/rollback', operatorOnly, async (req, res) => {
    await answer(res, () => board.rollback(String(req.params.name)));
  });
}
