import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, createLogger, listen, startTracing, type Listening } from '@storefront/service-kit';
import { loadRouteTable } from '@storefront/routes';
import { createGateway } from '../src';

interface AccessLine {
  level: string;
  msg: string;
  service: string;
  requestId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  ms: number;
  bytes?: number;
  aborted?: boolean;
}

// What an operator reads when a shopper says "the page failed at 14:02": one line per request the
// gateway answered, found by its request id, naming a route that stays one of a few (never an id or a
// query string, which may hold what a shopper typed).
describe("the gateway's access log", () => {
  let catalog: Listening;
  let slow: Listening;
  let shellDir: string;
  let app: express.Express;
  let admin: express.Express;
  const written: string[] = [];
  const lines = () => written.map((l) => JSON.parse(l) as AccessLine).filter((l) => l.msg === 'access');
  const lineFor = (requestId: string) => {
    const found = lines().filter((l) => l.requestId === requestId);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  beforeAll(async () => {
    const echo = express();
    echo.all('/{*rest}', (req, res) => void res.json({ url: req.originalUrl }));
    catalog = await listen(echo, 0, '127.0.0.1');
    const slowApp = express();
    slowApp.all('/{*rest}', (_req, res) => void setTimeout(() => res.json({ late: true }), 2000));
    slow = await listen(slowApp, 0, '127.0.0.1');
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>x</title></head><div id="root"></div></html>');
    fs.writeFileSync(path.join(shellDir, 'main.0123abcd89.js'), 'console.log(1)');
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    ({ app, admin } = createGateway({
      log: createLogger('gateway', 'info', destination),
      config: {
        services: {
          catalog: `http://127.0.0.1:${catalog.port}`,
          users: `http://127.0.0.1:${slow.port}`,
          cart: 'http://127.0.0.1:9', // nothing listens here: a service that is down
        },
        routes: loadRouteTable(),
        corsOrigins: [],
        shellDir,
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    }));
  });
  afterAll(async () => {
    await catalog.close();
    await slow.close(100);
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  it('writes one line per API request: its id, method, route, path without the query, status and time', async () => {
    const res = await request(app).get('/api/products/0123456789abcdef01234567?q=my+secret+search').set('X-Request-Id', 'access-1');
    expect(res.status).toBe(200);
    const line = lineFor('access-1');
    expect(line).toMatchObject({
      level: 'info',
      service: 'gateway',
      method: 'GET',
      route: '/api/products',
      path: '/api/products/0123456789abcdef01234567',
      status: 200,
    });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(line.bytes).toBe(Number(res.headers['content-length']));
    expect(written.find((l) => l.includes('access-1'))).not.toContain('secret');
  });

  it('writes a failed request as an error, with the status the shopper got', async () => {
    const res = await request(app).get('/api/cart/someone').set('X-Request-Id', 'access-2');
    expect(res.status).toBe(502);
    expect(lineFor('access-2')).toMatchObject({ level: 'error', route: '/api/cart', status: 502 });
  });

  it('names a page by its pattern and a file of the shell as an asset, never by the id in its address', async () => {
    await request(app).get('/product/0123456789abcdef01234567?utm_source=mail').set('Accept', 'text/html').set('X-Request-Id', 'access-3');
    expect(lineFor('access-3')).toMatchObject({ route: 'page /product/:productId', path: '/product/0123456789abcdef01234567' });
    await request(app).get('/no/such/page').set('Accept', 'text/html').set('X-Request-Id', 'access-4');
    expect(lineFor('access-4')).toMatchObject({ route: 'page *', status: 404 });
    expect((await request(app).get('/main.0123abcd89.js').set('X-Request-Id', 'access-5')).status).toBe(200);
    expect(lineFor('access-5')).toMatchObject({ route: 'asset', status: 200 });
    await request(app).get('/remotes/mf-nowhere/remoteEntry.js').set('X-Request-Id', 'access-6');
    expect(lineFor('access-6').route).toBe('/remotes');
  });

  it('says when the client left before the answer, and leaves out the health probe', async () => {
    const server = await listen(app, 0, '127.0.0.1');
    try {
      await expect(
        fetch(`http://127.0.0.1:${server.port}/api/users/me`, {
          headers: { 'X-Request-Id': 'access-7' },
          signal: AbortSignal.timeout(300),
        }),
      ).rejects.toThrow();
      await expect.poll(() => lines().some((l) => l.requestId === 'access-7'), { timeout: 5000 }).toBe(true);
      expect(lineFor('access-7')).toMatchObject({ route: '/api/users', aborted: true });
    } finally {
      await server.close(100);
    }
    const before = lines().length;
    expect((await request(app).get('/healthz')).status).toBe(200);
    expect(lines().length).toBe(before);
  });

  it('counts pages and assets under the same routes in the latency histogram, not as unmatched', async () => {
    const metrics = (await request(admin).get('/metrics')).text;
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{service="gateway",method="GET",route="page \/product\/:productId",status="\d+"\} 1/,
    );
    expect(metrics).toMatch(/http_request_duration_seconds_count\{service="gateway",method="GET",route="asset",status="200"\} 1/);
    expect(metrics).toMatch(/http_server_errors_total\{method="GET",route="\/api\/cart",service="gateway"\} 1/);
    expect(metrics).not.toContain('0123456789abcdef01234567');
  });
});

describe("the gateway's access log with tracing on", () => {
  it('names the trace of each request it traced, as the exported spans do', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = startTracing({ exporter });
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const echo = express();
    echo.all('/{*rest}', (req, res) => void res.json({ url: req.originalUrl }));
    const catalog = await listen(echo, 0, '127.0.0.1');
    try {
      const { app } = createGateway({
        log: createLogger('gateway', 'info', destination),
        config: {
          services: { catalog: `http://127.0.0.1:${catalog.port}` },
          routes: loadRouteTable(),
          corsOrigins: [],
          remotes: {},
          upstreamTimeoutMs: 5000,
          publicUrl: 'http://localhost:8080',
        },
      });
      const browserTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
      const res = await request(app).get('/api/products?search=wool').set('traceparent', `00-${browserTrace}-00f067aa0ba902b7-01`);
      expect(res.status).toBe(200);
      await tracing.flush();
      const line = written.map((l) => JSON.parse(l) as AccessLine & { traceId?: string }).find((l) => l.msg === 'access')!;
      expect(line.traceId).toBe(browserTrace);
      expect(exporter.getFinishedSpans().some((s) => s.spanContext().traceId === browserTrace)).toBe(true);
      // A request the gateway does not trace (not one for a service) names none.
      await request(app).get('/robots.txt');
      const robots = written.map((l) => JSON.parse(l) as AccessLine & { traceId?: string }).find((l) => l.path === '/robots.txt')!;
      expect(robots.traceId).toBeUndefined();
    } finally {
      await tracing.stop();
      await catalog.close();
    }
  });
});
