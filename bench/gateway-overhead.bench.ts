// What the gateway costs: product requests straight to the catalog service against the same requests
// through the gateway, in the same process, with the same concurrency.
import { catalogService } from '@storefront/catalog';
import { buildGateway } from '@storefront/gateway';
import { loadRouteTable } from '@storefront/routes';
import { createLogger, listen } from '@storefront/service-kit';
import { startTestService } from '@storefront/testing';
import { ratio, table } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const CONCURRENCY = 16;

async function load(url: string): Promise<{ rps: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const start = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: latencies[Math.floor(latencies.length * 0.5)]!,
    p99: latencies[Math.floor(latencies.length * 0.99)]!,
  };
}

console.log('Gateway overhead benchmark');
const catalog = await startTestService(catalogService, { database: 'pglite', bus: 'in-process' });
const direct = await listen(catalog.app, 0, '127.0.0.1');
const gateway = await listen(
  buildGateway({
    log: createLogger('gateway', 'silent'),
    config: {
      services: { catalog: `http://127.0.0.1:${direct.port}` },
      routes: loadRouteTable(),
      corsOrigins: [],
      remotes: {},
      upstreamTimeoutMs: 30_000,
      publicUrl: 'http://localhost:8080',
    },
  }),
  0,
  '127.0.0.1',
);
try {
  const id = ((await (await fetch(`http://127.0.0.1:${direct.port}/api/products?limit=1`)).json()) as { products: Array<{ _id: string }> })
    .products[0]!._id;
  const path = `/api/products/${id}`;
  await load(`http://127.0.0.1:${direct.port}${path}`); // warm up
  const a = await load(`http://127.0.0.1:${direct.port}${path}`);
  const b = await load(`http://127.0.0.1:${gateway.port}${path}`);
  console.log(
    `\nGET ${'/api/products/{id}'}, ${CONCURRENCY} concurrent clients for ${SECONDS} s each:\n` +
      table([
        { route: 'straight to catalog', 'req/s': a.rps.toFixed(0), p50: `${a.p50.toFixed(1)} ms`, p99: `${a.p99.toFixed(1)} ms` },
        { route: 'through the gateway', 'req/s': b.rps.toFixed(0), p50: `${b.p50.toFixed(1)} ms`, p99: `${b.p99.toFixed(1)} ms` },
      ]) +
      `\n\nthroughput through the gateway: ${ratio(b.rps / a.rps)} of direct; added p50 latency: ${(b.p50 - a.p50).toFixed(1)} ms\n`,
  );
} finally {
  await gateway.close();
  await direct.close();
  await catalog.close();
}
