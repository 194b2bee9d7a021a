import http from 'node:http';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '@storefront/events';
import { loadRouteTable } from '@storefront/routes';
import { createLogger } from '@storefront/service-kit';
import { type LoopbackServer, serveOnLoopback } from '@storefront/testing';
import { CatalogueChanges, type Gateway, createGateway } from '../src';

// Which API answers the gateway compresses (gateway/src/answer-compression.ts), on the wire: a service's
// answer, one the gateway keeps, and one from a service in its own process, each compressed when it is
// worth it and the client can read it, and left as it is otherwise, always saying it varies by
// Accept-Encoding.

const products = JSON.stringify({ products: Array.from({ length: 40 }, (_, i) => ({ _id: `p${i}`, name: `Merino wool sweater ${i}` })) });
const small = JSON.stringify({ ok: true });

/** A stand-in for the catalogue: the answer each address names. */
const catalogue: http.RequestListener = (req, res) => {
  const url = new URL(req.url!, 'http://x');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  switch (url.pathname) {
    case '/api/products/small':
      return void res.end(small);
    case '/api/products/streamed': // no length: its size is known only at its end
      res.write(products.slice(0, 500));
      return void setTimeout(() => res.end(products.slice(500)), 5);
    case '/api/products/gzipped':
      res.setHeader('content-encoding', 'gzip');
      return void res.end(zlib.gzipSync(products));
    case '/api/products/no-transform':
      res.setHeader('cache-control', 'public, no-transform');
      return void res.end(products);
    case '/api/products/picture':
      res.setHeader('content-type', 'image/png');
      return void res.end(Buffer.alloc(4000, 7));
    case '/api/products/kept':
      res.setHeader('surrogate-control', 'max-age=60');
      res.setHeader('catalogue-change', '0');
      return void res.end(products);
    default:
      res.setHeader('content-length', Buffer.byteLength(products));
      return void res.end(products);
  }
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire. */
  raw: Buffer;
  /** The body, decoded as its Content-Encoding says. */
  text: string;
}

/** GETs `path` from the gateway at `port`, with the Accept-Encoding given (none: no header). */
function get(port: number, path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: '127.0.0.1', path, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : raw;
          resolve({ status: res.statusCode!, headers: res.headers, raw, text: decoded.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const variesByEncoding = (a: Answer) =>
  expect(
    String(a.headers.vary ?? '')
      .split(',')
      .map((v) => v.trim()),
  ).toContain('Accept-Encoding');

describe('compressing the API answers', () => {
  let service: LoopbackServer;
  const bus = new InProcessBus();
  const changes = new CatalogueChanges();
  const started: Array<{ gateway: Gateway; server: LoopbackServer }> = [];

  /** A gateway listening on a port of its own: to the stand-in service, or with the catalogue in process. */
  async function gatewayPort(inProcess?: Record<string, RequestHandler>): Promise<number> {
    const gateway = createGateway({
      log: createLogger('gateway', 'silent'),
      changes,
      inProcess,
      config: {
        services: { catalog: service.url },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    });
    const server = await serveOnLoopback(gateway.app);
    started.push({ gateway, server });
    return server.port;
  }

  let port: number;
  beforeAll(async () => {
    service = await serveOnLoopback(catalogue);
    await changes.hearOn(bus);
    port = await gatewayPort();
  });
  afterAll(async () => {
    for (const { gateway, server } of started) {
      await server.close();
      gateway.close();
    }
    await changes.stop();
    await bus.close();
    await service.close();
  });

  it("compresses a service's answer the client can read, in the encoding it prefers", async () => {
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      const answer = await get(port, '/api/products/listing', accepts);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      // Its length was the uncompressed one: it goes, and the answer is sent in chunks.
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.raw.length).toBeLessThan(Buffer.byteLength(products) / 3);
      expect(answer.text).toBe(products);
      variesByEncoding(answer);
    }
    // One whose length is known only at its end, too.
    const streamed = await get(port, '/api/products/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.text).toBe(products);
  });

  it('leaves as it is what is small, already encoded, not to be transformed, not text, a HEAD, or for a client that reads no encoding', async () => {
    const asIs = async (path: string, accepts: string | undefined, body: Buffer | string, method = 'GET') => {
      const answer = await get(port, path, accepts, method);
      expect(answer.status).toBe(200);
      expect(answer.raw.equals(Buffer.isBuffer(body) ? body : Buffer.from(body))).toBe(true);
      return answer;
    };
    variesByEncoding(await asIs('/api/products/small', 'gzip, br', small));
    variesByEncoding(await asIs('/api/products/listing', undefined, products));
    variesByEncoding(await asIs('/api/products/listing', 'identity', products));
    variesByEncoding(await asIs('/api/products/listing', 'gzip, br', Buffer.alloc(0), 'HEAD'));
    const gzipped = await asIs('/api/products/gzipped', 'br', zlib.gzipSync(products));
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.raw).toString()).toBe(products);
    const fixed = await asIs('/api/products/no-transform', 'gzip', products);
    expect(fixed.headers['content-encoding']).toBeUndefined();
    const picture = await asIs('/api/products/picture', 'gzip', Buffer.alloc(4000, 7));
    expect(picture.headers.vary).toBeUndefined(); // never compressed, whoever asks
  });

  it('compresses an answer it keeps as it compresses the first one', async () => {
    const first = await get(port, '/api/products/kept', 'gzip');
    const kept = await get(port, '/api/products/kept', 'gzip');
    const plain = await get(port, '/api/products/kept');
    expect(kept.headers.age).toBeDefined(); // this one came from the gateway
    expect(plain.headers.age).toBeDefined();
    for (const answer of [first, kept]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.text).toBe(products);
      variesByEncoding(answer);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(products);
    variesByEncoding(plain);
  });

  it('compresses the answers of a service in its own process', async () => {
    const inProcess = await gatewayPort({ catalog: (req, res) => catalogue(req, res) });
    const big = await get(inProcess, '/api/products/listing', 'gzip');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.text).toBe(products);
    const little = await get(inProcess, '/api/products/small', 'gzip');
    expect(little.headers['content-encoding']).toBeUndefined();
    expect(little.text).toBe(small);
    variesByEncoding(little);
  });
});
