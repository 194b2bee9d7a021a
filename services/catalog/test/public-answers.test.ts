import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../src/data/catalogue-cache';
import { publicAnswers } from '../src/routes/public-answers';

// How the catalogue's public answers are made once for everyone who asks at the same moment (after a
// change lets everything kept go, every shopper on the home page asks at once).

describe('public answers asked for at the same moment', () => {
  /** A catalogue whose listing takes `ms` to make, counting how often it is made. */
  const catalogue = (ms: number, status = () => 200) => {
    const cache = new CatalogueCache({ ttlMs: 10_000, maxEntries: 10 });
    const made = { count: 0 };
    const app = express();
    app.get('/api/products', publicAnswers(cache), (req, res) => {
      made.count++;
      const n = made.count;
      const code = status(); // as the catalogue stood when it began
      setTimeout(() => void res.status(code).json({ page: req.query.page, made: n }), ms);
    });
    return { app, cache, made };
  };

  it('makes the answer once and gives it, with its ETag, to everyone who asked meanwhile', async () => {
    const { app, made } = catalogue(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/api/products?page=1')));
    expect(made.count).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ page: '1', made: 1 });
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
    }
    // Another page is another answer.
    await request(app).get('/api/products?page=2').expect(200);
    expect(made.count).toBe(2);
  });

  it('does not give an answer begun before a change to a request that came after it', async () => {
    const { app, cache, made } = catalogue(100);
    const before = request(app)
      .get('/api/products?page=1')
      .then((r) => r);
    // The change comes once the first answer is being made (a fixed wait loses that race on a slow machine).
    while (made.count === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    cache.changed();
    const after = await request(app).get('/api/products?page=1');
    expect((await before).body.made).toBe(1);
    expect(after.body.made).toBe(2);
  });

  it('makes it again for each request that waited on one that failed', async () => {
    let failing = true;
    const { app, made } = catalogue(50, () => (failing ? 503 : 200));
    const first = request(app)
      .get('/api/products?page=1')
      .then((r) => r);
    while (made.count === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    const waiting = request(app)
      .get('/api/products?page=1')
      .then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 10));
    failing = false;
    expect((await first).status).toBe(503);
    expect((await waiting).status).toBe(200);
    expect(made.count).toBe(2);
  });

  it('has one of those waiting make it when the first one’s caller leaves before it is made', async () => {
    // Made slowly enough that the five below are surely waiting for it before the first caller leaves,
    // on a machine busy with other suites too.
    const { app, made } = catalogue(600);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // The first caller leaves at once; its answer is still made (the route goes on).
      const left = http.get({ port, path: '/api/products?page=1' });
      left.on('error', () => {});
      while (made.count === 0) await new Promise((resolve) => setTimeout(resolve, 2));
      const waiting = Promise.all(Array.from({ length: 5 }, () => fetch(`http://127.0.0.1:${port}/api/products?page=1`)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      left.destroy();
      const answers = await waiting;
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      // The first caller's, and one for the five that waited.
      expect(made.count).toBe(2);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
