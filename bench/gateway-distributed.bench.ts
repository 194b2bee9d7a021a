// The gateway's cost in the distributed mode: every service and the gateway in its own process, on
// PostgreSQL and RabbitMQ (as docker-compose runs them), with autocannon in a process of its own at 50
// connections: the catalogue's two main requests straight to the catalog process, then through the
// gateway, in the same run. The gateway keeps those public answers (it hears the catalogue's changes on
// RabbitMQ); the third request, a list of ids as carts price from, is never kept: it is the proxy's own
// cost, shown beside the least a Node proxy costs on the same machine (bench/bare-proxy.ts). Each figure
// is the median of BENCH_ROUNDS rounds (3), the three targets taking turns, as this machine's speed
// drifts. Beside each ratio, the CPU time each process spent per request (read from /proc on Linux): on
// this 2-core machine the service, PostgreSQL, the proxy and autocannon share the cores, so a ratio says
// how the whole machine fared; the gateway's CPU per request against the bare proxy's, measured in the
// same rounds, says what the gateway itself adds. Needs the build (`npm run build`).
import { spawn } from 'node:child_process';
import { startDistributedStore } from '../e2e/src/deployment';
import { type Load, autocannon, cpuMs, table } from './lib';

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
  /** The load, with the microseconds of CPU the process `pid` spent per request answered. */
  const loadTimed = async (url: string, pid: number | undefined): Promise<Load & { cpuUs?: number }> => {
    const before = cpuMs(pid);
    const result = await load(url);
    const after = cpuMs(pid);
    const answered = result.rps * SECONDS;
    return before === undefined || after === undefined || answered === 0
      ? result
      : { ...result, cpuUs: ((after - before) * 1000) / answered };
  };
  const pids: Record<string, number | undefined> = {
    direct: store.process('catalog').child.pid,
    gateway: store.process('gateway').child.pid,
    bare: bare.pid,
  };
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
    const runs: Array<Record<string, Load & { cpuUs?: number }>> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const run: Record<string, Load & { cpuUs?: number }> = {};
      for (const [target, origin] of Object.entries(targets)) {
        run[target] = await loadTimed(`${origin}${path}`, pids[target]);
        if (run[target].errors) throw new Error(`${name} failed during the run (${target})`);
      }
      runs.push(run);
      process.stdout.write('.');
    }
    console.log('');
    const rps = (target: string) => median(runs.map((r) => r[target]!.rps));
    const ratio = (target: string) => median(runs.map((r) => r[target]!.rps / r.direct!.rps));
    const cpu = (target: string) => {
      const values = runs.map((r) => r[target]!.cpuUs).filter((v): v is number => v !== undefined);
      return values.length ? `${median(values).toFixed(0)} µs` : 'n/a';
    };
    rows.push({
      request: name,
      'straight req/s': rps('direct').toFixed(0),
      'gateway req/s': rps('gateway').toFixed(0),
      'gateway p99': `${median(runs.map((r) => r.gateway!.p99))} ms`,
      ratio: ratio('gateway').toFixed(2),
      'gateway CPU/req': cpu('gateway'),
      'bare Node proxy': withBare ? `${rps('bare').toFixed(0)} req/s (${ratio('bare').toFixed(2)}), CPU/req ${cpu('bare')}` : '',
      'service CPU/req': cpu('direct'),
    });
  }
  console.log(
    `\n50 connections, ${SECONDS} s each, separate processes, median of ${ROUNDS} rounds (CPU/req: the CPU time the process spent per request, straight to the service for the service's):\n\n${table(rows)}\n`,
  );
} finally {
  bare.kill();
  await store.stop();
}
