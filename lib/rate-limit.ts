import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { rateLimitBuckets } from '@/db/schema';

// Per-client limits on form submissions, counted in the database so that every replica shares
// them. Fixed windows aligned on the database clock: all replicas agree on where a window starts.

export type RateLimitPolicy = { max: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** The client's address from X-Forwarded-For, `trustedProxies` entries from the right. */
export function clientIp(forwardedFor: string | null, trustedProxies = 1): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/** Buckets hold a hash, not the address itself. */
function bucketKey(form: string, ip: string): string {
  return `${form}:${createHash('sha256').update(`weld-rate-limit:${ip}`).digest('base64url').slice(0, 32)}`;
}

/** Windows are aligned on the database clock, so every replica agrees on where one starts. */
const currentWindowStart = (window: number) => sql`to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window})`;

let lastCleanup = 0;

/** Counts one submission of `form` by `ip` and says whether it is within the policy. */
export async function consumeRateLimit(form: string, ip: string, policy: RateLimitPolicy, db?: Database): Promise<RateLimitResult> {
  const database = db ?? (await getDb());
  const window = policy.windowSeconds;
  const windowStart = currentWindowStart(window);
  const rows = await database
    .insert(rateLimitBuckets)
    .values({ key: bucketKey(form, ip), window_start: windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${rateLimitBuckets.window_start} = excluded.window_start then ${rateLimitBuckets.hits} + 1 else 1 end`,
        window_start: sql`excluded.window_start`,
      },
    })
    .returning({
      hits: rateLimitBuckets.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.window_start} + make_interval(secs => ${window}) - now())))::int`,
    });
  const { hits, retryAfter } = rows[0];

  // Old windows are dead weight: clear them now and then (any replica may do it).
  if (Date.now() - lastCleanup > 10 * 60_000) {
    lastCleanup = Date.now();
    await database
      .delete(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.window_start} < now() - make_interval(secs => ${Math.max(window, 86_400)})`)
      .catch(() => {});
  }
  return { allowed: hits <= policy.max, hits, retryAfterSeconds: Math.max(1, Number(retryAfter)) };
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

// Counters read before an attempt and cleared after a success (staff sign-in locks,
// lib/auth/sign-in-limits.ts): the attempt itself is counted only when it fails.

/** What `consumeRateLimit` would see now, without counting anything. */
export async function peekRateLimit(form: string, ip: string, policy: RateLimitPolicy, db?: Database): Promise<RateLimitResult> {
  const database = db ?? (await getDb());
  const window = policy.windowSeconds;
  const rows = await database
    .select({
      hits: sql<number>`case when ${rateLimitBuckets.window_start} = ${currentWindowStart(window)} then ${rateLimitBuckets.hits} else 0 end`,
      retryAfter: sql<number>`ceil(extract(epoch from (${currentWindowStart(window)} + make_interval(secs => ${window}) - now())))::int`,
    })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${bucketKey(form, ip)}`);
  const hits = Number(rows[0]?.hits ?? 0);
  return { allowed: hits < policy.max, hits, retryAfterSeconds: Math.max(1, Number(rows[0]?.retryAfter ?? window)) };
}

export async function clearRateLimit(form: string, ip: string, db?: Database): Promise<void> {
  await (db ?? (await getDb())).delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${bucketKey(form, ip)}`);
}
