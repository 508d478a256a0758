import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleEditor } from '@/components/admin/article-editor';
import { articleStatusSentence, ArticleStatusBadge } from '@/components/admin/article-status';
import { Notice, PageTitle } from '@/components/admin/notice';
import { ArticleBody } from '@/components/news/article-body';
import { getArticleForEditing } from '@/db/queries/news-admin';
import { saveNewsArticle } from '@/lib/actions/admin/save-article';
import { requireStaff } from '@/lib/auth/session';
import { indianDateTimeInputValue } from '@/lib/domain/date-time';
import { previewArticleBody } from '@/app/(admin)/admin/news/preview-action';

export const metadata: Metadata = { title: 'Edit article' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditArticlePage({ params, searchParams }: Props) {
  await requireStaff('content:edit');
  const [{ id }, { saved }] = await Promise.all([params, searchParams]);
  const article = await getArticleForEditing(id);
  if (!article) notFound();
  const values = {
    id: article.id,
    version: String(article.version),
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    author: article.author,
    category: article.category,
    published_at: indianDateTimeInputValue(article.published_at),
    is_published: String(article.is_published),
    image_alt: article.image_alt ?? '',
  };
  return (
    <>
      {saved && <Notice tone="success">Saved. {articleStatusSentence(article.status, article.published_at)}</Notice>}
      <PageTitle
        lead={
          <span className="flex flex-wrap items-center gap-3">
            <ArticleStatusBadge status={article.status} />
            {!saved && articleStatusSentence(article.status, article.published_at)}
            <Link href={`/admin/news/${article.id}/preview`} className="font-semibold text-foreground underline underline-offset-2">
              Preview the whole article
            </Link>
          </span>
        }
      >
        {article.title}
      </PageTitle>
      <ArticleEditor
        // A save reloads the page with the new version: the form starts again from it.
        key={article.version}
        action={saveNewsArticle}
        previewAction={previewArticleBody}
        mode="edit"
        values={values}
        cover={article.image_url ? { url: article.image_url, alt: article.image_alt ?? '' } : null}
        initialPreview={<ArticleBody source={article.content} articleId={article.id} />}
      />
    </>
  );
}
