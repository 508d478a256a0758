import type { Metadata } from 'next';
import { ArticleEditor } from '@/components/admin/article-editor';
import { PageTitle } from '@/components/admin/notice';
import { createNewsArticle } from '@/lib/actions/admin/save-article';
import { requireStaff } from '@/lib/auth/session';
import { indianDateTimeInputValue } from '@/lib/domain/date-time';
import { previewArticleBody } from '@/app/(admin)/admin/news/preview-action';

export const metadata: Metadata = { title: 'New article' };

export default async function NewArticlePage() {
  const staff = await requireStaff('content:edit');
  const values = { author: staff.user.name, published_at: indianDateTimeInputValue(new Date()).slice(0, 16) + ':00', is_published: 'false' };
  return (
    <>
      <PageTitle lead="Saved as a draft, it stays off the site until you publish it.">New article</PageTitle>
      <ArticleEditor action={createNewsArticle} previewAction={previewArticleBody} mode="create" values={values} offerKeepDate cover={null} initialPreview={null} />
    </>
  );
}
