import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from './config';

/** The repository's root, where programs are started from as `npm start` and the Dockerfiles do. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program of the repository from source (`node --import tsx <entry>`) with only the given
 * environment (and PATH), and waits for it to exit on its own: for programs expected to refuse to
 * start. One still running after `timeoutMs` is killed and reported as such. */
export function runToExit(entry: string, env: Record<string, string>, timeoutMs = 20_000): Promise<Exited> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: REPO_ROOT,
      env: { ...childEnvironment(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} was still running after ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
