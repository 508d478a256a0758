import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { fallbackArticles } from '@/db/fallback-news';
import { newsArticles, productCategories, products } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { isListed } from '@/db/queries/internal/listed-products';
import { isPublicArticle } from '@/db/queries/page-addresses';
import type { SitemapEntries } from '@/db/types';

async function selectSitemapEntries(): Promise<SitemapEntries> {
  const db = await getDb();
  const [categoryRows, productRows, articleRows] = await Promise.all([
    db.select({ key: productCategories.category_key, updatedAt: productCategories.updated_at }).from(productCategories).orderBy(asc(productCategories.display_order)),
    db.select({ id: products.id, updatedAt: products.updated_at }).from(products).where(isListed).orderBy(asc(products.id)),
    db.select({ id: newsArticles.id, updatedAt: newsArticles.updated_at }).from(newsArticles).where(isPublicArticle).orderBy(asc(newsArticles.id)),
  ]);
  const iso = <T extends { updatedAt: Date }>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });
  // With no published article the site serves its built-in ones (spec §4), so those are live.
  const articles = articleRows.length > 0 ? articleRows.map(iso) : fallbackArticles.map((article) => ({ id: article.id, updatedAt: article.published_at }));
  return { categories: categoryRows.map(iso), products: productRows.map(iso), articles };
}

/** Every live catalogue and news URL with the time its content last changed. */
export const getSitemapEntries = cachedQuery('sitemap', selectSitemapEntries, () => [cacheTags.products, cacheTags.categories, cacheTags.news]);
