// The gateway's cost in the distributed mode: every service and the gateway in its own process, on
// PostgreSQL and RabbitMQ (as docker-compose runs them), with autocannon in a process of its own at 50
// connections: the catalogue's two main requests straight to the catalog process, then through the
// gateway, in the same run. The gateway keeps those public answers (it hears the catalogue's changes on
// RabbitMQ); the third request, a list of ids as carts price from, is never kept: it is the proxy's own
// cost, shown beside the least a Node proxy costs on the same machine (bench/bare-proxy.ts). Each figure
// is the median of BENCH_ROUNDS rounds (3), the three targets taking turns, as this machine's speed
// drifts. Needs the build (`npm run build`).
import { spawn } from 'node:child_process';
import { startDistributedStore } from '../e2e/src/deployment';
import { type Load, autocannon, table } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

console.log('Gateway in the distributed mode: starting every service in its own process ...');
const store = await startDistributedStore({ label: 'bench' });
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-proxy.ts', store.urls.catalog], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const barePort = await new Promise<string>((resolve, reject) => {
    bare.once('exit', (code) => reject(new Error(`the bare proxy exited (${code})`)));
    bare.stdout.on('data', (d: Buffer) => {
      const port = /listening on (\d+)/.exec(String(d))?.[1];
      if (port) resolve(port);
    });
  });
  const catalog = store.urls.catalog;
  const id = ((await (await fetch(`${catalog}/api/products?limit=1`)).json()) as { products: Array<{ _id: string }> }).products[0]!._id;
  const load = (url: string) => autocannon(url, { connections: 50, seconds: SECONDS });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rows: Array<Record<string, string>> = [];
  for (const [name, path, withBare] of [
    ['GET /api/products/{id}', `/api/products/${id}`, false],
    ['GET /api/products', '/api/products', false],
    ['GET /api/products?ids={id} (never kept)', `/api/products?ids=${id}`, true],
  ] as const) {
    process.stdout.write(`  ${name} ...`);
    const targets = { direct: catalog, gateway: store.gateway, ...(withBare ? { bare: `http://127.0.0.1:${barePort}` } : {}) };
    for (const origin of Object.values(targets)) await load(`${origin}${path}`); // warm up
    const runs: Array<Record<string, Load>> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const run: Record<string, Load> = {};
      for (const [target, origin] of Object.entries(targets)) {
        run[target] = await load(`${origin}${path}`);
        if (run[target].errors) throw new Error(`${name} failed during the run (${target})`);
      }
      runs.push(run);
      process.stdout.write('.');
    }
    console.log('');
    const rps = (target: string) => median(runs.map((r) => r[target]!.rps));
    const ratio = (target: string) => median(runs.map((r) => r[target]!.rps / r.direct!.rps));
    rows.push({
      request: name,
      'straight req/s': rps('direct').toFixed(0),
      'gateway req/s': rps('gateway').toFixed(0),
      'gateway p99': `${median(runs.map((r) => r.gateway!.p99))} ms`,
      ratio: ratio('gateway').toFixed(2),
      'bare Node proxy': withBare ? `${rps('bare').toFixed(0)} req/s (${ratio('bare').toFixed(2)})` : '',
    });
  }
  console.log(`\n50 connections, ${SECONDS} s each, separate processes, median of ${ROUNDS} rounds:\n\n${table(rows)}\n`);
} finally {
  bare.kill();
  await store.stop();
}
