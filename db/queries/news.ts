import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { newsArticles } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { fallbackArticles, getFallbackArticle, isFallbackId } from '@/lib/fallback-news';

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
export async function fetchPublishedArticles(limit?: number): Promise<ArticleSummary[]> {
  const db = await getDb();
  const query = db
    .select(summaryColumns)
    .from(newsArticles)
    .where(eq(newsArticles.is_published, true))
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toIso);
}

/** One published article; a draft or an unknown id is null. */
export async function fetchPublishedArticle(id: string): Promise<Article | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...summaryColumns, content: newsArticles.content })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), eq(newsArticles.is_published, true)))
    .limit(1);
  return row ? toIso(row) : null;
}

export const listPublishedArticles = cachedQuery('articles', fetchPublishedArticles, () => [cacheTags.news]);
export const getPublishedArticle = cachedQuery('article', fetchPublishedArticle, (id) => [cacheTags.news, cacheTags.article(id)]);

const summarise = ({ content: _content, ...summary }: Article): ArticleSummary => summary;

/** The /news listing: the published articles, or the six built-in ones when none is published. */
export async function listNewsForListing(): Promise<ArticleSummary[]> {
  const articles = await listPublishedArticles();
  return articles.length > 0 ? articles : fallbackArticles.map(summarise);
}

/** The home teaser: the latest three published articles, or the first three built-in ones. */
export async function listNewsTeaser(): Promise<ArticleSummary[]> {
  const articles = await listPublishedArticles(NEWS_TEASER_LIMIT);
  return articles.length > 0 ? articles : fallbackArticles.slice(0, NEWS_TEASER_LIMIT).map(summarise);
}

/** An article page: fallback-* ids come from the built-in set without a database call (spec §7). */
export async function getArticle(id: string): Promise<Article | null> {
  if (isFallbackId(id)) return getFallbackArticle(id);
  return getPublishedArticle(id);
}
