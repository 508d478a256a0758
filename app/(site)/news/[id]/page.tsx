import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleJsonLd } from '@/components/news/article-json-ld';
import { ArticleView } from '@/components/news/article-view';
import { getArticle } from '@/db/queries/news';
import { pageMetadata } from '@/lib/seo';

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
      <ArticleJsonLd article={article} />
      <ArticleView article={article} />
    </>
  );
}
