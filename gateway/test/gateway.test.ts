import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, listen, type Listening } from '@storefront/service-kit';
import { loadRouteTable } from '@storefront/routes';
import { buildGateway, createGateway } from '../src';

/** Stands in for a service: answers with what it received, so forwarding can be checked. */
function echoService(name: string) {
  const app = express();
  app.use(express.json());
  app.all('/{*rest}', (req, res) => {
    res.json({ service: name, method: req.method, url: req.originalUrl, headers: req.headers, body: req.body });
  });
  return app;
}

describe('gateway', () => {
  let users: Listening;
  let catalog: Listening;
  let shellDir: string;
  let remoteDir: string;
  let app: express.Express;
  let admin: express.Express;

  beforeAll(async () => {
    users = await listen(echoService('users'), 0, '127.0.0.1');
    catalog = await listen(echoService('catalog'), 0, '127.0.0.1');
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(shellDir, 'main.0123abcd89.js'), 'console.log(1)');
    remoteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    fs.writeFileSync(path.join(remoteDir, 'remoteEntry.js'), 'var mf_catalog;');
    ({ app, admin } = createGateway({
      log: createLogger('gateway', 'silent'),
      config: {
        services: {
          users: `http://127.0.0.1:${users.port}`,
          catalog: `http://127.0.0.1:${catalog.port}`,
          cart: 'http://127.0.0.1:9', // nothing listens here: a service that is down
        },
        routes: [
          ...loadRouteTable(),
          { prefix: '/api/cart', service: 'cart', accept: 'any' },
          { prefix: '/api/orders', service: 'orders', accept: 'any' },
        ],
        corsOrigins: ['http://localhost:3000'],
        shellDir,
        remotes: {
          catalog: { entry: '/remotes/catalog/remoteEntry.js', dir: remoteDir },
          account: { entry: 'https://cdn.example.com/account/remoteEntry.js' },
        },
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    }));
  });
  afterAll(async () => {
    await users.close();
    await catalog.close();
  });

  it('routes each API path to its service by the route table, keeping path and query', async () => {
    const res = await request(app).get('/api/products/abc?x=1');
    expect(res.body).toMatchObject({ service: 'catalog', url: '/api/products/abc?x=1' });
    expect((await request(app).post('/api/users/login').send({ a: 1 })).body).toMatchObject({ service: 'users', body: { a: 1 } });
    expect((await request(app).get('/images/seed/x.svg')).body.service).toBe('catalog');
    expect((await request(app).get('/api/productsx')).status).toBe(404);
  });

  it("passes on the request id, the caller's token and cookie, and the client address", async () => {
    const res = await request(app)
      .get('/api/users/me')
      .set('X-Request-Id', 'trace-42')
      .set('Authorization', 'Bearer abc.def.ghi')
      .set('Cookie', 'token=xyz');
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.body.headers).toMatchObject({ 'x-request-id': 'trace-42', authorization: 'Bearer abc.def.ghi', cookie: 'token=xyz' });
    expect(res.body.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    const fresh = await request(app).get('/api/users/me');
    expect(fresh.body.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).toBe(fresh.body.headers['x-request-id']);
  });

  it('answers a clear 502 when a service is down, and keeps serving the rest', async () => {
    const res = await request(app).get('/api/cart/u1');
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('The cart service is not available right now. Please try again shortly.');
    expect((await request(app).get('/api/products')).status).toBe(200);
    const unconfigured = await request(app).get('/api/orders/u1');
    expect(unconfigured.status).toBe(503);
    expect(unconfigured.body.error).toMatch(/orders service is not configured/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Not found: GET /api/nothing-here');
  });

  it('serves the shell for page routes, and the legacy /products list to API clients', async () => {
    const page = await request(app).get('/products').set('Accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await request(app).get('/products').set('Accept', 'application/json');
    expect(api.body.service).toBe('catalog');
    for (const route of ['/', '/search?query=x', '/product/123', '/account/addresses', '/no/such/page']) {
      expect((await request(app).get(route).set('Accept', 'text/html')).text).toContain('root');
    }
  });

  it('sends pages with a Content-Security-Policy that runs scripts only from the store and its remotes, and no framing', async () => {
    const page = await request(app).get('/product/123').set('Accept', 'text/html');
    const policy = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // The template file itself is not a way around it.
    const raw = await request(app).get('/index.html?x=1').set('Accept', 'text/html');
    expect([raw.status, raw.headers.location]).toEqual([301, '/?x=1']);
  });

  it('serves hashed files as immutable and entry points as no-cache', async () => {
    expect((await request(app).get('/main.0123abcd89.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(app).get('/remotes/catalog/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/remotes/catalog/missing.js')).status).toBe(404);
  });

  it('publishes where each remote lives now, for the shell to read at run time', async () => {
    const res = await request(app).get('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        catalog: { entry: '/remotes/catalog/remoteEntry.js' },
        account: { entry: 'https://cdn.example.com/account/remoteEntry.js' },
      },
    });
  });

  it('allows configured origins (CORS with credentials) and refuses writes from other sites', async () => {
    const preflight = await request(app)
      .options('/api/users/login')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const allowed = await request(app).post('/api/users/login').set('Origin', 'http://localhost:3000').send({});
    expect(allowed.body.service).toBe('users');
    const evil = await request(app).post('/api/users/login').set('Origin', 'https://evil.example').send({});
    expect(evil.status).toBe(403);
    expect(evil.body.error).toBe('Requests from other sites are not allowed.');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const sameSite = await request(app).post('/api/users/login').set('Host', 'shop.example').set('Origin', 'https://shop.example').send({});
    expect(sameSite.body.service).toBe('users');
  });

  it("reports its own health and which services are reachable on the operators' port, never to shoppers", async () => {
    const res = await request(admin).get('/readyz');
    expect(res.body.checks).toEqual({ users: 'ok', catalog: 'ok', cart: 'unreachable' });
    expect((await request(admin).get('/metrics')).text).toMatch(/http_request_duration_seconds/);
    for (const url of ['/readyz', '/metrics']) {
      const refused = await request(app).get(url);
      expect([refused.status, refused.body.error]).toEqual([404, `Not found: GET ${url}`]);
    }
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok', service: 'gateway' });
  });

  it('counts proxied requests under the route they matched, not one "unmatched" heap', async () => {
    await request(app).get('/api/products/abc');
    await request(app).get('/api/cart/u1');
    const metrics = (await request(admin).get('/metrics')).text;
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/products",status="200"\} \d+/,
    );
    expect(metrics).toMatch(/http_server_errors_total\{method="GET",route="\/api\/cart",service="gateway"\} \d+/);
  });
});

describe('gateway in front of a shell server', () => {
  it("makes pages from the shell server's index.html, passes its other files on and keeps API routing", async () => {
    const shell = await listen(
      express().get('/{*rest}', (req, res) => void res.type('html').send(`<p>shell page ${req.path}</p>`)),
      0,
      '127.0.0.1',
    );
    const catalog = await listen(echoService('catalog'), 0, '127.0.0.1');
    try {
      const app = buildGateway({
        log: createLogger('gateway', 'silent'),
        config: {
          services: { catalog: `http://127.0.0.1:${catalog.port}` },
          routes: loadRouteTable(),
          corsOrigins: [],
          shellUrl: `http://127.0.0.1:${shell.port}`,
          remotes: {},
          upstreamTimeoutMs: 5000,
          publicUrl: 'http://localhost:8080',
        },
      });
      const page = await request(app).get('/products').set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<p>shell page /index.html</p>');
      expect(page.text).toContain('<title>Products · Maple Market</title>');
      expect((await request(app).get('/main.abc.js')).text).toBe('<p>shell page /main.abc.js</p>');
      expect((await request(app).get('/products').set('Accept', 'application/json')).body.service).toBe('catalog');
      expect((await request(app).post('/nowhere')).status).toBe(404);
    } finally {
      await shell.close();
      await catalog.close();
    }
  });

  it('hands the requests of a service running in its own process to its app, without a second HTTP hop', async () => {
    // The service's own settings apply: its query parser (simple) reads tag[x]=1 as the text it is.
    const service = express();
    service.set('query parser', 'simple');
    service.use(express.json());
    service.all('/{*rest}', (req, res) => {
      // What the catalogue tells the gateway's caches (none here): it never reaches the browser.
      res.setHeader('Surrogate-Control', 'max-age=10');
      res.setHeader('Catalogue-Change', '3');
      res.json({
        url: req.originalUrl,
        query: req.query,
        body: req.body,
        requestId: req.header('x-request-id'),
        hop: req.socket.localPort,
      });
    });
    const app = buildGateway({
      log: createLogger('gateway', 'silent'),
      inProcess: { catalog: service },
      config: {
        // Nothing listens there: an answer can only come from the app handed over.
        services: { catalog: 'http://127.0.0.1:9' },
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    });
    const front = await listen(app, 0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${front.port}/api/products?tag[x]=1&page=2`, { headers: { 'X-Request-Id': 'r-1' } });
      expect(res.status).toBe(200);
      expect([res.headers.get('surrogate-control'), res.headers.get('catalogue-change')]).toEqual([null, null]);
      expect(await res.json()).toEqual({
        url: '/api/products?tag[x]=1&page=2',
        query: { 'tag[x]': '1', page: '2' },
        requestId: 'r-1',
        hop: front.port,
      });
      const posted = await fetch(`http://127.0.0.1:${front.port}/api/admin/products`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Toque' }),
      });
      expect((await posted.json()).body).toEqual({ name: 'Toque' });
    } finally {
      await front.close();
    }
  });
});

describe('a stopping gateway', () => {
  it('answers 503 on /readyz while it drains, so load balancers stop sending it shoppers', async () => {
    let accepting = true;
    const gateway = createGateway({
      log: createLogger('gateway', 'silent'),
      isAcceptingWork: () => accepting,
      config: {
        services: {},
        routes: loadRouteTable(),
        corsOrigins: [],
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    });
    expect((await request(gateway.admin).get('/readyz')).status).toBe(200);
    accepting = false;
    const stopping = await request(gateway.admin).get('/readyz');
    expect(stopping.status).toBe(503);
    expect(stopping.body).toMatchObject({ status: 'not ready', checks: { gateway: 'shutting down' } });
    // It still answers shoppers meanwhile (the drain), only the load balancer is told.
    expect((await request(gateway.app).get('/healthz')).status).toBe(200);
    gateway.close();
  });
});
