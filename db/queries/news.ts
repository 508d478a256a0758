import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { newsArticles } from '@/db/schema';
import { getFallbackArticle, isFallbackId, withFallbackListing, withFallbackTeaser } from '@/db/fallback-news';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { isPublicArticle } from '@/db/queries/page-addresses';
import type { Article, ArticleSummary } from '@/db/types';

// The news readers: the /news listing, the home teaser and an article page. Published rows come
// from news_articles (cached, tagged); when none is published the built-in articles stand in
// (db/fallback-news.ts, spec §4 and §9).

/** Spec §9: the home page teases the latest three articles. */
const NEWS_TEASER_LIMIT = 3;

const summaryColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  published_at: newsArticles.published_at,
  author: newsArticles.author,
  category: newsArticles.category,
  image_url: newsArticles.image_url,
  image_alt: newsArticles.image_alt,
};

const toIso = <T extends { published_at: Date }>(row: T) => ({ ...row, published_at: row.published_at.toISOString() });

/** Published articles only, newest first (spec §7); `limit` serves the home teaser. */
async function selectPublishedArticles(db: Database, limit?: number): Promise<ArticleSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(newsArticles)
    .where(isPublicArticle)
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toIso);
}

/** One published article; a draft, a scheduled article or an unknown id is null. */
async function selectPublishedArticle(db: Database, id: string): Promise<Article | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: newsArticles.content, updated_at: newsArticles.updated_at })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), isPublicArticle))
    .limit(1);
  return row ? { ...toIso(row), updated_at: row.updated_at.toISOString() } : null;
}

const readPublishedArticles = cachedQuery('articles', async (limit?: number) => selectPublishedArticles(await getDb(), limit), () => [cacheTags.news]);
const readPublishedArticle = cachedQuery('article', async (id: string) => selectPublishedArticle(await getDb(), id), (id) => [cacheTags.news, cacheTags.article(id)]);

/** Whether `url` is the image of a published article: a draft's image is not served. */
export async function fetchIsPublishedArticleImage(url: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.image_url, url), eq(newsArticles.is_published, true)))
    .limit(1);
  return row !== undefined;
}

export const isPublishedArticleImage = cachedQuery('article-image', fetchIsPublishedArticleImage, () => [cacheTags.news]);

/** The /news listing: the published articles, or the six built-in ones when none is published. */
export async function listNewsForListing(): Promise<ArticleSummary[]> {
  return withFallbackListing(await readPublishedArticles());
}

/** The home teaser: the latest three published articles, or the first three built-in ones. */
export async function listNewsTeaser(): Promise<ArticleSummary[]> {
  return withFallbackTeaser(await readPublishedArticles(NEWS_TEASER_LIMIT), NEWS_TEASER_LIMIT);
}

/** An article page: fallback-* ids come from the built-in set without a database call (spec §7). */
export async function getArticle(id: string): Promise<Article | null> {
  if (isFallbackId(id)) return getFallbackArticle(id);
  return readPublishedArticle(id);
}

/**
 * For tests only (tests/integration/news-queries.test.ts): the uncached queries on a given
 * database, so that one suite checks them on PGlite and PostgreSQL side by side, and sees the
 * empty result that the readers above replace with the built-in articles. Pages use the readers.
 */
export const publishedArticleQueriesForTests = { selectPublishedArticles, selectPublishedArticle };
