import type { Metadata } from 'next';
import { AuditFilterForm } from '@/components/admin/audit-filter';
import { DataTable } from '@/components/admin/data-table';
import { PageLinks, PastTheEndNotice, type ListPages } from '@/components/admin/list-filter';
import { Notice, PageTitle } from '@/components/admin/notice';
import { listAuditActors, listAuditEntries } from '@/db/queries/audit';
import { requireStaff } from '@/lib/auth/session';
import { auditActionLabel, auditFilterDatesReversedMessage, auditFilterFromQuery, auditFilterQuery, ignoredAuditFilterMessage } from '@/lib/domain/audit';
import { formatIndianDateTime } from '@/lib/domain/date-time';
import { filterDatesReversed, firstValues, pageCountOf, requestedPage, type Query } from '@/lib/domain/filter-query';

export const metadata: Metadata = { title: 'Audit log' };

const PAGE_SIZE = 50;

function detailsOf(details: Record<string, string | number | boolean | null>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`)
    .join('; ');
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Query> }) {
  await requireStaff('audit:read');
  const asked = await searchParams;
  const actors = await listAuditActors();
  // What the filter cannot use (an unknown action, someone with no entry, a day that is no day) is
  // named above the list and left out of the filter, the form and every link, never silently dropped.
  const { filter, ignored } = auditFilterFromQuery(asked, actors.map((actor) => actor.email));
  const query: Query = { ...asked, ...Object.fromEntries(ignored.map(({ name }) => [name, undefined])), ...(filter.actor ? { actor: filter.actor } : {}) };
  const { entries, total, page } = await listAuditEntries(filter, { page: requestedPage(query), pageSize: PAGE_SIZE });
  const pages = pageCountOf(total, PAGE_SIZE);
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const pastTheEnd = page > pages;
  const listPages: ListPages = { page, total, pageSize: PAGE_SIZE, hrefOf: (to) => `/admin/audit${auditFilterQuery(query, { page: to > 1 ? String(to) : undefined })}` };
  const emptyText = pastTheEnd && total > 0 ? 'No entries on this page.' : filtered ? 'No entry matches the filter.' : 'Nothing recorded yet.';
  return (
    <>
      <PageTitle lead="Who did what in the back office, newest first. Entries are kept at least 13 months; client addresses only as keyed hashes.">Audit log</PageTitle>
      {ignored.length > 0 && <Notice tone="warning">{ignoredAuditFilterMessage(ignored)}</Notice>}
      {filterDatesReversed(filter) && <Notice tone="warning">{auditFilterDatesReversedMessage} Swap the two days.</Notice>}
      <AuditFilterForm query={firstValues(query)} actors={actors} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 1 ? '1 entry' : `${total} entries`}
        {filtered ? (total === 1 ? ' matches the filter.' : ' match the filter.') : '.'} Page {Math.min(page, pages)} of {pages}.
      </p>
      <PastTheEndNotice pages={listPages} items={filtered ? 'the entries that match the filter' : 'the entries'} />
      {entries.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">{emptyText}</p>
      ) : (
        <DataTable caption={`Audit log, page ${page} of ${pages}`} columns={['When', 'What', 'Who', 'Concerning', 'Details']}>
          {entries.map((entry) => (
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
      <PageLinks pages={listPages} label="Audit log pages" newer="Newer entries" older="Older entries" />
    </>
  );
}
