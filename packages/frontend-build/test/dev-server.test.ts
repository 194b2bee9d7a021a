import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteTable } from '@storefront/routes';
import { loadApp } from '../src/build';
import { goesToGateway, startDevServers } from '../src/dev-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const routes = loadRouteTable();
const page = { method: 'GET', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
const data = { method: 'GET', headers: { accept: 'application/json' } };

describe('what a dev server passes to the store', () => {
  it.each([
    ['/api/products', data],
    ['/api/products', page],
    ['/api/no-such-thing', data],
    ['/payment-sandbox/pay/cs_test_1', page],
    ['/images/toque.webp', { method: 'GET', headers: { accept: 'image/avif,image/webp,*/*' } }],
    ['/products', data],
    ['/chat', { method: 'POST', headers: { accept: '*/*' } }],
    ['/remotes/catalog/remoteEntry.js', { method: 'GET', headers: { accept: '*/*' } }],
    ['/healthz', data],
  ])('%s (%j) goes to the store', (pathname, req) => {
    expect(goesToGateway(routes, req, pathname)).toBe(true);
  });

  it.each(['/', '/products', '/cart', '/checkout', '/success', '/chat', '/product/1'])(
    'the page %s is the dev server’s own',
    (pathname) => {
      expect(goesToGateway(routes, page, pathname)).toBe(false);
    },
  );
});

describe('a remote’s dev server on its own', () => {
  const seen: string[] = [];
  let gateway: http.Server;
  let stop: () => Promise<void>;
  let base: string;

  beforeAll(async () => {
    // Stands in for the running store: says which requests reached it.
    gateway = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ from: 'store', url: req.url }));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const app = { ...(await loadApp(path.join(root, 'mf-support'))), devPort: port };
    const servers = await startDevServers([app], `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, root);
    stop = async () => {
      await Promise.all(servers.map((s) => s.stop()));
    };
    base = `http://localhost:${port}`;
  }, 90_000);

  afterAll(async () => {
    await stop?.();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  it('serves its own page and files, and passes the store’s paths and data requests to the store', async () => {
    const html = await fetch(`${base}/customer-service`, { headers: { Accept: 'text/html' } });
    expect(await html.text()).toContain('mf_support (standalone)');
    const entry = await fetch(`${base}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain('mf_support');
    expect(seen).toEqual([]);

    const api = await fetch(`${base}/api/products?limit=1`);
    expect(await api.json()).toEqual({ from: 'store', url: '/api/products?limit=1' });
    const sandbox = await fetch(`${base}/payment-sandbox/pay/cs_test_1`, { headers: { Accept: 'text/html' } });
    expect(await sandbox.json()).toEqual({ from: 'store', url: '/payment-sandbox/pay/cs_test_1' });
    const chat = await fetch(`${base}/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"message":"hi"}' });
    expect(await chat.json()).toEqual({ from: 'store', url: '/chat' });
    expect(seen).toEqual(['GET /api/products?limit=1', 'GET /payment-sandbox/pay/cs_test_1', 'POST /chat']);
  }, 30_000);
});
