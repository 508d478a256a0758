import { sql } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { rateLimitBuckets } from '@/db/schema';
import { clientKey } from '@/lib/core/client-key';

// Per-client limits on form submissions, counted in the database so that every replica shares
// them. A client's window starts at its first counted submission (the database's clock, stored in
// the row, so every replica agrees). Windows aligned on the clock would let a client send twice
// the limit across a boundary, and a visitor's limit depend on when the ten minutes happened to fall.
// Who the client is (lib/rate-limit.ts reads X-Forwarded-For) is the caller's business.

export type RateLimitPolicy = { max: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

function bucketKey(form: string, ip: string): string {
  return `${form}:${clientKey(ip)}`;
}

const windowEnd = (window: number) => sql`${rateLimitBuckets.window_start} + make_interval(secs => ${window})`;
const windowOver = (window: number) => sql`${windowEnd(window)} <= now()`;
const secondsLeft = (window: number) => sql<number>`greatest(0, ceil(extract(epoch from (${windowEnd(window)} - now()))))::int`;

let lastCleanup = 0;

/** Counts one submission of `form` by `ip` and says whether it is within the policy. */
export async function consumeRateLimit(form: string, ip: string, policy: RateLimitPolicy, db?: Database): Promise<RateLimitResult> {
  const database = await givenOrAppDb(db);
  const window = policy.windowSeconds;
  const rows = await database
    .insert(rateLimitBuckets)
    .values({ key: bucketKey(form, ip), window_start: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${windowOver(window)} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        window_start: sql`case when ${windowOver(window)} then now() else ${rateLimitBuckets.window_start} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, retryAfter: secondsLeft(window) });
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

// Failure locks (staff sign-in, lib/auth/sign-in.ts): only failures count, and `max` of them
// within `windowSeconds` of the first lock the key for `windowSeconds` after the one that
// reached `max`, however the clock's windows fall. Same table, keys of their own.

export type FailureLock = { locked: boolean; failures: number; retryAfterSeconds: number };

export async function readFailureLock(form: string, key: string, policy: RateLimitPolicy, db?: Database): Promise<FailureLock> {
  const [row] = await (await givenOrAppDb(db))
    .select({ failures: rateLimitBuckets.hits, live: sql<boolean>`${windowEnd(policy.windowSeconds)} > now()`, retryAfter: secondsLeft(policy.windowSeconds) })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${bucketKey(form, key)}`);
  const failures = row?.live ? row.failures : 0;
  return { locked: failures >= policy.max, failures, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 0)) };
}

/** Counts one failure; the answer says whether the key is now locked, and for how long. */
export async function recordFailure(form: string, key: string, policy: RateLimitPolicy, db?: Database): Promise<FailureLock> {
  const window = policy.windowSeconds;
  const expired = windowOver(window);
  const [row] = await (await givenOrAppDb(db))
    .insert(rateLimitBuckets)
    .values({ key: bucketKey(form, key), window_start: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        // A new streak starts now; the failure that reaches the limit starts the lock.
        window_start: sql`case when ${expired} or ${rateLimitBuckets.hits} + 1 >= ${policy.max} then now() else ${rateLimitBuckets.window_start} end`,
      },
    })
    .returning({ failures: rateLimitBuckets.hits, retryAfter: secondsLeft(window) });
  return { locked: row.failures >= policy.max, failures: row.failures, retryAfterSeconds: Math.max(1, Number(row.retryAfter)) };
}

export async function clearRateLimit(form: string, key: string, db?: Database): Promise<void> {
  await (await givenOrAppDb(db)).delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${bucketKey(form, key)}`);
}
