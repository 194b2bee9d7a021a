// The API: each request goes to the service its route names, over HTTP (./service-proxy) or, for a
// service running in this very process, straight to its app. A public answer the gateway keeps
// (./kept-answers) is sent before any service is asked.

import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { type RouteRule, matchRoute } from '@storefront/routes';
import { traceRequests, tracerOf } from '@storefront/service-kit';
import type { AnswerCompression } from './answer-compression';
import type { GatewayConfig } from './config';
import { sendError } from './json-errors';
import { FOR_THE_GATEWAY, type KeptAnswers } from './kept-answers';
import { type ServiceProxy, serviceProxy } from './service-proxy';

export interface ApiProxyingDeps {
  config: Pick<GatewayConfig, 'services' | 'routes' | 'upstreamTimeoutMs'>;
  /** Services in this process, by name (see GatewayDeps.inProcess). */
  inProcess: Record<string, RequestHandler>;
  keptAnswers?: KeptAnswers;
  /** The API's answers are compressed as they come, decided from their headers. */
  compression: AnswerCompression;
}

export interface ApiProxying {
  /** Answers the requests a route names (the rest goes on). */
  handle: RequestHandler;
  /** Closes the connections kept open to services. */
  close(): void;
}

export function apiProxying({ config, inProcess, keptAnswers, compression }: ApiProxyingDeps): ApiProxying {
  const handlers = new Map<string, RequestHandler>();
  const proxies: ServiceProxy[] = [];
  for (const [service, target] of Object.entries(config.services)) {
    if (inProcess[service]) {
      // Its answers' headers are known only as they go out.
      const handler = answeringInProcess(inProcess[service], service, keptAnswers);
      handlers.set(service, (req, res, next) => compression.middleware(req, res, () => handler(req, res, next)));
      continue;
    }
    const proxy = proxyTo(service, target, config.upstreamTimeoutMs, keptAnswers, compression);
    proxies.push(proxy);
    handlers.set(service, proxy.handle);
  }

  const handle: RequestHandler = (req, res, next) => {
    const rule = matchRoute(config.routes, req, req.path);
    if (!rule) return next();
    res.locals.metricsRoute = rule.prefix;
    const handler = handlers.get(rule.service);
    if (!handler) {
      sendError(res, 503, 'gateway.service.notConfigured', { service: rule.service });
      return;
    }
    if (keptAnswers) {
      if (keptAnswers.serve(req, res, (headers) => compression.prepare(req, res, headers))) return;
      keptAnswers.watchChange(req, res, rule.service);
    }
    return handler(req, res, next);
  };
  return {
    handle,
    close: () => {
      for (const proxy of proxies) void proxy.close();
    },
  };
}

/** With tracing on, the API's requests are traced: a server span continues the browser's traceparent and
 * is what the service's span continues, proxied or handed over in process. */
export function apiTracing(routes: readonly RouteRule[]): RequestHandler | undefined {
  const tracer = tracerOf('gateway');
  if (!tracer) return undefined;
  return traceRequests(tracer, {
    only: (req) => matchRoute(routes, req, req.path) !== undefined,
    routeOf: (_req, res) => (typeof res.locals.metricsRoute === 'string' ? res.locals.metricsRoute : undefined),
  });
}

function proxyTo(service: string, target: string, timeoutMs: number, keep: KeptAnswers | undefined, compression: AnswerCompression) {
  return serviceProxy({
    service,
    target,
    timeoutMs,
    keep,
    compression,
    onFailure: (_req, res, { timedOut }) =>
      timedOut
        ? sendError(res, 504, 'gateway.service.timeout', { service })
        : sendError(res, 502, 'gateway.service.unavailable', { service }),
  });
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
