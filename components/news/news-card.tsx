import Link from 'next/link';
import { ArticleDate } from '@/components/news/article-date';
import { CategoryBadge } from '@/components/news/category-badge';
import { LinkPending } from '@/components/common/link-pending';
import type { ArticleSummary } from '@/db/types';
import { imageLoading } from '@/lib/media/image-loading';
import { responsiveImage } from '@/lib/media/urls';

/** The card's width in the grid (news-grid.tsx: one, two or three columns in the page container). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** One article in a grid: image, date, category, title, author, excerpt and the link to read it. */
export function NewsCard({ article, headingLevel = 'h2', priority = false }: { article: ArticleSummary; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const Heading = headingLevel;
  const href = `/news/${article.id}`;
  return (
    <article className="news-card">
      <div className="card-media">
        {article.image_url ? (
          // Seed artwork is SVG, served as is; uploaded images come in several widths (srcset).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            {...responsiveImage(article.image_url, CARD_IMAGE_SIZES)}
            alt=""
            {...imageLoading(priority)}
            decoding="async"
          />
        ) : (
          <div className="hazard-stripe size-full opacity-30" />
        )}
      </div>
      <div className="card-body">
        <div className="card-meta">
          <CategoryBadge category={article.category} />
          <ArticleDate value={article.published_at} />
          {article.author && (
            <span className="meta-item">
              <span className="icon-user-round size-4" />
              {article.author}
            </span>
          )}
        </div>
        <Heading className="news-card-title">
          <Link href={href}>{article.title}</Link>
        </Heading>
        <div className="card-grow">
          <p className="card-text line-clamp-3">{article.excerpt}</p>
        </div>
        <Link href={href} className="card-cta" aria-label={`Read Full Article: ${article.title}`}>
          Read Full Article
          <span className="icon-arrow-right" />
          <LinkPending label="Loading article..." />
        </Link>
      </div>
    </article>
  );
}
