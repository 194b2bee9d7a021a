// npm run dev: the services and gateway from source (restarted when their code changes) and a webpack
// dev server with hot reload for the shell and each remote. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { FRONTENDS, ROOT } from './lib.mjs';

const port = process.env.PORT || '8080';
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

start('store', ['--import', 'tsx', '--watch', 'standalone/src/main.ts'], { PORT: port, LOG_LEVEL: process.env.LOG_LEVEL || 'info' });
start('web', ['--import', 'tsx', 'packages/frontend-build/src/cli.ts', 'dev', ...FRONTENDS, `--gateway=http://localhost:${port}`]);
