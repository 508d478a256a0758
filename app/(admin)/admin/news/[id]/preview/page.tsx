import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { articleStatusSentence } from '@/components/admin/article-status';
import { Notice } from '@/components/admin/notice';
import { ArticleView } from '@/components/news/article-view';
import { getArticleForEditing } from '@/db/queries/news-admin';
import { requireStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Article preview' };

/** The stored article as its public page shows it, whatever its status. */
export default async function ArticlePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content:edit');
  const { id } = await params;
  const article = await getArticleForEditing(id);
  if (!article) notFound();
  return (
    <>
      <Notice>
        Preview. {articleStatusSentence(article.status, article.published_at)}{' '}
        <Link href={`/admin/news/${article.id}`} className="font-semibold underline underline-offset-2">
          Back to editing
        </Link>
      </Notice>
      <div className="rounded-lg border border-border bg-background py-6">
        <ArticleView article={{ ...article, published_at: article.published_at.toISOString(), updated_at: article.updated_at.toISOString() }} />
      </div>
    </>
  );
}
