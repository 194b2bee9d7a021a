import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
/** Tiny benchmark helpers: medians of repeated runs, and ratios against a baseline measured in the same
 * process right beside them (absolute times on a shared machine are noise; ratios are not). */
export async function median(runs: number, fn: () => Promise<unknown>, warmup = 3): Promise<number> {
  const times = await timings(runs, fn, warmup);
  return times[Math.floor(times.length / 2)]!;
}

/** The milliseconds of `runs` calls after `warmup` unmeasured ones, fastest first. */
export async function timings(runs: number, fn: () => Promise<unknown>, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b);
}

export function table(rows: Array<Record<string, string | number>>): string {
  const keys = Object.keys(rows[0] ?? {});
  const width = (k: string) => Math.max(k.length, ...rows.map((r) => String(r[k]).length));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width(keys[i]!))).join('  ');
  return [line(keys), line(keys.map((k) => '-'.repeat(width(k)))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;
export const ratio = (n: number) => `${n.toFixed(1)}x`;

export interface Load {
  rps: number;
  p99: number;
  errors: number;
}

/** autocannon in its own process (so the load does not share the measured event loop), its JSON summary. */
export function autocannon(url: string, { connections, seconds }: { connections: number; seconds: number }): Promise<Load> {
  const bin = path.resolve('node_modules/autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '-c', String(connections), '-d', String(seconds), '-j', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code} for ${url}`));
      const r = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
      resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx });
    });
  });
}

/** What Linux says of another process (/proc): the CPU time (user and system, in ms) it has used so far,
 * or undefined where /proc is not there. */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    // Fields after the command's name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A process's resident memory in MB, from /proc. */
export function residentMb(pid: number | undefined): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no resident memory for process ${pid}`);
  return Number(kb) / 1024;
}
