import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../src/data/catalogue-cache';
import { catalogueChangesClear } from '../src/routes/public-answers';

describe('the catalogue cache', () => {
  it('keeps answers a while, never one made across a change, and within its bytes', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 3000, now: () => now });
    expect(await cache.remember('a', async () => 1)).toBe(1);
    expect(await cache.remember('a', async () => 2)).toBe(1);
    now = 10_000;
    expect(await cache.remember('a', async () => 3)).toBe(3);
    // Made while the catalogue changed: not kept.
    expect(await cache.remember('b', async () => (cache.changed(), 'old'))).toBe('old');
    expect(cache.peek('b')).toBeUndefined();
    // The least recently used go first when the bytes run out.
    cache.keep('x', 'x', cache.version, 1000);
    cache.keep('y', 'y', cache.version, 1000);
    cache.peek('x');
    cache.keep('z', 'z', cache.version, 1500);
    expect([cache.peek('x'), cache.peek('y'), cache.peek('z')]).toEqual(['x', undefined, 'z']);
    expect(cache.stats().bytes).toBe(2500);
  });

  it('is cleared by a change made through the service, not by a write it refused', async () => {
    const cache = new CatalogueCache({ ttlMs: 10_000, maxEntries: 10 });
    const app = express();
    app.use(catalogueChangesClear(cache));
    app.put('/api/admin/products/:id', (req, res) => void res.status(req.headers.authorization ? 200 : 401).json({}));
    cache.keep('page', 'kept', cache.version);
    await request(app).put('/api/admin/products/1').expect(401);
    await request(app).post('/api/admin/nowhere').expect(404);
    expect(cache.peek('page')).toBe('kept');
    await request(app).put('/api/admin/products/1').set('Authorization', 'Bearer x').expect(200);
    expect(cache.peek('page')).toBeUndefined();
  });

  it('is cleared once an admin’s write whose caller left is done, not before, and not by a stranger’s', async () => {
    const cache = new CatalogueCache({ ttlMs: 10_000, maxEntries: 10 });
    const app = express();
    app.use(express.json());
    // As the service signs callers in (its identify middleware), before this one.
    app.use((req, _res, next) => {
      if (req.headers['x-test-admin']) req.identity = { userId: 'a', isAdmin: true, name: 'Admin', email: 'a@x.test' } as never;
      next();
    });
    app.use(catalogueChangesClear(cache));
    // Slow to answer (its work commits at 300 ms): the caller leaves first. A stranger is refused.
    app.post(
      '/api/admin/products/import',
      (req, res) => void setTimeout(() => res.status(req.identity?.isAdmin ? 200 : 401).json({}), 300),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const sendAndLeave = async (headers: Record<string, string>) => {
      const closed = new Promise<void>((resolve) => server.once('connection', (socket) => socket.once('close', () => resolve())));
      const left = http.request({
        port: (server.address() as AddressInfo).port,
        method: 'POST',
        path: '/api/admin/products/import',
        headers,
      });
      left.on('error', () => {});
      left.end(JSON.stringify({ name: 'x' }));
      setTimeout(() => left.destroy(), 50);
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      cache.keep('page', 'kept', cache.version);
      await sendAndLeave({ 'content-type': 'application/json' });
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(cache.peek('page')).toBe('kept');
      await sendAndLeave({ 'content-type': 'application/json', 'x-test-admin': '1' });
      // Not before its work is done (the answers made meanwhile would be as old as before)...
      expect(cache.peek('page')).toBe('kept');
      // ...but once it is, though no one is there to read its answer.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(cache.peek('page')).toBeUndefined();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
