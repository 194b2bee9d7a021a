import { type ChildProcess, spawn } from 'node:child_process';

export { freePort } from '@storefront/testing';

export interface Proc {
  name: string;
  child: ChildProcess;
  output(): string;
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

export function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Proc {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => out,
    async waitFor(text, timeoutMs = 30_000) {
      const start = Date.now();
      const matches = () => (typeof text === 'string' ? out.includes(text) : text.test(out));
      while (!matches()) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before printing ${text}:\n${out}`);
        if (Date.now() - start > timeoutMs) throw new Error(`${name} did not print ${text} in ${timeoutMs} ms:\n${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
