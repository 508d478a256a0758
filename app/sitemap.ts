import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/db/queries/sitemap';
import { absoluteUrl } from '@/lib/seo';

// Read from the database, which is never opened at build time.
export const dynamic = 'force-dynamic';

const companyPages = ['/', '/about', '/learn-more', '/products', '/browse-products', '/news', '/contact', '/inquiry', '/dealers', '/careers', '/search', '/privacy'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { categories, products, articles } = await getSitemapEntries();
  return [
    ...companyPages.map((path) => ({ url: absoluteUrl(path) })),
    ...categories.map(({ key, updatedAt }) => ({ url: absoluteUrl(`/products/${key}`), lastModified: updatedAt })),
    ...products.map(({ id, updatedAt }) => ({ url: absoluteUrl(`/product/${id}`), lastModified: updatedAt })),
    ...articles.map(({ id, updatedAt }) => ({ url: absoluteUrl(`/news/${id}`), lastModified: updatedAt })),
  ];
}
