import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { newsArticles, productCategories, products } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { isListed } from '@/db/queries/catalogue';

export type SitemapEntries = {
  categories: { key: string; updatedAt: string }[];
  products: { id: string; updatedAt: string }[];
  articles: { id: string; updatedAt: string }[];
};

/** Every live catalogue and news URL with the time its content last changed. */
export async function fetchSitemapEntries(): Promise<SitemapEntries> {
  const db = await getDb();
  const [categoryRows, productRows, articleRows] = await Promise.all([
    db.select({ key: productCategories.category_key, updatedAt: productCategories.updated_at }).from(productCategories).orderBy(asc(productCategories.display_order)),
    db.select({ id: products.id, updatedAt: products.updated_at }).from(products).where(isListed).orderBy(asc(products.id)),
    db.select({ id: newsArticles.id, updatedAt: newsArticles.updated_at }).from(newsArticles).where(eq(newsArticles.is_published, true)).orderBy(asc(newsArticles.id)),
  ]);
  const iso = <T extends { updatedAt: Date }>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });
  return { categories: categoryRows.map(iso), products: productRows.map(iso), articles: articleRows.map(iso) };
}

export const getSitemapEntries = cachedQuery('sitemap', fetchSitemapEntries, () => [cacheTags.products, cacheTags.categories, cacheTags.news]);
