import { unstable_cache } from 'next/cache';
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

async function withOneRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    return run();
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
  return (...args: Args) => {
    const run = () => withOneRetry(() => query(...args));
    if (!process.env.NEXT_RUNTIME) return run();
    return unstable_cache(run, [name, JSON.stringify(args)], { tags: tags(...args), revalidate: CACHE_SECONDS })();
  };
}

/** Dates become ISO strings so that cached and uncached results have the same shape. */
export function serializeDates<T extends Record<string, unknown>>(row: T): Serialized<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Serialized<T>;
}
