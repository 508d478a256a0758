import type { Metadata } from 'next';
import Link from 'next/link';
import { LeadFilterForm, LeadKindNav } from '@/components/admin/lead-filters';
import { LeadList } from '@/components/admin/lead-list';
import { Notice, PageTitle } from '@/components/admin/notice';
import { countNewLeadsByKind, listAssignableStaff, listLeads, listStrandedAssignees } from '@/db/queries/lead-inbox';
import { requireStaff } from '@/lib/auth/session';
import { assigneeLabel, invalidLeadFilterDates, invalidLeadFilterDatesMessage, leadFilterDateLabels, leadFilterDatesReversed, leadFilterFromQuery, leadFilterQuery } from '@/lib/domain/lead-workflow';

export const metadata: Metadata = { title: 'Leads' };

const PAGE_SIZE = 50;

type Query = Record<string, string | string[] | undefined>;
const firstOf = (query: Query) => Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Query> }) {
  await requireStaff('leads:read');
  const asked = await searchParams;
  // A date that is no day (2026-02-30, abc) is named above the list and left out of the filter,
  // the form and every link (the CSV link would be refused), never silently dropped.
  const invalidDates = invalidLeadFilterDates(asked);
  const query: Query = { ...asked, ...Object.fromEntries(invalidDates.map(({ name }) => [name, undefined])) };
  const filter = leadFilterFromQuery(query);
  const requestedPage = Number.parseInt(String(firstOf(query).page ?? '1'), 10);
  const [{ leads, total, page }, counts, staff, stranded] = await Promise.all([
    listLeads(filter, { page: Number.isFinite(requestedPage) ? requestedPage : 1, pageSize: PAGE_SIZE }),
    countNewLeadsByKind(),
    listAssignableStaff(),
    listStrandedAssignees(),
  ]);
  // Whoever still holds leads their role cannot see is offered too, so those leads can be found.
  const assignees = [...staff, ...stranded.map((member) => ({ id: member.id, name: assigneeLabel(member) }))];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Object.values(filter).some((value) => value !== undefined);
  // A page past the end (an old link, a typed number) says so and links the last page.
  const pastTheEnd = page > pages;
  const lastPageHref = `/admin/leads${leadFilterQuery(query, { page: pages > 1 ? String(pages) : undefined })}`;
  return (
    <>
      {query.denied && <Notice tone="warning">Your role does not open that page. Ask an administrator if you need it.</Notice>}
      <PageTitle lead="Every lead the website receives, newest first.">Leads</PageTitle>
      {invalidDates.length > 0 && (
        <Notice tone="warning">
          {invalidLeadFilterDatesMessage(invalidDates)} {invalidDates.length === 1 ? 'It is' : 'They are'} ignored: the leads below are not filtered by {invalidDates.length === 1 ? 'it' : 'them'}.
        </Notice>
      )}
      {leadFilterDatesReversed(filter) && (
        <Notice tone="warning">
          The ‘{leadFilterDateLabels.from}’ day is after the ‘{leadFilterDateLabels.to}’ day, so no lead can match. Swap the two days.
        </Notice>
      )}
      <LeadKindNav counts={counts} query={firstOf(query)} hrefFor={(kind) => `/admin/leads${leadFilterQuery(query, { kind, page: undefined })}`} />
      <LeadFilterForm query={firstOf(query)} staff={assignees} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 1 ? '1 lead' : `${total} leads`}
        {filtered ? (total === 1 ? ' matches the filter.' : ' match the filter.') : '.'} Page {Math.min(page, pages)} of {pages}.{' '}
        <a className="font-semibold text-foreground underline" href={`/admin/leads/export${leadFilterQuery(query, { page: undefined })}`}>
          Download these leads as CSV
        </a>
      </p>
      {pastTheEnd && total > 0 && (
        <Notice tone="warning">
          There is no such page: {filtered ? 'the leads that match the filter' : 'the leads'} fill {pages === 1 ? '1 page' : `${pages} pages`}.{' '}
          <Link className="font-semibold underline" href={lastPageHref}>
            Go to the last page
          </Link>
        </Notice>
      )}
      <LeadList leads={leads} query={leadFilterQuery(query, {})} emptyText={pastTheEnd && total > 0 ? 'No leads on this page.' : filtered ? 'No lead matches the filter.' : 'No leads yet. Every form the website sends lands here.'} />
      {pages > 1 && (
        <nav aria-label="Pages of leads" className="flex gap-4 text-sm">
          {page > 1 && (
            <Link className="underline" rel="prev" href={pastTheEnd ? lastPageHref : `/admin/leads${leadFilterQuery(query, { page: String(page - 1) })}`}>
              Newer leads
            </Link>
          )}
          {page < pages && (
            <Link className="underline" rel="next" href={`/admin/leads${leadFilterQuery(query, { page: String(page + 1) })}`}>
              Older leads
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
