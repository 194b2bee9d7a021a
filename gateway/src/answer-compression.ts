// Compression of the API's answers, set up only for an answer it can shrink. The compression middleware
// wraps a response's write, end, on and writeHead for every request, to decide when the headers are
// written: for a small answer that it then sends as it is, that wrapping costs the gateway more CPU than
// the proxying itself. A service's answer comes with its headers, and a kept answer with its length, so
// the gateway decides first and wraps only what will be compressed. Its rules are the middleware's own.

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import compressible from 'compressible';
import compression from 'compression';
import type { RequestHandler } from 'express';
import vary from 'vary';

/** Below this many bytes an answer is sent as it is (the middleware's default). */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

type Headers = OutgoingHttpHeaders | Record<string, string | string[] | number | undefined>;
const one = (v: Headers[string]) => (Array.isArray(v) ? v.join(', ') : v === undefined ? undefined : String(v));

export interface AnswerCompression {
  /** The middleware, for answers whose headers are not known in advance (a service in this process). */
  middleware: RequestHandler;
  /** Before an answer with these headers is written to `res`: compression is set up when it may apply,
   * else the answer says it varies by Accept-Encoding (as the middleware says of what it leaves as it is),
   * so a cache in between never hands a compressed copy to a client that cannot read it. `headers` is
   * changed in place. */
  prepare(req: IncomingMessage, res: ServerResponse, headers: Headers): void;
}

export function answerCompression(): AnswerCompression {
  const middleware = compression({ threshold: THRESHOLD });
  const proceed = () => {};
  return {
    middleware,
    prepare(req, res, headers) {
      const type = one(headers['content-type']);
      if (type === undefined || !compressible(type)) return;
      const cacheControl = one(headers['cache-control']);
      if (cacheControl && NO_TRANSFORM.test(cacheControl)) return;
      const length = one(headers['content-length']);
      const small = length !== undefined && Number(length) < THRESHOLD;
      const encoded = (one(headers['content-encoding']) ?? 'identity') !== 'identity';
      if (small || encoded || req.method === 'HEAD' || !req.headers['accept-encoding']) {
        headers.vary = vary.append(one(headers.vary) ?? '', 'Accept-Encoding');
        return;
      }
      // It negotiates the encoding, adds Vary and compresses as the headers go out.
      (middleware as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void)(req, res, proceed);
    },
  };
}
