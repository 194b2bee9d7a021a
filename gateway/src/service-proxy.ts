// Hands an API request to the service that answers it, over a pool of kept-open connections (undici's
// Pool), and streams the answer back. Chosen over http-proxy: under load its per-request work (Node's
// http client, its agent and the proxy's own passes) costs the gateway as much as a cached answer costs the
// service, and undici's client is the one Node's own fetch is built on.

import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler, Response } from 'express';
import { Pool } from 'undici';
import type { AnswerCompression } from './answer-compression';
import { FOR_THE_GATEWAY, type KeptAnswers } from './kept-answers';

/** Headers that belong to one connection, never passed on (RFC 9110 7.6.1), and Expect, which the
 * gateway's own server has answered already. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'http2-settings',
  'expect',
]);

/** Error codes of an upstream that did not answer in time: the shopper is told it took too long (504);
 * any other failure is a service that is not there (502). */
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT']);

export interface ServiceProxyOptions {
  /** The service's name, for messages and logs. */
  service: string;
  /** Where it listens (http://host:port). */
  target: string;
  /** How long its answer may take to start, and then to keep coming. */
  timeoutMs: number;
  /** Answers the shopper when the service cannot: `timedOut` picks 504 over 502. */
  onFailure(req: Request, res: ServerResponse, failure: { code: string; message: string; timedOut: boolean }): void;
  /** Where answers the service lets the gateway keep are kept on their way to the shopper. */
  keep?: KeptAnswers;
  /** Compresses the answers worth compressing, decided from their headers. */
  compression?: AnswerCompression;
}

export interface ServiceProxy {
  handle: RequestHandler;
  /** Closes the kept connections (the gateway is stopping). */
  close(): Promise<void>;
}

/** Headers the gateway itself sets or relies on: a client's Connection header cannot have them dropped. */
const GATEWAY_HEADERS = new Set(['host', 'x-request-id', 'traceparent', 'tracestate']);

const NONE_LISTED: ReadonlySet<string> = new Set();

/** The headers a message's own Connection header names: hop-by-hop too. Most name none but itself
 * ("keep-alive", "close"): nothing is made for those. */
const connectionListed = (value: string | string[] | undefined): ReadonlySet<string> =>
  value === undefined || value === 'keep-alive' || value === 'close'
    ? NONE_LISTED
    : new Set(
        (Array.isArray(value) ? value.join(',') : value)
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter((h) => h && !GATEWAY_HEADERS.has(h)),
      );

// Every request passes here twice (its headers and its answer's): a plain loop, no arrays made.
function endToEnd(headers: Record<string, string | string[] | undefined>, connection: string | string[] | undefined) {
  const listed = connectionListed(connection);
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) kept[name] = value;
  }
  return kept;
}

function forwardedHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const headers = endToEnd(req.headers, req.headers.connection);
  // Where the request came from, appended to what earlier hops said (as load balancers and http-proxy do).
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const append = (name: string, value: string) => {
    const earlier = headers[name];
    headers[name] = earlier ? `${String(earlier)},${value}` : value;
  };
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-port', String(req.socket.localPort ?? ''));
  append('x-forwarded-proto', encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = headers['x-forwarded-host'] ?? req.headers.host ?? '';
  return headers;
}

function answerHeaders(headers: Record<string, string | string[] | undefined>) {
  const kept = endToEnd(headers, headers.connection);
  for (const name of FOR_THE_GATEWAY) delete kept[name];
  return kept;
}

export function serviceProxy({ service, target, timeoutMs, onFailure, keep, compression }: ServiceProxyOptions): ServiceProxy {
  const pool = new Pool(new URL(target).origin, {
    // One request at a time per connection (no pipelining: one slow answer would hold up the next).
    connections: 256,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: Math.min(timeoutMs, 10_000) },
  });
  const handle: RequestHandler = (req, res) => {
    // A shopper who goes away takes their request with them. undici takes an event emitter told 'abort'
    // as well as an AbortSignal: an AbortController per request cost a sixth of the proxy's own work.
    const gone = new EventEmitter();
    let left = false;
    res.once('close', () => {
      if (res.writableFinished) return;
      left = true;
      gone.emit('abort');
    });
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const version = keep?.version ?? 0;
    pool
      .stream(
        {
          path: req.url,
          method: req.method,
          headers: forwardedHeaders(req),
          // Through a stream of its own: undici destroys a body stream it has sent, and destroying the
          // request itself would take its socket (req.ip, req.secure) from whatever reads it afterwards.
          body: hasBody ? req.pipe(new PassThrough()) : undefined,
          signal: gone,
        },
        ({ statusCode, headers }) => {
          const answer = answerHeaders(headers);
          compression?.prepare(req, res, answer);
          res.writeHead(statusCode, answer);
          return keep?.record(req, res as Response, service, version, { statusCode, headers }) ?? res;
        },
      )
      .catch((err: unknown) => {
        if (left) return;
        const code = String((err as { code?: unknown }).code ?? (err as Error).name ?? 'ERROR');
        req.log?.warn({ service, code, err: (err as Error).message }, 'service unavailable');
        // The answer had started: it can only be cut short.
        if (res.headersSent) return void res.destroy();
        onFailure(req, res, { code, message: (err as Error).message, timedOut: TIMED_OUT.has(code) });
      });
  };
  return { handle, close: () => pool.close() };
}
