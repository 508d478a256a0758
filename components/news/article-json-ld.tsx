import { JsonLd } from '@/components/common/json-ld';
import type { Article } from '@/db/types';
import { absoluteUrl } from '@/lib/seo';
import { site } from '@/lib/site';

/** schema.org NewsArticle for an article page. */
export function ArticleJsonLd({ article }: { article: Article }) {
  const url = absoluteUrl(`/news/${article.id}`);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.published_at,
        dateModified: article.updated_at ?? article.published_at,
        articleSection: article.category,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        ...(article.image_url ? { image: [absoluteUrl(article.image_url)] } : {}),
        author: { '@type': 'Organization', name: `${site.name} ${article.author}` },
        publisher: { '@type': 'Organization', name: site.name, url: site.url, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
      }}
    />
  );
}
