import Link from 'next/link';
import { ArticleBody } from '@/components/news/article-body';
import { LinkPending } from '@/components/common/link-pending';
import { ArticleDate } from '@/components/news/article-date';
import { CategoryBadge } from '@/components/news/category-badge';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import type { Article } from '@/db/types';
import { imageLoading } from '@/lib/media/image-loading';
import { responsiveImage } from '@/lib/media/urls';

/** The cover spans the article column (max-w-3xl, 48rem) or the screen's width below it. */
const COVER_SIZES = '(min-width: 48rem) 48rem, 100vw';

export function ArticleView({ article }: { article: Article }) {
  return (
    <article className="container-page max-w-3xl py-8 sm:py-12">
      <Button asChild variant="outline" size="sm">
        <Link href="/news">
          <span className="icon-arrow-left" />
          Back to News
          <LinkPending label="Loading News" />
        </Link>
      </Button>

      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <ArticleDate value={article.published_at} />
          {article.author && (
            <span className="meta-item">
              <span className="icon-user-round size-4" />
              <span>
                <span className="sr-only">By </span>
                {article.author}
              </span>
            </span>
          )}
          <CategoryBadge category={article.category} />
        </div>
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl lg:text-5xl">{article.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">{article.excerpt}</p>
      </header>

      {article.image_url && (
        <figure className="mt-8 overflow-hidden rounded-lg border bg-muted">
          {/* The pictures are drawn 4:3 with labels at the edges: shown whole, never cropped. The
              cover is the page's largest paint on a phone's first screen. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            {...responsiveImage(article.image_url, COVER_SIZES)}
            {...imageLoading(true)}
            alt={article.image_alt ?? article.title}
            width={800}
            height={600}
            className="aspect-[4/3] w-full object-contain"
          />
        </figure>
      )}

      <div className="hazard-stripe mt-10 h-1 w-24 rounded" />
      <ArticleBody source={article.content} articleId={article.id} />

      <Separator className="my-10" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">Questions about this topic? Our technical team is a message away.</p>
        <Button asChild variant="industrial">
          <Link href="/news">
            <span className="icon-newspaper" />
            Read More Articles
            <LinkPending label="Loading News" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
