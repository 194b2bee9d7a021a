import net from 'node:net';

// Below Linux's ephemeral range (32768-60999): a port taken from that range is free when asked for but
// may be the local end of any outgoing connection a moment later (a test suite beside this one opening
// and dropping database connections by the thousand), so a store started on it a few seconds after
// could not listen.
const LOW = 20_000;
const HIGH = 32_000;
const handedOut = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A port nobody is listening on right now, outside the range outgoing connections take theirs from,
 * and not one this process has handed out before. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${LOW} and ${HIGH} after 200 tries: is something holding them all?`);
}
