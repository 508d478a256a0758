import { notFound } from 'next/navigation';
import { PageHero } from '@/components/common/page-hero';
import { getPublishedArticle } from '@/db/queries/news';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const article = await getPublishedArticle(id);
  if (!article) return { title: 'Article not found' };
  return pageMetadata({ title: article.title, description: article.excerpt, path: `/news/${id}`, type: 'article' });
}

export default async function ArticlePage({ params }: Props) {
  const { id } = await params;
  const article = await getPublishedArticle(id);
  if (!article) notFound();
  return <PageHero eyebrow={article.category} title={article.title} subtitle={article.excerpt} />;
}
