import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteTable, matchRoute } from '../src';

const page = { method: 'GET', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
const data = { method: 'GET', headers: { accept: 'application/json' } };

describe('the route table', () => {
  it('is built in, and can come from a file of the same shape', () => {
    expect(loadRouteTable().map((r) => r.service)).toContain('catalog');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-routes-'));
    try {
      const file = path.join(dir, 'routes.json');
      fs.writeFileSync(file, JSON.stringify({ routes: [{ prefix: '/api/gift-cards', service: 'gift-cards', methods: ['GET'] }] }));
      expect(loadRouteTable(file)).toEqual([{ prefix: '/api/gift-cards', service: 'gift-cards', accept: 'any', methods: ['GET'] }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('matches the longest prefix on whole path segments, by what the request asks for and its method', () => {
    const routes = loadRouteTable();
    expect(matchRoute(routes, data, '/api/products/42')?.service).toBe('catalog');
    expect(matchRoute(routes, data, '/api/productsx')).toBeUndefined();
    expect(matchRoute(routes, data, '/api/ai-recommendation-products')?.prefix).toBe('/api/ai-recommendation-products');
    // /products is a page and an API: the page goes to the shell.
    expect(matchRoute(routes, data, '/products')?.service).toBe('catalog');
    expect(matchRoute(routes, page, '/products')).toBeUndefined();
    // The chat page is the shell's; only its POST goes to support.
    expect(matchRoute(routes, { method: 'POST', headers: {} }, '/chat')?.service).toBe('support');
    expect(matchRoute(routes, page, '/chat')).toBeUndefined();
  });

  it('lets a * segment stand for any one segment, and the longer prefix still wins', () => {
    const routes = loadRouteTable();
    expect(matchRoute(routes, data, '/api/products/0b8e/reviews')?.service).toBe('reviews');
    expect(matchRoute(routes, data, '/api/products/0b8e/reviews/x')?.service).toBe('reviews');
    expect(matchRoute(routes, data, '/api/products/0b8e')?.service).toBe('catalog');
    expect(matchRoute(routes, data, '/api/products/0b8e/reviewsx')?.service).toBe('catalog');
    expect(matchRoute(routes, data, '/api/products//reviews')?.service).toBe('catalog');
    expect(matchRoute(routes, data, '/api/products/a/b/reviews')?.service).toBe('catalog');
  });

  it('gives every service it names the routes each service answers alike (dead letters, audit log)', () => {
    const routes = loadRouteTable();
    const services = [...new Set(routes.map((r) => r.service))];
    for (const service of services) {
      expect(matchRoute(routes, data, `/api/admin/dead-letters/${service}/replay`)?.service, service).toBe(service);
      expect(matchRoute(routes, data, `/api/admin/audit/${service}`)?.service, service).toBe(service);
    }
    expect(matchRoute(routes, data, '/api/admin/audit/nobody')).toBeUndefined();
  });
});
