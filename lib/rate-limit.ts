// The client side of the per-form rate limit: who is asking (the counting is in the database,
// db/queries/rate-limit.ts, shared by every replica) and what they are told when refused.

/** The client's address from X-Forwarded-For, `trustedProxies` entries from the right. */
export function clientIp(forwardedFor: string | null, trustedProxies = 1): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  return entries[Math.max(0, entries.length - trustedProxies)];
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
