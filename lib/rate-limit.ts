import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { rateLimitBuckets } from '@/db/schema';
import { clientKey } from '@/lib/client-address';

// Per-client limits on form submissions, counted in the database so that every replica shares
// them. Fixed windows aligned on the database clock: all replicas agree on where a window starts.

export type RateLimitPolicy = { max: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

let lastCleanup = 0;

/** Counts one submission of `form` by `ip` (lib/client-address.ts) and says whether it is within the policy. */
export async function consumeRateLimit(form: string, ip: string, policy: RateLimitPolicy, db?: Database): Promise<RateLimitResult> {
  const database = db ?? (await getDb());
  const window = policy.windowSeconds;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window})`;
  const rows = await database
    .insert(rateLimitBuckets)
    .values({ key: `${form}:${clientKey(ip)}`, window_start: windowStart, hits: 1 })
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
