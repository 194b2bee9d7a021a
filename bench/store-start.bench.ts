// A cold `npm start`: the built single-process store started as `npm start` starts it, on a new data folder
// each time, BENCH_STARTS times (5). For each: the time the store itself says it took to be ready, and its
// resident memory (RSS) 5 s after it said so. The baseline, started the same way and taking turns with it:
// a Node process serving one Express route, the least a Node web server holds. Needs the build
// (`npm run build`); reads RSS from /proc (Linux).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { startBuiltStore } from '../e2e/src/store';
import { residentMb, table } from './lib';

const STARTS = Number(process.env.BENCH_STARTS || 5);
const SETTLE_MS = 5000;

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function storeStart(): Promise<{ readyS: number; rssMb: number }> {
  const store = await startBuiltStore();
  try {
    const said = /\(started in ([\d.]+) s\)/.exec(store.output())?.[1];
    if (!said) throw new Error(`the store did not say how long it took:\n${store.output()}`);
    await settle();
    return { readyS: Number(said), rssMb: residentMb(store.process.pid) };
  } finally {
    await store.stop();
    fs.rmSync(store.dataDir, { recursive: true, force: true });
  }
}

const BARE_SERVER = `
  const started = Date.now();
  const app = (await import('express')).default();
  app.get('/api/products', (_req, res) => res.json({ products: [] }));
  const server = app.listen(0, '127.0.0.1', () => console.log('ready in ' + (Date.now() - started) / 1000));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
`;

async function bareStart(): Promise<{ readyS: number; rssMb: number }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const readyS = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
      child.stdout.on('data', (d: Buffer) => {
        const s = /ready in ([\d.]+)/.exec(String(d))?.[1];
        if (s) resolve(Number(s));
      });
    });
    await settle();
    return { readyS, rssMb: residentMb(child.pid) };
  } finally {
    child.kill('SIGINT');
  }
}

console.log(`A cold start, ${STARTS} times each, taking turns (${SETTLE_MS / 1000} s after ready for the memory) ...`);
const runs: Record<'store' | 'bare', Array<{ readyS: number; rssMb: number }>> = { store: [], bare: [] };
for (let i = 0; i < STARTS; i++) {
  runs.store.push(await storeStart());
  runs.bare.push(await bareStart());
  process.stdout.write('.');
}
console.log('');
const spread = (values: number[], digits: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(digits);
  return `${f(sorted[Math.floor(sorted.length / 2)]!)} (${f(sorted[0]!)}-${f(sorted.at(-1)!)})`;
};
console.log(
  `\nMedian (least-most) of ${STARTS} cold starts on new data folders:\n\n${table([
    {
      process: 'the store, as `npm start` runs it',
      'ready, its own time (s)': spread(
        runs.store.map((r) => r.readyS),
        1,
      ),
      'resident memory (MB)': spread(
        runs.store.map((r) => r.rssMb),
        0,
      ),
    },
    {
      process: 'bare Express, one route (baseline)',
      'ready, its own time (s)': spread(
        runs.bare.map((r) => r.readyS),
        2,
      ),
      'resident memory (MB)': spread(
        runs.bare.map((r) => r.rssMb),
        0,
      ),
    },
  ])}\n`,
);
