// The gateway's cost in the distributed mode: every service and the gateway in its own process, on
// PostgreSQL and RabbitMQ (as docker-compose runs them), with autocannon in a process of its own at 50
// connections: the catalogue's two main requests straight to the catalog process, then through the
// gateway, in the same run. The gateway keeps those public answers (it hears the catalogue's changes on
// RabbitMQ); the third request, a list of ids as carts price from, is never kept: it is the proxy's own
// cost. Needs the build (`npm run build`).
import { startDistributedStore } from '../e2e/src/deployment';
import { autocannon, table } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);

console.log('Gateway in the distributed mode: starting every service in its own process ...');
const store = await startDistributedStore({ label: 'bench' });
try {
  const catalog = store.urls.catalog;
  const id = ((await (await fetch(`${catalog}/api/products?limit=1`)).json()) as { products: Array<{ _id: string }> }).products[0]!._id;
  const load = (url: string) => autocannon(url, { connections: 50, seconds: SECONDS });
  const rows: Array<Record<string, string>> = [];
  for (const [name, path] of [
    ['GET /api/products/{id}', `/api/products/${id}`],
    ['GET /api/products', '/api/products'],
    ['GET /api/products?ids={id} (never kept)', `/api/products?ids=${id}`],
  ] as const) {
    await load(`${catalog}${path}`); // warm up
    const direct = await load(`${catalog}${path}`);
    const through = await load(`${store.gateway}${path}`);
    if (direct.errors || through.errors) throw new Error(`${name} failed during the run`);
    rows.push({
      request: name,
      'straight req/s': direct.rps.toFixed(0),
      'straight p99': `${direct.p99} ms`,
      'gateway req/s': through.rps.toFixed(0),
      'gateway p99': `${through.p99} ms`,
      ratio: (through.rps / direct.rps).toFixed(2),
    });
  }
  console.log(`\n50 connections, ${SECONDS} s each, separate processes:\n\n${table(rows)}\n`);
} finally {
  await store.stop();
}
