import { unstable_cache } from 'next/cache';
import { headers } from 'next/headers';
import { DatabaseUnavailableError, isDatabaseDown, isDatabaseUnavailableError, reportDatabaseTrouble, withinTimeout } from '@/lib/core/connection-health';
import { isOutageRender } from '@/lib/core/outage-render';
import { askPageAgainIfDatabaseDown } from '@/lib/core/page-again';
import type { Serialized } from '@/db/types';

/** Spec §9: data queries are cached 5 minutes and retried once on failure. */
export const CACHE_SECONDS = 300;

export const cacheTags = {
  products: 'products',
  product: (id: string) => `product:${id}`,
  categories: 'product-categories',
  news: 'news',
  article: (id: string) => `article:${id}`,
  dealers: 'dealers',
} as const;

/**
 * A page read waits at most this for the database: a stalled one fails the read (and proxy.ts
 * answers pages 503 once the supervisor has seen it), rather than holding the visitor for minutes.
 */
const READ_TIMEOUT_MS = 3000;

async function boundedRead<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await withinTimeout(run(), READ_TIMEOUT_MS, 'The database');
  } catch (error) {
    if (isDatabaseUnavailableError(error)) reportDatabaseTrouble();
    throw error;
  }
}

/** Retried once, except when the database is known to be away or gave no answer in time. */
async function withOneRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await boundedRead(run);
  } catch (error) {
    if (isDatabaseDown() || (error as Error | undefined)?.name === 'DatabaseUnavailableError') throw error;
    return boundedRead(run);
  }
}

/**
 * Wraps a read so that, inside the Next server, results come from the data cache (tagged, so a
 * content change revalidates every page that used them). Outside Next (tests, scripts) the
 * query simply runs. Results must be JSON-safe: the cache stores them as JSON.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  query: (...args: Args) => Promise<Result>,
  tags: (...args: NoInfer<Args>) => string[],
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    if (!process.env.NEXT_RUNTIME) return withOneRetry(() => query(...args));
    // Rendering for proxy.ts while the database is down: what the cache holds, or fail at once.
    const outage = await isOutageRenderRequest();
    const run = () => (outage ? Promise.reject(new DatabaseUnavailableError()) : withOneRetry(() => query(...args)));
    try {
      return await unstable_cache(run, [name, JSON.stringify(args)], { tags: tags(...args), revalidate: CACHE_SECONDS })();
    } catch (error) {
      await askPageAgainIfDatabaseDown(error);
      throw error;
    }
  };
}

/** Rendering for proxy.ts while the database is down (see lib/service-unavailable.ts). */
async function isOutageRenderRequest(): Promise<boolean> {
  try {
    return isOutageRender(await headers());
  } catch {
    return false; // not inside a request (a build, a background revalidation)
  }
}

/** Dates become ISO strings so that cached and uncached results have the same shape. */
export function serializeDates<T extends Record<string, unknown>>(row: T): Serialized<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Serialized<T>;
}
