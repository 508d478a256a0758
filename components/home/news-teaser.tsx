import { CtaLink } from '@/components/company/cta-link';
import { SectionHeading } from '@/components/company/section-heading';
import { NewsGrid } from '@/components/news/news-grid';
import type { ArticleSummary } from '@/db/types';

export function NewsTeaser({ articles }: { articles: ArticleSummary[] }) {
  return (
    <section aria-labelledby="news-heading" className="section-band [--estimated-height:123rem]">
      <div className="container-page">
        <div className="news-teaser-head">
          <SectionHeading id="news-heading" eyebrow="News & Insights" title="Latest News">
            <p>Welding know-how and company news from our technical, quality and safety teams.</p>
          </SectionHeading>
          <CtaLink href="/news" variant="outline" size="default">
            View All News
          </CtaLink>
        </div>
        <div className="mt-10">
          <NewsGrid articles={articles} headingLevel="h3" />
        </div>
      </div>
    </section>
  );
}
