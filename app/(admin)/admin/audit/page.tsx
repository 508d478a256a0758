import type { Metadata } from 'next';
import Link from 'next/link';
import { PageTitle } from '@/components/admin/notice';
import { DataTable } from '@/components/admin/data-table';
import { listAuditEntries } from '@/db/queries/audit';
import { requireStaff } from '@/lib/auth/session';
import { auditActionLabel } from '@/lib/domain/audit';
import { formatIndianDateTime } from '@/lib/domain/date-time';

export const metadata: Metadata = { title: 'Audit log' };

const PAGE_SIZE = 50;

function detailsOf(details: Record<string, string | number | boolean | null>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`)
    .join('; ');
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('audit:read');
  const { page } = await searchParams;
  const result = await listAuditEntries({ page: Number(typeof page === 'string' ? page : 1), pageSize: PAGE_SIZE });
  return (
    <>
      <PageTitle lead="Who did what in the back office, newest first. Entries are kept at least 13 months; client addresses only as keyed hashes.">Audit log</PageTitle>
      {result.total === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <DataTable caption={`Audit log, page ${result.page} of ${result.pageCount}`} columns={['When', 'What', 'Who', 'Concerning', 'Details']}>
          {result.entries.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap text-muted-foreground">
                <time dateTime={entry.created_at.toISOString()}>{formatIndianDateTime(entry.created_at)}</time>
              </td>
              <td className="font-semibold">{auditActionLabel(entry.action)}</td>
              <td className="break-all">{entry.actor_email ?? <span className="text-muted-foreground">(not signed in)</span>}</td>
              <td className="break-all">{entry.subject_label ?? (entry.subject_id ? `${entry.subject_type} ${entry.subject_id}` : '')}</td>
              <td className="text-muted-foreground">{detailsOf(entry.details)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p>
          Page {result.page} of {result.pageCount} ({result.total} entries)
        </p>
        <div className="flex gap-2">
          {result.page > 1 && (
            <Link href={`/admin/audit?page=${result.page - 1}`} rel="prev" className="inline-flex min-h-10 items-center rounded-md border border-input bg-background px-4 font-semibold hover:bg-muted">
              Newer entries
            </Link>
          )}
          {result.page < result.pageCount && (
            <Link href={`/admin/audit?page=${result.page + 1}`} rel="next" className="inline-flex min-h-10 items-center rounded-md border border-input bg-background px-4 font-semibold hover:bg-muted">
              Older entries
            </Link>
          )}
        </div>
      </nav>
    </>
  );
}
