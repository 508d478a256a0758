import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { ArticleEditor } from '@/components/admin/article-editor';
import { articleStatusSentence, ArticleStatusBadge } from '@/components/admin/article-status';
import { AdminSection, Notice, PageTitle } from '@/components/admin/notice';
import { ArticleBody } from '@/components/news/article-body';
import { getArticleForEditing } from '@/db/queries/news-admin';
import { deleteNewsArticle } from '@/lib/actions/admin/delete-article';
import { saveNewsArticle } from '@/lib/actions/admin/save-article';
import { requireStaff } from '@/lib/auth/session';
import { indianDateTimeInputValue } from '@/lib/domain/date-time';
import { deleteArticleForm } from '@/lib/schemas/news';
import { previewArticleBody } from '@/app/(admin)/admin/news/preview-action';

export const metadata: Metadata = { title: 'Edit article' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditArticlePage({ params, searchParams }: Props) {
  await requireStaff('content:edit');
  const [{ id }, { saved, dated }] = await Promise.all([params, searchParams]);
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
  // The save that put it on the site replaced a date that had passed (db/queries/news-admin.ts).
  const redated = saved && dated === 'now' && article.status === 'published';
  return (
    <>
      {saved && (
        <Notice tone="success">
          Saved. {articleStatusSentence(article.status, article.published_at)}
          {redated && ' Its date had passed, so it is dated the moment it went on the site and shows first on /news. To keep an earlier date, set it above and save again.'}
        </Notice>
      )}
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
        offerKeepDate={article.status !== 'published'}
        cover={article.image_url ? { url: article.image_url, alt: article.image_alt ?? '' } : null}
        initialPreview={<ArticleBody source={article.content} articleId={article.id} />}
      />
      <AdminSection
        title="Delete this article"
        description={
          <>
            {article.status === 'published'
              ? `It is on the site now: deleted, its page /news/${article.id} answers “not found” within 10 seconds and it leaves /news and the home page.`
              : 'It is not on the site: deleted, it is gone from this list.'}{' '}
            {article.image_url && 'Its cover image is deleted with it. '}
            This cannot be undone. To take it off the site and keep it, set its status to Draft and save instead.
          </>
        }
      >
        <ActionForm
          key={article.version}
          id="delete-article"
          action={deleteNewsArticle}
          fields={deleteArticleForm.fields.map((field) => ({ ...field, label: `Yes, delete “${article.title}”` }))}
          hidden={{ id: article.id, version: String(article.version) }}
          submitLabel="Delete article"
          pendingLabel="Deleting…"
          variant="destructive"
        />
      </AdminSection>
    </>
  );
}
