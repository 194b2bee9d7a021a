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
});
