import net from 'node:net';

/**
 * A TCP proxy the test controls, standing between a server and its database:
 * - `cut()` drops every connection and refuses new ones (the database is unreachable: refused);
 * - `stall()` lets nothing through in either direction and answers nothing, without closing
 *   anything, as a network dropping packets does: connections open but silent, new ones accepted
 *   and never answered, a close from either side not passed on;
 * - `restore()` lets traffic through again on the same port (a stalled connection resumes with
 *   what was held back, or is closed then if its other side closed meanwhile).
 */
export type TcpProxy = {
  port: number;
  cut: () => Promise<void>;
  stall: () => void;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

type Link = { client: net.Socket; upstream: net.Socket | null; closed: boolean };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let server: net.Server | null = null;
  let port = 0;
  let stalled = false;

  const drop = (link: Link) => {
    link.closed = true;
    if (stalled) return; // a stalled network carries no close either
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const connectUpstream = (link: Link) => {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => drop(link)).on('close', () => drop(link));
    link.client.pipe(upstream).pipe(link.client);
  };

  const hold = (link: Link) => {
    link.client.unpipe();
    link.upstream?.unpipe();
    link.client.pause();
    link.upstream?.pause();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const link: Link = { client, upstream: null, closed: false };
        links.add(link);
        client.on('error', () => drop(link)).on('close', () => drop(link));
        if (stalled) client.pause();
        else connectUpstream(link);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const cut = async () => {
    stalled = false;
    const closing = server;
    server = null;
    for (const link of [...links]) drop(link);
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    stall: () => {
      stalled = true;
      for (const link of links) hold(link);
    },
    restore: async () => {
      if (stalled) {
        stalled = false;
        for (const link of [...links]) {
          if (link.closed) drop(link);
          else if (!link.upstream) connectUpstream(link);
          else link.client.pipe(link.upstream).pipe(link.client);
        }
      }
      if (!server) await listen();
    },
    close: cut,
  };
}

/** A port nothing listens on yet (for a service that starts later on a fixed port). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
