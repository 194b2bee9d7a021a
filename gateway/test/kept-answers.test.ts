import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_VARY, languageOfRequest } from '@storefront/contracts';
import { InProcessBus, createEvent } from '@storefront/events';
import { loadRouteTable } from '@storefront/routes';
import { createLogger } from '@storefront/service-kit';
import { type LoopbackServer, serveOnLoopback } from '@storefront/testing';
import { CatalogueChanges, type Gateway, createGateway } from '../src';
import { keepSeconds } from '../src/kept-answers';

// Which answers the gateway keeps (gateway/src/kept-answers.ts), against a plain HTTP server standing in
// for the catalogue that counts what it is asked: only what the service allows, only a plain 200 that
// depends on nothing but its address, never one made across an announced change, never past its time.
// The same for the service called over HTTP and handed requests in the gateway's own process (the
// single-process store). The catalogue itself behind the gateway: services/catalog/test/kept-by-the-gateway.test.ts.

describe.each(['called over HTTP', 'in the same process'] as const)('the answers the gateway keeps, of a service %s', (where) => {
  let service: LoopbackServer;
  let gateway: Gateway;
  let gatewayServer: LoopbackServer;
  const bus = new InProcessBus();
  const changes = new CatalogueChanges();
  const asked = new Map<string, number>();
  let slowAnswer: (() => void) | undefined;
  let includes = 0;
  const announce = async (change: number) => {
    await bus.publish(createEvent('catalogue.changed', { by: 'another replica', change }));
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** The slow answer's ending, once the service has started it. */
  const slowStarted = async (): Promise<() => void> => {
    while (!slowAnswer) await new Promise((resolve) => setTimeout(resolve, 5));
    return slowAnswer;
  };

  beforeAll(async () => {
    const catalogue: http.RequestListener = (req, res) => {
      const url = new URL(req.url!, 'http://x');
      asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
      res.setHeader('content-type', 'application/json');
      if (!url.pathname.endsWith('/not-allowed'))
        res.setHeader('surrogate-control', url.pathname.endsWith('/briefly') ? 'max-age=1' : 'max-age=60');
      // The newest catalogue change the answer includes (the test sets it; none: the catalogue did not say).
      if (!url.pathname.endsWith('/unnumbered')) res.setHeader('catalogue-change', String(includes));
      if (url.pathname.endsWith('/cookie')) res.setHeader('set-cookie', 'visitor=1; Path=/');
      if (url.pathname.endsWith('/by-language')) res.setHeader('vary', 'Cookie');
      // An answer in the shopper's language, which says so: kept once per language.
      if (url.pathname.endsWith('/in-language')) {
        res.setHeader('vary', LANGUAGE_VARY);
        res.setHeader('content-language', languageOfRequest(req.headers));
      }
      if (url.pathname.endsWith('/by-origin')) res.setHeader('vary', 'Origin');
      // A cookie given with the headers' call, spelt as people write it.
      if (url.pathname.endsWith('/cookie-given')) res.writeHead(200, { 'Set-Cookie': 'visitor=2; Path=/' });
      if (url.pathname.endsWith('/missing') || url.pathname.endsWith('/refused')) res.statusCode = 404;
      else if (req.method === 'POST') res.statusCode = 201;
      // A large one is compressed on its way to a shopper who takes it so.
      const filler = url.pathname.endsWith('/large') ? { filler: 'maple '.repeat(400) } : {};
      const body = JSON.stringify({ path: url.pathname, asked: asked.get(url.pathname), ...filler });
      // A write is answered once its body has come (as the services' JSON parsing does).
      if (req.method === 'POST') return void req.resume().on('end', () => res.end(body));
      if (url.pathname.endsWith('/slow')) {
        // Its headers now, its body later: the gateway has started keeping it when the change comes.
        res.flushHeaders();
        return void (slowAnswer = () => res.end(body));
      }
      res.end(body);
    };
    service = await serveOnLoopback(catalogue);
    await changes.hearOn(bus);
    const inProcess = where === 'in the same process';
    gateway = createGateway({
      log: createLogger('gateway', 'silent'),
      changes,
      ...(inProcess ? { inProcess: { catalog: (req, res) => catalogue(req, res) } } : {}),
      config: {
        // In the same process nothing listens there: answers come from the service handed each request.
        services: { catalog: inProcess ? 'http://127.0.0.1:9' : service.url },
        routes: loadRouteTable(),
        corsOrigins: ['https://partner.example'],
        remotes: {},
        upstreamTimeoutMs: 5000,
        publicUrl: 'http://localhost:8080',
      },
    });
    gatewayServer = await serveOnLoopback(gateway.app);
  });
  afterAll(async () => {
    await gatewayServer.close();
    gateway.close();
    await changes.stop();
    await bus.close();
    await service.close();
  });

  const twice = async (path: string) => {
    const first = await request(gateway.app).get(path);
    const second = await request(gateway.app).get(path);
    for (const answer of [first, second]) {
      expect(answer.headers['surrogate-control']).toBeUndefined();
      expect(answer.headers['catalogue-change']).toBeUndefined();
    }
    return asked.get(path);
  };

  it('keeps what the service allows, and lets it go when a change is announced', async () => {
    expect(await twice('/api/products/kept')).toBe(1);
    await announce(1);
    includes = 1;
    expect(await twice('/api/products/kept')).toBe(2);
  });

  it('keeps an answer that says its language once per language, and gives each shopper theirs', async () => {
    const inFrench = () => request(gateway.app).get('/api/products/in-language').set('Cookie', 'lang=fr');
    const inEnglish = () => request(gateway.app).get('/api/products/in-language').set('Accept-Language', 'en-CA,en;q=0.9');
    const answers = [await inFrench(), await inEnglish(), await inFrench(), await inEnglish()];
    expect(answers.map((a) => a.headers['content-language'])).toEqual(['fr', 'en', 'fr', 'en']);
    expect(asked.get('/api/products/in-language')).toBe(2);
  });

  it('does not keep an answer from a replica that has not heard of the newest change yet', async () => {
    await announce(5);
    includes = 4; // the replica that answers is behind
    expect(await twice('/api/products/behind')).toBe(2);
    includes = 5;
    expect(await twice('/api/products/behind')).toBe(3);
    // Nor one that does not say which changes it includes.
    expect(await twice('/api/products/unnumbered')).toBe(2);
  });

  it('lets everything go when a change made through it is answered, not when it is refused or left', async () => {
    expect(await twice('/api/products/before-a-write')).toBe(1);
    await request(gateway.app).post('/api/admin/products/refused').expect(404);
    expect(await twice('/api/products/before-a-write')).toBe(1);
    // A write whose caller leaves before the answer: the catalogue announces what it did change.
    await new Promise<void>((resolve) => {
      const port = gatewayServer.port;
      const left = http.request({ port, method: 'POST', path: '/api/admin/products/import', headers: { 'content-length': '1000' } });
      left.on('error', () => resolve());
      left.write('{"name":');
      setTimeout(() => {
        left.destroy();
        setTimeout(resolve, 50);
      }, 50);
    });
    expect(await twice('/api/products/before-a-write')).toBe(1);
    await request(gateway.app).post('/api/admin/products/stock').send({}).expect(201);
    expect(await twice('/api/products/before-a-write')).toBe(2);
  });

  it('does not keep an answer the service did not allow, one with a cookie or one that varies, nor a failure', async () => {
    for (const path of [
      '/api/products/not-allowed',
      '/api/products/cookie',
      '/api/products/cookie-given',
      '/api/products/by-language',
      '/api/products/missing',
    ])
      expect([path, await twice(path)]).toEqual([path, 2]);
  });

  it('does not keep an answer made while a change was announced', async () => {
    // Sent now (supertest sends once it is awaited or then'd).
    const first = request(gateway.app)
      .get('/api/products/slow')
      .then((r) => r);
    const finishFirst = await slowStarted();
    await announce(6);
    includes = 6;
    finishFirst();
    expect((await first).body).toEqual({ path: '/api/products/slow', asked: 1 });
    slowAnswer = undefined;
    const second = request(gateway.app)
      .get('/api/products/slow')
      .then((r) => r);
    (await slowStarted())();
    expect((await second).body).toEqual({ path: '/api/products/slow', asked: 2 });
  });

  it("never gives one shopper what the gateway added for them (another site's CORS) with a kept answer", async () => {
    const fromPartner = await request(gateway.app).get('/api/products/shared').set('Origin', 'https://partner.example');
    expect(fromPartner.headers['access-control-allow-origin']).toBe('https://partner.example');
    const fromShopper = await request(gateway.app).get('/api/products/shared');
    // Over HTTP the service's own headers are plain to see, and the answer is kept; in the same process
    // they share the answer with the gateway's Vary: Origin, so one given to another site is not.
    expect(asked.get('/api/products/shared')).toBe(where === 'called over HTTP' ? 1 : 2);
    expect(fromShopper.headers['access-control-allow-origin']).toBeUndefined();
    expect(fromShopper.headers['content-type']).toBe('application/json');
    expect(fromShopper.body.path).toEqual(fromPartner.body.path);
    const again = await request(gateway.app).get('/api/products/shared');
    expect([asked.get('/api/products/shared'), again.headers.age]).toEqual([where === 'called over HTTP' ? 1 : 2, '0']);
    expect(again.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the answer as the service said it, not as it was compressed for one shopper', async () => {
    const compressed = await request(gateway.app).get('/api/products/large').set('Accept-Encoding', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await request(gateway.app).get('/api/products/large').set('Accept-Encoding', 'identity');
    expect(asked.get('/api/products/large')).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(compressed.body);
    expect(plain.body.filler).toHaveLength(2400);
  });

  it("does not keep an answer that varies by the shopper's site, even where the gateway varies by it too", async () => {
    for (let i = 0; i < 2; i++) await request(gateway.app).get('/api/products/by-origin').set('Origin', 'https://partner.example');
    expect(asked.get('/api/products/by-origin')).toBe(2);
  });

  it('keeps an answer no longer than the service said', async () => {
    expect(await twice('/api/products/briefly')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await twice('/api/products/briefly')).toBe(2);
  });

  it('reads how long from Surrogate-Control', () => {
    expect(keepSeconds('max-age=10')).toBe(10);
    expect(keepSeconds('content="ESI/1.0", max-age = 30')).toBe(30);
    expect(keepSeconds('max-age=10, no-store')).toBe(0);
    expect(keepSeconds(undefined)).toBe(0);
    expect(keepSeconds('no-cache')).toBe(0);
  });
});
