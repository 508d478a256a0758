// A secret of this server process. proxy.ts marks with it the requests it hands to this same
// server (an outage render, the not-found route's pass), so that a client cannot pass for one.

const tokenKey = Symbol.for('arcstar.process-token');

export function processToken(): string {
  const holder = globalThis as { [tokenKey]?: string };
  return (holder[tokenKey] ??= crypto.randomUUID());
}
