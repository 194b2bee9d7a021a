// npm start: builds what is missing or out of date, then runs the whole store in one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILD_STAMP, FRONTENDS, NODE_ENTRIES, ROOT, mtime, newestSource, run } from './lib.mjs';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode();

const outputs = [
  ...NODE_ENTRIES.map(([, out]) => out),
  'shell/dist/index.html',
  ...FRONTENDS.filter((f) => f !== 'shell').map((f) => `${f}/releases/releases.json`),
];
const oldestOutput = outputs.every((o) => mtime(o) > 0) ? mtime(path.relative(ROOT, BUILD_STAMP)) : 0;
const sources = newestSource(['packages', 'services', 'gateway', 'standalone', ...FRONTENDS]);
if (oldestOutput === 0 || sources > oldestOutput) {
  console.log(
    oldestOutput === 0 ? 'First start: building the store (about a minute).' : 'Sources changed since the last build: rebuilding.',
  );
  await run(process.execPath, [path.join(ROOT, 'scripts/build.mjs')]);
}

// The store runs in a process group of its own, so a signal reaches it once, from here, whether it was
// Ctrl-C at a terminal (the whole group) or a supervisor signalling this process alone. A second Ctrl-C
// is passed on too, and stops it at once. The IPC channel ties the store to this process: killed
// outright, this process takes the store down with it.
const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'standalone/dist/main.js')], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
  cwd: process.cwd(),
  env: {
    ...process.env,
    // npm start keeps its traces in a file in its data folder (.data/traces.jsonl) unless told otherwise.
    OTEL_TRACES_EXPORTER: process.env.OTEL_TRACES_EXPORTER?.trim() || 'file',
    // Two of glibc's malloc arenas instead of one per thread: the embedded database's, libuv's, V8's and
    // sharp's threads would each keep freed memory of their own (docs/performance.md has the figures).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX?.trim() || '2',
  },
});
// A closed terminal (SIGHUP) stops the store gracefully, as SIGTERM does.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
