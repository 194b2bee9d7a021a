// The gateway's own process told to stop (SIGTERM) while clients keep connections alive to it, as an
// ingress controller does: with its drain no request is reset. (Without one, SHUTDOWN_DRAIN_MS=0, 1-10
// of them were in three runs; packages/service-kit/test/graceful-close.test.ts shows the resets of
// closing at once, as before the drain, every time.)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptAliveLoad } from '@storefront/testing';

const ROOT = path.resolve(__dirname, '..');
const CLIENTS = 24;

/** The gateway as its own process, on a free port; resolves once it listens. */
async function startGateway(drainMs: number): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      ADMIN_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      REMOTE_DEPLOYMENTS_FILE: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sf-stop-')), 'remote-deployments.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const listening = /"port":(\d+),"adminPort":\d+/.exec(out);
      if (listening) resolve(Number(listening[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => reject(new Error(`the gateway exited (${code}) before listening:\n${out}`)));
  });
  return { child, port, exited };
}

describe("the gateway's process, stopped under kept-alive load", () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function stopUnderLoad(drainMs: number) {
    const other = http.createServer((_req, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    cleanups.push(
      () => new Promise((r) => other.close(r)),
      () => other.closeAllConnections(),
    );
    const gateway = await startGateway(drainMs);
    cleanups.push(() => gateway.child.kill('SIGKILL'));
    const ready = [gateway.port, (other.address() as { port: number }).port];
    const load = keptAliveLoad(ready, { clients: CLIENTS, path: '/healthz' });
    cleanups.push(() => load.stop());
    await new Promise((r) => setTimeout(r, 500));
    expect(load.tally.answered).toBeGreaterThan(CLIENTS);
    // As Kubernetes does: out of the Service's endpoints, and SIGTERM.
    ready.splice(0, 1);
    gateway.child.kill('SIGTERM');
    const code = await gateway.exited;
    await new Promise((r) => setTimeout(r, 100));
    await load.stop();
    return { code, ...load.tally };
  }

  it('resets no request when it drains', async () => {
    const stopped = await stopUnderLoad(2000);
    console.log(`gateway, drained: ${stopped.resets} resets of ${stopped.answered} answered`);
    expect(stopped.code).toBe(0);
    expect(stopped.other).toEqual([]);
    expect(stopped.resets).toBe(0);
  });
});
