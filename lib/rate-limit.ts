// What a client is told when a per-form rate limit refuses it. The counting is in the database
// (db/queries/rate-limit.ts, shared by every replica); who the client is, lib/client-address.ts.

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
