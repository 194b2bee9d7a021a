// The least a proxy written in Node does, as the gateway benchmark's baseline: Node's HTTP server and
// undici's Pool (as the gateway's proxy), passing on the request's end-to-end headers with a request id
// and X-Forwarded-*, and the answer's, and nothing else (no Express, no logs, metrics, compression or
// kept answers). Run by bench/gateway-distributed.bench.ts: `node --import tsx bench/bare-proxy.ts
// <service origin>`; prints the port it listens on.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect']);
const endToEnd = (headers: Record<string, string | string[] | undefined>) => {
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
};

const pool = new Pool(process.argv[2]!, { connections: 256, pipelining: 1 });
const server = http.createServer((req, res) => {
  const headers = endToEnd(req.headers);
  const id = randomUUID();
  headers['x-request-id'] = id;
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  res.setHeader('X-Request-Id', id);
  pool
    .stream({ path: req.url!, method: req.method!, headers }, ({ statusCode, headers: answer }) => {
      res.writeHead(statusCode, endToEnd(answer));
      return res;
    })
    .catch(() => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502).end();
    });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on ${(server.address() as AddressInfo).port}`));
