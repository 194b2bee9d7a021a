// A process told to stop while clients keep their connections alive: the drain must not reset a request
// sent on a kept-alive socket (ECONNRESET), as closing idle sockets at once did (16-25 resets a stop).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type KeptAliveTally, keptAliveLoad } from '@storefront/testing';
import { type Listening, listen } from '../src/service';

const CLIENTS = 24;

/** Answers after a moment's work, as a service does. */
const app: http.RequestListener = (_req, res) => {
  setTimeout(() => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  }, Math.random() * 4);
};

/** How the server closed before the drain: idle kept-alive sockets closed at once and every 50 ms. */
function closeAtOnce(listening: Listening): Promise<void> {
  return new Promise((done) => {
    const sweep = setInterval(() => listening.server.closeIdleConnections(), 50);
    listening.server.close(() => {
      clearInterval(sweep);
      done();
    });
    listening.server.closeIdleConnections();
  });
}

describe('stopping a server that clients keep connections to', () => {
  let load: ReturnType<typeof keptAliveLoad> | undefined;
  let stayingOpen: Listening | undefined;
  afterEach(async () => {
    await load?.stop();
    await stayingOpen?.close(1000);
    load = undefined;
    stayingOpen = undefined;
  });

  /** Two replicas under load; the first is taken out of the Service's endpoints and stopped with
   * `stop`, as Kubernetes does to a terminating pod; the clients' tally once it has stopped. */
  async function stopUnderLoad(stop: (listening: Listening) => Promise<void>): Promise<KeptAliveTally> {
    const leaving = await listen(app, 0, '127.0.0.1');
    const staying = await listen(app, 0, '127.0.0.1');
    stayingOpen = staying;
    const ready = [leaving.port, staying.port];
    load = keptAliveLoad(ready, { clients: CLIENTS });
    await new Promise((r) => setTimeout(r, 300));
    expect(load.tally.answered).toBeGreaterThan(CLIENTS);
    ready.splice(0, 1);
    await stop(leaving);
    await new Promise((r) => setTimeout(r, 100));
    await load.stop();
    return load.tally;
  }

  it('resets requests on kept-alive sockets when it closes them at once (what the drain replaces)', async () => {
    const tally = await stopUnderLoad(closeAtOnce);
    console.log(`closed at once: ${tally.resets} resets, ${tally.answered} answered, ${tally.refused} refused`);
    expect(tally.resets).toBeGreaterThan(0);
  });

  it('resets none when it drains: answers say Connection: close until the clients have moved off', async () => {
    const tally = await stopUnderLoad((listening) => listening.close(5000, 500));
    console.log(`drained: ${tally.resets} resets, ${tally.answered} answered, ${tally.refused} refused`);
    expect(tally.other).toEqual([]);
    expect(tally.resets).toBe(0);
    // Nobody even knocked on the closed door: every client had moved to the other replica.
    expect(tally.refused).toBe(0);
  });

  it('keeps answering during the drain, each answer closing its connection, and lets requests under way finish', async () => {
    const slow: http.RequestListener = (req, res) => {
      setTimeout(() => res.end(req.url), req.url === '/slow' ? 300 : 0);
    };
    const listening = await listen(slow, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const get = (path: string) =>
      new Promise<{ body: string; connection?: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: listening.port, path, agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ body, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    try {
      // Two kept-alive sockets.
      const before = await Promise.all([get('/a'), get('/b')]);
      expect(before.map((r) => r.connection)).toEqual(['keep-alive', 'keep-alive']);
      const underWay = get('/slow');
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      const closing = listening.close(5000, 2000);
      // The other socket, idle when the drain began, is still answered, and told to go.
      expect(await get('/during')).toEqual({ body: '/during', connection: 'close' });
      // Begun before the drain, answered during it: it too tells the client to go.
      expect(await underWay).toEqual({ body: '/slow', connection: 'close' });
      await closing;
      // Both clients left, so the drain did not wait its whole 2 s.
      expect(Date.now() - started).toBeLessThan(1500);
      await expect(get('/after')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
    }
  });

  it('ends the drain early once no connection is open', async () => {
    const listening = await listen(app, 0, '127.0.0.1');
    const started = Date.now();
    await listening.close(5000, 10_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
