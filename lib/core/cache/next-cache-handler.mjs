// Next's incremental cache (ISR pages, route handlers and unstable_cache data) with one addition:
// an entry carrying a cache tag that changed in the database after the entry was stored is a
// miss, so the next request renders it afresh. Content is changed by operators directly in
// PostgreSQL (or by `npm run db:seed`), not through the app, so the signal comes from triggers in
// the database (db/content-changes.ts); every replica polls it and expires its own entries.
//
// Storage is Next's own file-system cache with writing to disk turned off: entries live in its
// bounded in-memory LRU (cacheMaxMemorySize), so unbounded keys (search queries, unknown product
// ids) cannot fill the disk, and a restarted server never serves entries that outlived a change
// made while it was down. Pages prerendered at build are still read from the build output.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isOutdatedByContentChange } from './content-changes.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** The tags an entry carries: data entries name theirs on each read, pages in a stored header. */
function tagsOf(entry, ctx) {
  const value = entry.value;
  if (value.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value.tags ?? [])];
  const header = value.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

export default class ContentAwareCacheHandler {
  constructor(ctx) {
    this.inner = new FileSystemCache({ ...ctx, flushToDisk: false });
  }

  async get(key, ctx) {
    const entry = await this.inner.get(key, ctx);
    if (!entry?.value) return entry;
    return isOutdatedByContentChange(tagsOf(entry, ctx), entry.lastModified) ? null : entry;
  }

  set(key, data, ctx) {
    return this.inner.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.inner.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.inner.resetRequestCache?.();
  }
}
