import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  server: http.Server;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Closes it, cutting kept-alive connections first so that it never waits out a client's idle timeout. */
  close(): Promise<void>;
}

/** An HTTP server on a free loopback port: a stand-in for a service, or an app under test on the wire. */
export async function serveOnLoopback(handler: http.RequestListener): Promise<LoopbackServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
