// What every request and answer gets before it is routed: an id, the headers every answer carries, and
// the cross-origin rules (CORS for the allowed origins, no state-changing call from another site).

import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { errorBody } from '@storefront/service-kit';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The caller's request id when it is a sane one (a service or the ingress set it), else a new one: it
 * goes on to the services, into every log line and back in the answer. */
export function requestIdentity(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    req.requestId = id;
    req.log = log.child({ requestId: id });
    res.setHeader('X-Request-Id', id);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  };
}

export function cors(allowed: readonly string[]): RequestHandler {
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
export function sameOriginWrites(allowed: readonly string[]): RequestHandler {
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
    res.status(403).json(errorBody('request.crossSite'));
  };
}
