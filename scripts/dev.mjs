// npm run dev: a webpack dev server with hot reload (React Refresh) for the shell and each remote, against
// the running store: the store (or gateway) that answers at GATEWAY_URL (default http://localhost:PORT,
// PORT 8080) if there is one; otherwise one started here from source (the services and gateway,
// restarted when their code changes). Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { FRONTENDS, ROOT } from './lib.mjs';

const port = process.env.PORT || '8080';
const gateway = (process.env.GATEWAY_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const children = [];

function start(label, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (d) => console.log(prefix(d)));
  child.stderr.on('data', (d) => console.error(prefix(d)));
  child.on('exit', (code) => {
    if (!stopping) console.log(`[${label}] exited (${code}); stopping the rest`);
    stopAll();
  });
  children.push(child);
}

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/** Whether a store's gateway answers at `url` (its health check names the gateway). */
async function gatewayAnswers(url) {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    const body = await res.json();
    return res.ok && body?.service === 'gateway';
  } catch {
    return false;
  }
}

if (await gatewayAnswers(gateway)) {
  console.log(`Using the store already running at ${gateway} (its services and data); only the front ends run here.`);
} else if (process.env.GATEWAY_URL) {
  console.error(`No store answers at GATEWAY_URL=${gateway}. Start it there, or leave GATEWAY_URL unset to have npm run dev start one.`);
  process.exit(1);
} else {
  const dataDir = process.env.DATA_DIR || '.data';
  console.log(
    `No store answers at ${gateway}: starting one from source on port ${port} (data in ${dataDir}), restarted when its code changes.`,
  );
  start('store', ['--import', 'tsx', '--watch', 'standalone/src/main.ts'], { PORT: port, LOG_LEVEL: process.env.LOG_LEVEL || 'info' });
}
start('web', ['--import', 'tsx', 'packages/frontend-build/src/cli.ts', 'dev', ...FRONTENDS, `--gateway=${gateway}`]);
