import net from 'node:net';

/** A TCP hop between a service and what it talks to (its database), which a fault test can break the
 * way a network does: while `partition()` holds, nothing crosses in either direction and new
 * connections are accepted but never answered, so a client sees neither an error nor a reply and
 * only its own timeouts save it. `heal()` ends the partition; the connections that were caught in it
 * are reset, as peers that timed out on each other would. */
export interface NetworkFault {
  /** The port to give the service instead of the real one. */
  port: number;
  partition(): void;
  heal(): void;
  close(): Promise<void>;
}

export async function networkFault(target: { host: string; port: number }): Promise<NetworkFault> {
  let partitioned = false;
  const open = new Set<{ client: net.Socket; upstream: net.Socket | null }>();

  const server = net.createServer((client) => {
    const link: { client: net.Socket; upstream: net.Socket | null } = { client, upstream: null };
    open.add(link);
    client.on('error', () => {});
    client.on('close', () => {
      link.upstream?.destroy();
      open.delete(link);
    });
    if (partitioned) {
      client.pause(); // accepted, never answered
      return;
    }
    connectUpstream(link);
  });

  function connectUpstream(link: { client: net.Socket; upstream: net.Socket | null }) {
    const upstream = net.connect(target);
    link.upstream = upstream;
    upstream.on('error', () => link.client.destroy());
    upstream.on('close', () => link.client.destroy());
    // Not pipe(): a partition must be able to stop the bytes mid-stream without closing anything.
    link.client.on('data', (d) => {
      if (!partitioned) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!partitioned) link.client.write(d);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    partition() {
      partitioned = true;
    },
    heal() {
      partitioned = false;
      for (const link of open) {
        link.upstream?.destroy();
        link.client.destroy();
      }
      open.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of open) {
          link.upstream?.destroy();
          link.client.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
