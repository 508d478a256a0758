import Link from 'next/link';
import { PageHero } from '@/components/common/page-hero';
import { listPublishedArticles } from '@/db/queries/news';
import { pageMetadata } from '@/lib/seo';

// Read per request from the data cache: this path is never prerendered at build time.
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata({
  title: 'News & Insights',
  description: 'Welding know-how, product news and company updates.',
  path: '/news',
});

export default async function NewsPage() {
  const articles = await listPublishedArticles();
  return (
    <>
      <PageHero eyebrow="News & Insights" title="Latest News" />
      <ul className="container-page grid gap-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="rounded-lg border p-5">
            <h2 className="text-lg font-semibold">{article.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{article.excerpt}</p>
            <Link href={`/news/${article.id}`} className="mt-3 inline-block font-semibold text-accent hover:underline">
              Read Full Article
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
