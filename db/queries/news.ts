import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { newsArticles } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { getFallbackArticle, isFallbackId, withFallbackListing, withFallbackTeaser } from '@/lib/fallback-news';

/** An article as pages show it (JSON-safe: dates are ISO strings). */
export type Article = {
  id: string;
  title: string;
  excerpt: string;
  /** Markdown */
  content: string;
  published_at: string;
  author: string;
  category: string;
  image_url: string | null;
  /** when the stored article last changed (built-in articles have none) */
  updated_at?: string;
};

/** What a news card needs: everything but the body. */
export type ArticleSummary = Omit<Article, 'content'>;

/** Spec §9: the home page teases the latest three articles. */
export const NEWS_TEASER_LIMIT = 3;

const summaryColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  published_at: newsArticles.published_at,
  author: newsArticles.author,
  category: newsArticles.category,
  image_url: newsArticles.image_url,
};

const toIso = <T extends { published_at: Date }>(row: T) => ({ ...row, published_at: row.published_at.toISOString() });

/** Published articles only, newest first (spec §7); `limit` serves the home teaser. */
export async function selectPublishedArticles(db: Database, limit?: number): Promise<ArticleSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(newsArticles)
    .where(eq(newsArticles.is_published, true))
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toIso);
}

/** One published article; a draft or an unknown id is null. */
export async function selectPublishedArticle(db: Database, id: string): Promise<Article | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: newsArticles.content, updated_at: newsArticles.updated_at })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.is_published, true)))
    .limit(1);
  return row ? { ...toIso(row), updated_at: row.updated_at.toISOString() } : null;
}

export const fetchPublishedArticles = async (limit?: number) => selectPublishedArticles(await getDb(), limit);
export const fetchPublishedArticle = async (id: string) => selectPublishedArticle(await getDb(), id);

export const listPublishedArticles = cachedQuery('articles', fetchPublishedArticles, () => [cacheTags.news]);
export const getPublishedArticle = cachedQuery('article', fetchPublishedArticle, (id) => [cacheTags.news, cacheTags.article(id)]);

/** The /news listing: the published articles, or the six built-in ones when none is published. */
export async function listNewsForListing(): Promise<ArticleSummary[]> {
  return withFallbackListing(await listPublishedArticles());
}

/** The home teaser: the latest three published articles, or the first three built-in ones. */
export async function listNewsTeaser(): Promise<ArticleSummary[]> {
  return withFallbackTeaser(await listPublishedArticles(NEWS_TEASER_LIMIT), NEWS_TEASER_LIMIT);
}

/** An article page: fallback-* ids come from the built-in set without a database call (spec §7). */
export async function getArticle(id: string): Promise<Article | null> {
  if (isFallbackId(id)) return getFallbackArticle(id);
  return getPublishedArticle(id);
}
