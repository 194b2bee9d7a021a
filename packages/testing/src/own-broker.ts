import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { childEnvironment, testSettings } from './config';
import { freePort } from './ports';

// The tests that stop and start a broker (the `serial` project) stop a RabbitMQ node of their own, beside
// the machine's: the rest of the suite, on the machine's broker, can then run at the same time. It is the
// same RabbitMQ (its server and its rabbitmqctl), on ports of its own, with a folder of its own.

const execFileAsync = promisify(execFile);
const NAME = 'storefront-tests';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface OwnBroker {
  /** amqp://guest:guest@127.0.0.1:<its port> */
  readonly url: string;
  /** Its Erlang node name, for `rabbitmqctl -n`. */
  readonly node: string;
  /** Stops the node and removes its folder. */
  stop(): Promise<void>;
}

const ctl = (node: string, args: string[], timeoutMs = 60_000) =>
  execFileAsync('rabbitmqctl', ['-n', node, ...args], { timeout: timeoutMs, encoding: 'utf8' });

/** Nodes an earlier run started and did not stop (its process killed): stopped, so they do not pile up. */
async function stopLeftovers() {
  const names = await execFileAsync('epmd', ['-names'], { encoding: 'utf8' }).then(
    (r) => r.stdout,
    () => '', // no epmd running: no node either
  );
  for (const [, pid] of names.matchAll(new RegExp(`^name ${NAME}-(\\d+) at port`, 'gm'))) {
    if (processAlive(Number(pid))) continue;
    await ctl(`${NAME}-${pid}@localhost`, ['stop'], 30_000).catch(() => {});
    fs.rmSync(folderOf(Number(pid)), { recursive: true, force: true });
  }
}

const folderOf = (pid: number) => path.join(os.tmpdir(), `${NAME}-broker-${pid}`);

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts a RabbitMQ node of the tests' own (about 8 s here) and waits until it takes connections. Its
 * ports are picked free a few seconds before the node binds them, and the browser tests start services
 * meanwhile: a node that loses a port that way dies, and is started again on others (three tries). */
export async function startOwnBroker(): Promise<OwnBroker> {
  await stopLeftovers();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNode();
    } catch (e) {
      if (attempt >= 3) throw e;
      console.warn(
        `The tests' own RabbitMQ node did not start (try ${attempt} of 3), starting it on other ports: ${(e as Error).message.split('\n')[0]}`,
      );
    }
  }
}

async function startNode(): Promise<OwnBroker> {
  const folder = folderOf(process.pid);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder);
  // Debian's rabbitmq-server runs the node as its own user, which writes here.
  fs.chmodSync(folder, 0o777);
  const [port, distributionPort] = [await freePort(), await freePort()];
  const node = `${NAME}-${process.pid}@localhost`;
  const config = path.join(folder, 'rabbitmq.conf');
  const plugins = path.join(folder, 'enabled_plugins');
  fs.writeFileSync(config, `listeners.tcp.local = 127.0.0.1:${port}\n`, { mode: 0o644 });
  fs.writeFileSync(plugins, '[].\n', { mode: 0o644 }); // no management plugin: its port is the machine's node's
  const env = {
    ...childEnvironment(),
    HOME: os.homedir(), // where a node run as this user finds its Erlang cookie, as rabbitmqctl does
    RABBITMQ_NODENAME: node,
    RABBITMQ_CONFIG_FILE: config,
    RABBITMQ_ENABLED_PLUGINS_FILE: plugins,
    RABBITMQ_MNESIA_BASE: path.join(folder, 'data'),
    RABBITMQ_LOG_BASE: path.join(folder, 'log'),
    RABBITMQ_PID_FILE: path.join(folder, 'pid'),
    RABBITMQ_DIST_PORT: String(distributionPort),
  };
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    await execFileAsync('rabbitmq-server', ['-detached'], { env, timeout: 30_000 });
  } catch (e) {
    remove();
    throw new Error(
      `Could not start a RabbitMQ node for the broker-restart tests (${(e as Error).message}). They need rabbitmq-server and ` +
        'rabbitmqctl on this machine, as the machine-wide broker has (Debian: apt-get install rabbitmq-server).',
      { cause: e },
    );
  }
  const stop = async () => {
    await ctl(node, ['stop'], 30_000).catch(() => {});
    remove();
  };
  // The node registers its name a moment after it is launched; until then rabbitmqctl cannot find it.
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      await ctl(node, ['await_startup'], 60_000);
      break;
    } catch (e) {
      if (Date.now() > until) {
        const log = path.join(folder, 'log', `${node}.log`);
        const lastLines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';
        await stop();
        throw new Error(`The tests' own RabbitMQ node did not start within 60 s (${(e as Error).message}). Its log ended:\n${lastLines}`, {
          cause: e,
        });
      }
      await sleep(250);
    }
  }
  return { url: `amqp://guest:guest@127.0.0.1:${port}`, node, stop };
}

/** `rabbitmqctl` on the tests' own node, which their project's setup starts. Never the machine's broker:
 * other tests may be using that one at the same time. */
export function rabbitmqctl(...args: string[]): void {
  const node = testSettings.TEST_RABBITMQ_NODE;
  if (!node) {
    throw new Error(
      'This test stops and starts a broker, so it needs a RabbitMQ node of its own, named by TEST_RABBITMQ_NODE. ' +
        'Run it in its project (`npx vitest run --project serial`): its setup starts one.',
    );
  }
  execFileSync('rabbitmqctl', ['-n', node, ...args], { stdio: 'pipe', timeout: 60_000 });
}
