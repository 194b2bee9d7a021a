// What the single-process store (`npm start`) serves: the catalogue requests every page makes, through
// the whole store (gateway, catalog service, PGlite), against a bare Express server answering the same
// JSON in the same process, loaded by autocannon from a process of its own (50 connections).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { listen } from '@storefront/service-kit';
import { SERVICES, readStoreConfig, startStore } from '@storefront/standalone';
import { autocannon, table } from './lib';

const load = (url: string, seconds = SECONDS) => autocannon(url, { connections: CONNECTIONS, seconds });

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
console.log('Single-process store throughput (autocannon, 50 connections)');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
const config = readStoreConfig(SERVICES, { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
const started = Date.now();
const store = await startStore({ config });
console.log(`  store started in ${((Date.now() - started) / 1000).toFixed(1)} s (fresh data folder)`);

try {
  const listPath = '/api/products?page=1&limit=24';
  const list = await (await fetch(`${store.url}${listPath}`)).json();
  const id = (list as { products: Array<{ _id: string }> }).products[0]!._id;
  const productPath = `/api/products/${id}`;
  const product = await (await fetch(`${store.url}${productPath}`)).json();
  // What a cart or an order prices from: never kept, so every request is the database's work.
  const ids = (list as { products: Array<{ _id: string }> }).products.slice(0, 10).map((p) => p._id);
  const pricesPath = `/api/products?ids=${ids.join(',')}`;
  const prices = await (await fetch(`${store.url}${pricesPath}`)).json();

  // The baseline: the same answers from memory, with nothing in between.
  const bare = express();
  bare.get('/api/products', (req, res) => void res.json(req.query.ids ? prices : list));
  bare.get('/api/products/:id', (_req, res) => void res.json(product));
  const baseline = await listen(bare, 0, '127.0.0.1');
  const bareUrl = `http://127.0.0.1:${baseline.port}`;

  const rows = [];
  for (const [label, p] of [
    ['GET /api/products (home page)', listPath],
    ['GET /api/products/{id}', productPath],
    ['GET /api/products?ids= (10 products, never kept)', pricesPath],
  ] as const) {
    await load(`${store.url}${p}`, 2); // warm-up
    const ours = await load(`${store.url}${p}`);
    const base = await load(`${bareUrl}${p}`);
    rows.push({
      request: label,
      'store req/s': Math.round(ours.rps),
      'store p99': `${ours.p99} ms`,
      'bare Express req/s': Math.round(base.rps),
      'bare p99': `${base.p99} ms`,
      'store / bare': (ours.rps / base.rps).toFixed(2),
      errors: ours.errors + base.errors,
    });
  }
  console.log(`\n${table(rows)}\n`);
  console.log(`  RSS after the runs: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB (store and baseline together)`);
  await baseline.close(1000);
} finally {
  await store.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
