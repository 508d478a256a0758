import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { newsArticles, type NewsArticle } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates, type Serialized } from '@/db/queries/cache';

export type ArticleView = Serialized<NewsArticle>;

/** Published articles, newest first (spec §7); `limit` serves the home teaser. */
export async function fetchPublishedArticles(limit?: number): Promise<ArticleView[]> {
  const db = await getDb();
  const query = db
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.is_published, true))
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(serializeDates);
}

export async function fetchPublishedArticle(id: string): Promise<ArticleView | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.is_published, true)))
    .limit(1);
  return row ? serializeDates(row) : null;
}

export const listPublishedArticles = cachedQuery('articles', fetchPublishedArticles, () => [cacheTags.news]);
export const getPublishedArticle = cachedQuery('article', fetchPublishedArticle, (id) => [cacheTags.news, cacheTags.article(id)]);
