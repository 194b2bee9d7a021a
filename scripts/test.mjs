// npm test: everything. Checks (and where it can, starts or installs) what the tests need on this
// machine, type-checks, lints, builds, then runs the unit, service and component suites, then the browser and broker-restart ones side by side.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, UNIT_TEST_PROJECTS, run } from './lib.mjs';
import { requireSupportedNode } from './node-version.mjs';

const started = Date.now();
const step = (text) => console.log(`\n▶ ${text}`);
const fail = (text) => {
  console.error(`\n✖ ${text}`);
  process.exit(1);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function reachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitUntilReachable(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await reachable(host, port)) return true;
    await sleep(250);
  }
  return false;
}

const sh = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'inherit' }).status === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

async function ensurePostgres() {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const port = Number(url.port || 5432);
  if (await reachable(url.hostname, port)) return console.log(`  PostgreSQL is up at ${url.hostname}:${port}`);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname) || !has('pg_ctlcluster')) {
    fail(`PostgreSQL is not reachable at ${url.hostname}:${port}. Start it, or point TEST_DATABASE_URL at one.`);
  }
  console.log('  PostgreSQL is not running: starting it');
  sh('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -n 1) main start');
  if (!(await waitUntilReachable(url.hostname, port, 30))) {
    fail('PostgreSQL did not start. Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start');
  }
}

async function ensureRabbit() {
  const url = new URL(process.env.TEST_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672');
  const port = Number(url.port || 5672);
  if (await reachable(url.hostname, port)) return console.log(`  RabbitMQ is up at ${url.hostname}:${port}`);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname) || !has('rabbitmq-server')) {
    fail(`RabbitMQ is not reachable at ${url.hostname}:${port}. Start it, or point TEST_AMQP_URL at one.`);
  }
  console.log('  RabbitMQ is not running: starting it (about 5 s)');
  sh('rabbitmq-server -detached');
  sh('rabbitmqctl await_startup >/dev/null 2>&1 || true');
  if (!(await waitUntilReachable(url.hostname, port, 60))) fail('RabbitMQ did not start. Start it with: rabbitmq-server -detached');
}

function ensureDebianPackages() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const missing = [];
  if (!fs.existsSync(chromium)) missing.push('chromium');
  if (!has('docker-compose')) missing.push('docker-compose');
  // The database roles' setup is run by psql, as the Kubernetes Job and docker-compose run it.
  if (!has('psql')) missing.push('postgresql-client');
  if (missing.length === 0) return console.log(`  Chromium at ${chromium}; docker-compose and psql present`);
  const canInstall = process.getuid?.() === 0 && has('apt-get');
  if (!canInstall) fail(`Missing ${missing.join(' and ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`);
  console.log(`  installing Debian's ${missing.join(' and ')} (a minute or two)`);
  if (!sh(`DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing.join(' ')} >/dev/null`)) {
    sh('apt-get update >/dev/null');
    if (!sh(`DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing.join(' ')} >/dev/null`)) {
      fail(`Could not install ${missing.join(' and ')}. Install them with: apt-get install -y ${missing.join(' ')}`);
    }
  }
}

const vitest = (...args) => run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args]);

/** A vitest run beside another: its output is kept, to be printed whole when it ends, not interleaved. */
function vitestKeepingOutput(...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      resolve({ ok: code === 0, why: signal ?? `exit code ${code}`, output: Buffer.concat(output).toString() }),
    );
  });
}

step('Checking this machine');
requireSupportedNode();
console.log(`  Node.js ${process.versions.node} (${path.relative(ROOT, process.execPath) || process.execPath})`);
await ensurePostgres();
await ensureRabbit();
ensureDebianPackages();

// ESLint reads the whole typed program on one core for a minute: it runs beside the type check, the
// format check and the build, which leave the other core mostly idle, and prints only what it finds.
step('Type-checking (TypeScript, strict), with ESLint running beside it (typescript-eslint and the import boundaries)');
const lint = run(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
lint.catch(() => {}); // awaited below, after the build
await run(process.execPath, ['node_modules/@typescript/native/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
console.log('  no type errors');

step('Format (Prettier)');
await run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']);
console.log('  every file formatted');

step('Building');
await run(process.execPath, ['scripts/build.mjs']);
await lint;
console.log('  no lint errors');

step('Unit, service and component tests (PostgreSQL, PGlite, RabbitMQ, jsdom)');
// Vitest leaves a core free by default, which on two cores is one test file at a time; these files
// mostly wait on PostgreSQL and RabbitMQ, so two at a time take about half as long.
await vitest(...UNIT_TEST_PROJECTS, `--maxWorkers=${Math.max(2, os.availableParallelism())}`);

// The broker-restart and fault-injection tests mostly wait (for a fault to last, for orders to settle),
// on a RabbitMQ node of their own: they run beside the browser tests, which do not use RabbitMQ, and
// their output is printed when they end, so the two suites' waits overlap.
step('Browser tests in Chromium, and the distributed deployment; beside them, broker restarts and faults (printed when they end)');
// The browser tests' store writes what it logged (warnings and errors) here as it stops: shown when a
// browser test fails, as what the store saw may say why.
const storeLog = path.join(os.tmpdir(), `storefront-e2e-store-${process.pid}.log`);
process.env.E2E_STORE_LOG = storeLog;
const [browser, broker] = await Promise.allSettled([
  vitest('--project', 'e2e', '--project', 'e2e-alone'),
  vitestKeepingOutput('--project', 'serial'),
]);
if (broker.status === 'fulfilled') {
  step('Broker restarts and faults, on a RabbitMQ node of their own (ran beside the browser tests)');
  process.stdout.write(broker.value.output);
}
if (browser.status === 'rejected' && fs.existsSync(storeLog)) {
  const lines = fs.readFileSync(storeLog, 'utf8').trimEnd().split('\n');
  step(`What the browser tests' store logged (warnings and errors${lines.length > 200 ? ', the last 200 lines' : ''})`);
  console.log(lines.slice(-200).join('\n'));
}
fs.rmSync(storeLog, { force: true });
if (browser.status === 'rejected') fail(`The browser tests failed: ${browser.reason.message}`);
if (broker.status === 'rejected' || !broker.value.ok)
  fail(`The broker-restart and fault tests failed (${broker.reason?.message ?? broker.value.why}).`);

console.log(`\n✔ All tests passed in ${((Date.now() - started) / 60000).toFixed(1)} minutes.`);
