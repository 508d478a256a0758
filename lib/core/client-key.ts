import { createHash } from 'node:crypto';

/** How stored counters and quotas name a client: a hash, never the address itself. */
export function clientKey(address: string): string {
  return createHash('sha256').update(`weld-rate-limit:${address}`).digest('base64url').slice(0, 32);
}
