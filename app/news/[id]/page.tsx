import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/common/json-ld';
import { ArticleView } from '@/components/news/article-view';
import { getArticle, type Article } from '@/db/queries/news';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const article = await getArticle(id);
  // Next marks a not-found page noindex itself.
  if (!article) return { title: 'Article not found' };
  const metadata = pageMetadata({ title: article.title, description: article.excerpt, path: `/news/${article.id}`, image: article.image_url, type: 'article' });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.published_at, modifiedTime: article.updated_at ?? article.published_at, authors: [article.author], section: article.category } };
}

export default async function ArticlePage({ params }: Props) {
  const { id } = await params;
  const article = await getArticle(id);
  if (!article) notFound();
  return (
    <>
      <JsonLd data={newsArticleJsonLd(article)} />
      <ArticleView article={article} />
    </>
  );
}

function newsArticleJsonLd(article: Article) {
  const url = absoluteUrl(`/news/${article.id}`);
  return {
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
  };
}
