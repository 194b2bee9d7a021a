import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { type Database, sqlState } from '@storefront/data';
import { withCorrelation } from '@storefront/events';
import type { Logger } from 'pino';
import { type TokenVerifier, identify } from './auth';
import type { TrustProxy } from './config';
import { HttpError, type Said, bodyOf, errorBody, routeNotFound } from './errors';
import type { DeadLetterDesk } from '@storefront/events';
import { mountAuditRoute } from './audit';
import { mountDeadLetterRoutes } from './dead-letters';
import type { EventMetrics } from './event-metrics';
import { type ServiceGauge, createMetrics } from './metrics';
import { withinTime } from './timeout';
import { traceRequests, tracerOf } from './tracing';
import './express-types';

export interface ServiceAppOptions {
  name: string;
  log: Logger;
  verifier: TokenVerifier;
  /** The service's database and bus: /readyz checks both. Its schema (the service's name) holds the
   * audit log the kit keeps, listed at /api/admin/audit/{service}. */
  db?: Database;
  bus?: {
    ping(): Promise<void>;
    consumers?(): Array<{ consumer: string; consuming: boolean }>;
    readonly deadLetterDesk?: DeadLetterDesk;
    /** Set on the bus startService gives a service: its outbox, relay and consumers, for /metrics. */
    readonly measured?: EventMetrics;
  };
  /** Further checks behind /readyz, by name. */
  readiness?: Record<string, () => Promise<unknown>>;
  /** Answered false by /readyz while the service drains before shutdown. */
  isAcceptingWork?: () => boolean;
  /** Largest JSON body accepted. */
  bodyLimit?: string;
  /** Express's trust-proxy setting (TRUST_PROXY): which hops may tell us the client's address; the
   * gateway's hop is what lets services see the shopper's address and the public host. */
  trustProxy?: TrustProxy;
  /** Paths whose exact request bytes are kept as req.rawBody (signed webhooks are verified on them). */
  rawBodyPaths?: string[];
  /** The service's own numbers for /metrics. */
  gauges?: readonly ServiceGauge[];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestContext(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header('x-request-id');
    req.requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    req.log = log.child({ requestId: req.requestId });
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Never the query string: it holds what shoppers type (searches, addresses being checked).
      const entry = { method: req.method, url: req.originalUrl.split('?', 1)[0], status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) req.log.error(entry, 'request failed');
      else if (req.path !== '/healthz' && req.path !== '/readyz' && req.path !== '/metrics') req.log.info(entry, 'request');
    });
    // The rest of the request runs under its id, so the events it writes carry it as their correlation id.
    withCorrelation(req.requestId, next);
  };
}

/** Builds a service's Express app: request ids and JSON logs, security headers, health, readiness and
 * metrics, a body size limit, identity from the session token; then the service's own routes; then
 * JSON 404s and an error handler that answers with a message and never a stack trace. */
export function createServiceApp(options: ServiceAppOptions, mountRoutes: (app: Express) => void): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.set('query parser', 'simple');
  // What /readyz answers, also on /metrics (service_ready), where an alert can see a replica that
  // stays out of its load balancer.
  const readiness = readinessOf(options);
  const ready: ServiceGauge = {
    name: 'service_ready',
    help: 'Whether this replica is ready to take work (1), as /readyz answers, or not (0: shutting down, or its database or broker away)',
    read: async () => ((await readiness()).ready ? 1 : 0),
  };
  const metrics = createMetrics(options.name, [ready, ...(options.gauges ?? [])], options.bus);

  app.use(requestContext(options.log));
  const tracer = tracerOf(options.name);
  if (tracer) app.use(traceRequests(tracer)); // tracing off: not even mounted
  app.use(metrics.middleware);
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  // A service's answers are about someone (their cart, orders, account) unless a route says otherwise
  // (the catalogue's public answers, pictures): no browser or shared cache keeps them.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (_req, res) => {
    const { ready, checks } = await readiness();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', service: options.name, checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use(jsonBodies(options));
  app.use(refuseNulCharacters);
  app.use(identify(options.verifier));

  mountRoutes(app);
  if (options.db) {
    const db = options.db;
    mountAuditRoute(app, { db, schema: options.name });
    if (options.bus?.deadLetterDesk) mountDeadLetterRoutes(app, { service: options.name, desk: options.bus.deadLetterDesk, db });
  }

  app.use((req, res) => {
    res.status(404).json(routeNotFound(req.method, req.path));
  });
  app.use(errorHandler);
  return app;
}

/** Whether the service can take work now, and the answer of each of its checks (its database, its bus,
 * its own), each within 2 s. */
function readinessOf(options: ServiceAppOptions): () => Promise<{ ready: boolean; checks: Record<string, string> }> {
  return async () => {
    const checks: Record<string, string> = {};
    let ready = options.isAcceptingWork ? options.isAcceptingWork() : true;
    if (!ready) checks.service = 'shutting down';
    const all: Record<string, () => Promise<unknown>> = {
      ...(options.db ? { database: () => options.db!.ping() } : {}),
      ...(options.bus ? { bus: () => options.bus!.ping() } : {}),
      ...options.readiness,
    };
    for (const [name, check] of Object.entries(all)) {
      try {
        await withinTime(check(), 2000);
        checks[name] = 'ok';
      } catch (err) {
        ready = false;
        checks[name] = (err as Error).message || 'unavailable';
      }
    }
    return { ready, checks };
  };
}

/** JSON bodies up to the service's limit; on `rawBodyPaths` their exact bytes are kept too (signed webhooks). */
function jsonBodies(options: ServiceAppOptions): RequestHandler {
  const rawBodyPaths = new Set(options.rawBodyPaths ?? []);
  return express.json({
    limit: options.bodyLimit ?? '100kb',
    verify: rawBodyPaths.size
      ? (req, _res, buf) => {
          if (rawBodyPaths.has((req.url ?? '').split('?')[0]!)) (req as express.Request).rawBody = Buffer.from(buf);
        }
      : undefined,
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, v] of Object.entries(value)) if (key.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

/** PostgreSQL cannot store U+0000 in text: a request carrying one, anywhere, is refused at the edge
 * with a 400 rather than failing deep in a query. */
const refuseNulCharacters: RequestHandler = (req, res, next) => {
  if (/%00/.test(req.url) || containsNul(req.query) || containsNul(req.body)) {
    res.status(400).json(errorBody('request.nul'));
    return;
  }
  next();
};

/** Database errors that only bad input causes (text PostgreSQL cannot store, a value of the wrong
 * form): a net under the validation at the edge, so a gap there is a 400, not a 500. */
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05', '22P02', '22007', '22008', '22003']);

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err }, 'error after the answer had started');
    res.end();
    return;
  }
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    res.status(err.status).json(bodyOf(err));
    return;
  }
  // body-parser's own errors carry a status and a type.
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status === 413) {
    res.status(413).json(errorBody('request.body.tooLarge'));
    return;
  }
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json(errorBody('request.body.notJson'));
    return;
  }
  if (err instanceof URIError) {
    res.status(400).json(errorBody('request.url.invalid'));
    return;
  }
  if (status >= 400 && status < 500) {
    // A library's own words for a request it refused (body-parser's), as it wrote them.
    res.status(status).json(errorBody(err?.expose && err.message ? (err.message as Said) : 'request.unhandled'));
    return;
  }
  const state = sqlState(err);
  if (state && BAD_INPUT_SQLSTATES.has(state)) {
    req.log?.warn({ sqlState: state, path: req.path }, 'bad input reached the database; validation should have caught it');
    res.status(400).json(errorBody('request.value.unusable'));
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json(errorBody('server.error'));
};
