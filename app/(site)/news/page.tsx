import { PageHero } from '@/components/common/page-hero';
import { NewsGrid } from '@/components/news/news-grid';
import { listNewsForListing } from '@/db/queries/news';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'News & Insights',
  description: 'Welding know-how, product news and company updates from our technical, quality and safety teams.',
  path: '/news',
});

export default async function NewsPage() {
  return (
    <>
      <PageHero
        eyebrow="News & Insights"
        title="From the Welding Bay"
        subtitle="Practical welding know-how from our technical, quality and safety teams, and news from our plants."
      />
      <section aria-label="Articles" className="container-page py-12 sm:py-16">
        {/* Rendered complete, never behind a streamed fallback: a visitor or crawler without
            JavaScript would otherwise keep the fallback. Links to this page show 'Loading News'
            while it is on its way. */}
        <NewsGrid articles={await listNewsForListing()} firstOnScreen />
      </section>
    </>
  );
}

