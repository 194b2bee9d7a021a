import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDir } from '@storefront/testing';
import { freePort } from './processes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProcessStore {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/** Runs the built single-process store exactly as `npm start` does, on a free port and its own data folder:
 * its process itself, or (`through: 'npm start'`) under scripts/start.mjs, the process a supervisor holds. */
export async function startBuiltStore(
  env: NodeJS.ProcessEnv = {},
  dataDir?: string,
  { through = 'main' }: { through?: 'main' | 'npm start' } = {},
): Promise<RunningProcessStore> {
  const main = path.join(ROOT, 'standalone/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('The store is not built: run `npm run build` first.');
  const entry = through === 'main' ? ['--enable-source-maps', main] : [path.join(ROOT, 'scripts/start.mjs')];
  const dir = dataDir ?? scratchDir('sf-e2e');
  // A port known before it starts, as `npm start`'s 8080 is: the links the store mails point to it.
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      // As scripts/start.mjs sets it for `npm start`: two malloc arenas unless told otherwise.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX?.trim() || '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The store did not start in 60 s:\n${out}`)), 60_000);
    const check = () => {
      const m = /open at (http:\/\/localhost:\d+)/.exec(out);
      if (m && out.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The store exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    dataDir: dir,
    process: child,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGINT');
      }),
  };
}
