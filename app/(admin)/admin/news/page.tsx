import type { Metadata } from 'next';
import Link from 'next/link';
import { ArticleStatusBadge } from '@/components/admin/article-status';
import { DataTable } from '@/components/admin/data-table';
import { Notice, PageTitle } from '@/components/admin/notice';
import { findArticleDeletion, listArticlesForAdmin } from '@/db/queries/news-admin';
import { requireStaff } from '@/lib/auth/session';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { capitalise } from '@/components/news/category-badge';
import { articleId } from '@/lib/schemas/news';

export const metadata: Metadata = { title: 'News' };

export default async function AdminNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('content:edit');
  const [{ denied, deleted }, articles] = await Promise.all([searchParams, listArticlesForAdmin()]);
  // After a deletion (lib/actions/admin/delete-article.ts): named from the audit log, never from the address.
  const deletedId = articleId.safeParse(deleted);
  const deletion = deletedId.success ? await findArticleDeletion(deletedId.data) : null;
  return (
    <>
      {denied && <Notice tone="warning">Your role does not open that page. Ask an administrator if you need it.</Notice>}
      {deletion && deletedId.success && (
        <Notice tone="success">
          “{deletion.title}” is deleted. Its address /news/{deletedId.data} answers “not found” within 10 seconds, and a new article may take it.
        </Notice>
      )}
      <PageTitle lead="Every article, drafts and scheduled ones included, the latest date first. While none is published, /news shows the six built-in articles.">News</PageTitle>
      <p>
        <Link href="/admin/news/new" className="inline-flex min-h-10 items-center rounded-md bg-accent px-4 font-semibold text-accent-foreground hover:bg-accent-hover">
          New article
        </Link>
      </p>
      {articles.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">No articles yet.</p>
      ) : (
        <DataTable caption="Articles" columns={['Title', 'Status', 'Date (IST)', 'Category', 'Author', '']}>
          {articles.map((article) => (
            <tr key={article.id}>
              <td className="font-semibold">
                <Link href={`/admin/news/${article.id}`} className="underline-offset-2 hover:underline">
                  {article.title}
                </Link>
              </td>
              <td>
                <ArticleStatusBadge status={article.status} />
              </td>
              <td className="whitespace-nowrap text-muted-foreground">
                <time dateTime={article.published_at.toISOString()}>{formatIndianDateTime(article.published_at)}</time>
              </td>
              <td>{capitalise(article.category)}</td>
              <td>{article.author}</td>
              <td className="whitespace-nowrap">
                <Link href={`/admin/news/${article.id}/preview`} className="text-sm underline underline-offset-2" aria-label={`Preview ${article.title}`}>
                  Preview
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
