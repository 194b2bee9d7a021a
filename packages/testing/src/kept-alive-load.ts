import http from 'node:http';

export interface KeptAliveTally {
  answered: number;
  /** Requests that met a reset socket: ECONNRESET ("socket hang up" too) or EPIPE. */
  resets: number;
  /** New connections refused by a server that has gone (a load balancer sends them to another). */
  refused: number;
  other: string[];
}

/** `clients` shoppers, each sending one GET of `path` after another on a kept-alive socket, as a
 * gateway's connection pool or an ingress controller does through a Kubernetes Service: a new
 * connection goes to one of the `ready` ports (a test takes a stopping replica out of that list), and a
 * kept-alive socket stays with its replica until the replica says `Connection: close` or the socket is gone. */
export function keptAliveLoad(ready: number[], { clients, path = '/' }: { clients: number; path?: string }) {
  const tally: KeptAliveTally = { answered: 0, resets: 0, refused: 0, other: [] };
  const agents: http.Agent[] = [];
  let stopped = false;
  const once = (agent: http.Agent, port: number) =>
    new Promise<string | undefined>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers.connection));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const pick = () => ready[Math.floor(Math.random() * ready.length)]!;
  const shopper = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    let port = pick();
    while (!stopped) {
      try {
        const connection = await once(agent, port);
        tally.answered++;
        if (connection === 'close') port = pick();
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? String(err);
        if (code === 'ECONNRESET' || code === 'EPIPE') tally.resets++;
        else if (code === 'ECONNREFUSED') tally.refused++;
        else tally.other.push(code);
        port = pick();
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, shopper));
  return {
    tally,
    async stop() {
      stopped = true;
      await running;
      for (const agent of agents) agent.destroy();
    },
  };
}
