// The server `listen` makes for an Express app makes each request and answer with the app's own
// prototype, so Express's Object.setPrototypeOf on arrival changes nothing (a changed prototype sent V8
// down slow paths for the rest of the request: it cost the gateway almost half its CPU per request).
// Everything Express gives a handler still works; a plain function is served as before.
import http from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Listening, listen, madeAsTheAppsOwn } from '../src/service';

/** The requests and answers whose prototype is changed from now on (Express's change on arrival is a
 * change only when they were not made with that prototype). */
function prototypesChanged(): string[] {
  const changed: string[] = [];
  const setPrototypeOf = Object.setPrototypeOf;
  vi.spyOn(Object, 'setPrototypeOf').mockImplementation((target: object, proto: object | null) => {
    if (target instanceof http.IncomingMessage && Object.getPrototypeOf(target) !== proto) changed.push('request');
    if (target instanceof http.ServerResponse && Object.getPrototypeOf(target) !== proto) changed.push('answer');
    return setPrototypeOf(target, proto) as unknown;
  });
  return changed;
}

describe('the server made for an Express app', () => {
  let listening: Listening | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await listening?.close(1000);
    listening = undefined;
  });

  const shop = () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(express.json());
    app.get('/products', (req, res) => void res.json({ query: req.query, ip: req.ip, protocol: req.protocol, path: req.path }));
    app.get('/product', (_req, res) => void res.send({ name: 'Wool sweater' })); // an ETag, so a 304
    app.post('/cart/lines', (req, res) => void res.status(201).json({ got: req.body as unknown }));
    app.get('/large', (_req, res) => void res.type('text').send('x'.repeat(1 << 20)));
    return app;
  };

  it("makes each request and answer with the app's prototype: Express's change on arrival changes nothing", async () => {
    const app = shop();
    listening = await listen(app, 0, '127.0.0.1');
    const changed = prototypesChanged();
    for (let i = 0; i < 3; i++) expect((await fetch(`http://127.0.0.1:${listening.port}/products?page=2`)).status).toBe(200);
    expect(Object.setPrototypeOf).toHaveBeenCalled();
    expect(changed).toEqual([]);
  });

  it('changes them on arrival when served by a plain server (what the test above would see without it)', async () => {
    const app = shop();
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const changed = prototypesChanged();
    await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/products`);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    expect(changed).toEqual(['request', 'answer']);
  });

  it('gives handlers everything Express gives them: the query, the client, bodies in and out, a 304', async () => {
    listening = await listen(shop(), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${listening.port}`;
    const listing = await fetch(`${base}/products?page=2&sort=price`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(await listing.json()).toEqual({ query: { page: '2', sort: 'price' }, ip: '203.0.113.9', protocol: 'http', path: '/products' });
    const added = await fetch(`${base}/cart/lines`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"quantity":2}',
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ got: { quantity: 2 } });
    const product = await fetch(`${base}/product`);
    // (fetch would add Cache-Control: no-cache to a request with If-None-Match, which asks for the whole answer.)
    const again = await fetch(`${base}/product`, {
      headers: { 'If-None-Match': product.headers.get('etag')!, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect((await (await fetch(`${base}/large`)).text()).length).toBe(1 << 20);
  });

  it('serves a plain function as it is', async () => {
    expect(madeAsTheAppsOwn((_req, res) => res.end())).toEqual({});
    listening = await listen((req, res) => res.end(String(Object.getPrototypeOf(req) === http.IncomingMessage.prototype)), 0, '127.0.0.1');
    expect(await (await fetch(`http://127.0.0.1:${listening.port}/`)).text()).toBe('true');
  });
});
