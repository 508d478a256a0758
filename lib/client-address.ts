import { log } from '@/lib/core/log';

// Whom a request comes from, for per-client limits. Trust model:
// - The address of the TCP connection is the one fact a client cannot choose. The server is
//   started with scripts/socket-address.cjs, which writes it into X-Socket-Address behind a
//   random stamp of this process (replacing any client-sent copy) before Next sees the request.
// - X-Forwarded-For is written by whoever sent the request, so by default none of it is trusted.
//   With TRUSTED_PROXY_COUNT = n, the n proxies nearest the server are trusted to append the
//   address they saw: the client is the entry n places left of the connection's address (each
//   proxy appends its peer, so anything further left came from the client and is ignored).
// - Without the stamp (a server started without the preload) every request counts as one client,
//   'unknown': limits then hold for everyone at once rather than not at all.

export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

export type ClientHeaders = { forwardedFor: string | null; socketAddress: string | null };

/** IPv4 peers of a dual-stack socket arrive as ::ffff:a.b.c.d: one client, one spelling. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();
}

export function clientAddress({ forwardedFor, socketAddress }: ClientHeaders, trustedProxies: number): string {
  if (!socketAddress) return 'unknown';
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  return plainAddress(chain[Math.max(0, chain.length - 1 - trustedProxies)]);
}

const STAMP = Symbol.for('arcstar.socket-address-stamp');
let warned = false;

/** The connection's address as the preload stamped it, or null when it did not. */
function stampedSocketAddress(header: string | null): string | null {
  const stamp = (globalThis as { [STAMP]?: unknown })[STAMP];
  if (typeof stamp !== 'string') {
    if (!warned) log.error('client addresses unknown: the server was started without scripts/socket-address.cjs; every request counts as one client');
    warned = true;
    return null;
  }
  return header?.startsWith(`${stamp} `) ? header.slice(stamp.length + 1) || null : null;
}

/** The two facts about a request's origin, from its header list. */
export function clientHeaders(headers: Pick<Headers, 'get'>): ClientHeaders {
  return { forwardedFor: headers.get('x-forwarded-for'), socketAddress: stampedSocketAddress(headers.get(SOCKET_ADDRESS_HEADER)) };
}
