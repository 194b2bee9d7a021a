import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteTable } from '@storefront/routes';
import { createLogger } from '@storefront/service-kit';
import { type LoopbackServer, serveOnLoopback } from '@storefront/testing';
import { createGateway, type Gateway } from '../src';

// How the gateway hands a request to a service and its answer back (gateway/src/service-proxy.ts), against
// a plain HTTP server standing in for the catalogue: what must pass through untouched, what must not, and
// what the shopper is told when the service is slow or breaks off.

describe('passing requests to a service and answers back', () => {
  let service: LoopbackServer;
  let gateway: Gateway;
  const closed: string[] = [];
  /** A gateway in front of the stand-in, waiting `upstreamTimeoutMs` for its answers. */
  const gatewayWaiting = (upstreamTimeoutMs: number) =>
    createGateway({
      log: createLogger('gateway', 'silent'),
      config: {
        services: { catalog: service.url },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs,
        publicUrl: 'http://localhost:8080',
      },
    });

  beforeAll(async () => {
    service = await serveOnLoopback((req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/api/products/slow') return void setTimeout(() => res.end('{}'), 2000);
      if (url.pathname === '/api/products/hangs-up') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"products": [');
        return void setTimeout(() => res.destroy(), 50);
      }
      if (url.pathname === '/api/products/waits') {
        req.socket.once('close', () => closed.push(url.pathname));
        return; // never answers: the shopper leaves first
      }
      if (url.pathname === '/api/products/connection-listed') {
        res.setHeader('connection', 'x-service-hop');
        res.setHeader('x-service-hop', 'for the next hop only');
        res.setHeader('x-service', 'catalog');
        return void res.end('{}');
      }
      if (url.pathname === '/api/products/cookies') {
        res.setHeader('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
        res.setHeader('etag', 'W/"7"');
        res.setHeader('x-service', 'catalog');
        if (req.headers['if-none-match'] === 'W/"7"') return void res.writeHead(304).end();
        return void res.end(JSON.stringify({ ok: true }));
      }
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('connection', 'keep-alive');
        res.statusCode = req.method === 'POST' ? 201 : 200;
        res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      });
    });
    gateway = gatewayWaiting(500);
  });
  afterAll(async () => {
    gateway.close();
    await service.close();
  });

  it('passes method, path, query, headers and a streamed body, and says where the request came from', async () => {
    const large = 'x'.repeat(300_000);
    const res = await request(gateway.app)
      .post('/api/products/import?dry=1&x=%20y')
      .set('Content-Type', 'text/csv')
      .set('Cookie', 'token=abc')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Connection', 'keep-alive, x-secret-hop')
      .set('X-Secret-Hop', 'not for the service')
      .send(large);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ method: 'POST', url: '/api/products/import?dry=1&x=%20y', body: large });
    expect(res.body.headers).toMatchObject({ cookie: 'token=abc', 'content-type': 'text/csv', 'x-forwarded-proto': 'http' });
    expect(res.body.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.9,(::ffff:)?127\.0\.0\.1$/);
    expect(res.body.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    // Hop-by-hop headers stay on their hop, and those the caller's Connection header names.
    expect(res.body.headers['x-secret-hop']).toBeUndefined();
  });

  it("hands back the service's status and headers as they are: every cookie, the ETag, a 304", async () => {
    const res = await request(gateway.app).get('/api/products/cookies');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(res.headers['etag']).toBe('W/"7"');
    expect(res.headers['x-service']).toBe('catalog');
    const again = await request(gateway.app).get('/api/products/cookies').set('If-None-Match', 'W/"7"');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers 504 with what to do when the service takes too long, and goes on serving', async () => {
    const started = Date.now();
    const res = await request(gateway.app).get('/api/products/slow');
    expect(res.status).toBe(504);
    expect(res.body.error).toBe('The catalog service took too long to answer. Please try again.');
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await request(gateway.app).get('/api/products')).status).toBe(200);
  });

  it('cuts the answer short when the service breaks off in the middle, instead of adding an error to it', async () => {
    const outcome = await request(gateway.app)
      .get('/api/products/hangs-up')
      .then(
        (r) => `finished ${r.status}: ${r.text}`,
        (err: Error) => `cut short: ${err.message}`,
      );
    expect(outcome).toMatch(/^cut short/);
  });

  it("lets go of the service's request when the shopper goes away", async () => {
    // A gateway that would wait 10 s for the service: only the shopper leaving ends the request sooner.
    const patient = gatewayWaiting(10_000);
    const server = await serveOnLoopback(patient.app);
    const port = server.port;
    const client = http.get({ host: '127.0.0.1', port, path: '/api/products/waits', agent: false });
    client.on('error', () => {});
    await new Promise((r) => setTimeout(r, 150));
    client.destroy();
    await expect.poll(() => closed, { timeout: 2000 }).toContain('/api/products/waits');
    await server.close();
    patient.close();
  });

  it("keeps the gateway's own headers whatever a Connection header lists, and drops what the service's lists", async () => {
    const res = await request(gateway.app)
      .get('/api/products/echo')
      .set('X-Request-Id', 'req-7')
      .set('Connection', 'x-request-id, traceparent, host, x-forwarded-for')
      .set('X-Forwarded-For', '198.51.100.1');
    expect(res.body.headers['x-request-id']).toBe('req-7');
    expect(res.body.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(res.body.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    const listed = await request(gateway.app).get('/api/products/connection-listed');
    expect(listed.headers['x-service-hop']).toBeUndefined();
    expect(listed.headers['x-service']).toBe('catalog');
  });
});
