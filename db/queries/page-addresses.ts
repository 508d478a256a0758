import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { newsArticles, products } from '@/db/schema';
import { getFallbackArticle, isFallbackId } from '@/db/fallback-news';

// Whether a product or article address names one: asked by proxy.ts before the page renders, so
// that an unknown one is answered by Next's not-found route (lib/not-found.ts). Light and uncached,
// apart from the pages' readers; the conditions are the pages' own.

/**
 * Published and due: an article published with a date still ahead is scheduled and stays hidden
 * until then. The database's clock decides; when the time comes, the content-change poller
 * expires the cached pages (db/content-changes.ts), so it appears without a redeploy.
 */
export const isPublicArticle = and(eq(newsArticles.is_published, true), lte(newsArticles.published_at, sql`now()`));

export async function productExists(id: string, db?: Database): Promise<boolean> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return row !== undefined;
}

/** As the article page reads it: a fallback-* id names a built-in article (spec §7), no query. */
export async function articleIsPublic(id: string, db?: Database): Promise<boolean> {
  if (isFallbackId(id)) return getFallbackArticle(id) !== null;
  const handle = db ?? (await getDb());
  const [row] = await handle.select({ id: newsArticles.id }).from(newsArticles).where(and(eq(newsArticles.id, id), isPublicArticle)).limit(1);
  return row !== undefined;
}
