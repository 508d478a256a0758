import type { Metadata } from 'next';
import { LeadFilterForm, LeadKindNav } from '@/components/admin/lead-filters';
import { LeadList } from '@/components/admin/lead-list';
import { PageLinks, PastTheEndNotice, type ListPages } from '@/components/admin/list-filter';
import { Notice, PageTitle } from '@/components/admin/notice';
import { countNewLeadsByKind, listAssignableStaff, listLeads, listStrandedAssignees } from '@/db/queries/lead-inbox';
import { requireStaff } from '@/lib/auth/session';
import { firstValues, pageCountOf, requestedPage, type Query } from '@/lib/domain/filter-query';
import {
  assigneeLabel,
  ignoredLeadKind,
  ignoredLeadKindMessage,
  invalidLeadFilterDates,
  invalidLeadFilterDatesMessage,
  leadFilterDatesReversed,
  leadFilterDatesReversedMessage,
  leadFilterFromQuery,
  leadFilterNarrows,
  leadFilterQuery,
  leadKindsInWords,
  leadKindsOf,
} from '@/lib/domain/lead-workflow';

export const metadata: Metadata = { title: 'Leads' };

const PAGE_SIZE = 50;

export default async function LeadsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const viewer = await requireStaff('leads:read');
  // Only the kinds the role opens are read, counted, offered and exported.
  const kinds = leadKindsOf(viewer.user.role);
  const asked = await searchParams;
  // A date that is no day (2026-02-30, abc), or a kind that is none or not the role's, is named
  // above the list and left out of the filter, the form and every link (the CSV link would be
  // refused), never silently dropped.
  const invalidDates = invalidLeadFilterDates(asked);
  const ignoredKind = ignoredLeadKind(asked, kinds);
  const query: Query = { ...asked, ...Object.fromEntries(invalidDates.map(({ name }) => [name, undefined])), ...(ignoredKind === undefined ? {} : { kind: undefined }) };
  const filter = leadFilterFromQuery(query, kinds);
  const [{ leads, total, page }, counts, staff, stranded] = await Promise.all([
    listLeads(filter, { page: requestedPage(query), pageSize: PAGE_SIZE }),
    countNewLeadsByKind(kinds),
    listAssignableStaff(kinds),
    listStrandedAssignees(kinds),
  ]);
  // Whoever still holds leads their role cannot see is offered too, so those leads can be found.
  const assignees = [...staff, ...stranded.map((member) => ({ id: member.id, name: assigneeLabel(member, member.kinds) }))];
  const pages = pageCountOf(total, PAGE_SIZE);
  const filtered = leadFilterNarrows(filter);
  const reversed = leadFilterDatesReversed(filter);
  const pastTheEnd = page > pages;
  const listPages: ListPages = { page, total, pageSize: PAGE_SIZE, hrefOf: (to) => `/admin/leads${leadFilterQuery(query, { page: to > 1 ? String(to) : undefined })}` };
  return (
    <>
      {query.denied && <Notice tone="warning">Your role does not open that page. Ask an administrator if you need it.</Notice>}
      <PageTitle lead={`${leadKindsInWords(kinds)} the website receives, newest first.`}>Leads</PageTitle>
      {ignoredKind !== undefined && <Notice tone="warning">{`${ignoredLeadKindMessage(ignoredKind)} It is ignored: the leads below are not filtered by it.`}</Notice>}
      {invalidDates.length > 0 && (
        <Notice tone="warning">
          {invalidLeadFilterDatesMessage(invalidDates)} {invalidDates.length === 1 ? 'It is' : 'They are'} ignored: the leads below are not filtered by {invalidDates.length === 1 ? 'it' : 'them'}.
        </Notice>
      )}
      {reversed && <Notice tone="warning">{leadFilterDatesReversedMessage} Swap the two days.</Notice>}
      <LeadKindNav kinds={kinds} counts={counts} query={firstValues(query)} hrefFor={(kind) => `/admin/leads${leadFilterQuery(query, { kind, page: undefined })}`} />
      <LeadFilterForm kinds={kinds} query={firstValues(query)} staff={assignees} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 1 ? '1 lead' : `${total} leads`}
        {filtered ? (total === 1 ? ' matches the filter.' : ' match the filter.') : '.'} Page {Math.min(page, pages)} of {pages}.
        {/* Days the wrong way round: the export refuses them (the notice above says why), so it is not offered. */}
        {!reversed && (
          <>
            {' '}
            <a className="font-semibold text-foreground underline" href={`/admin/leads/export${leadFilterQuery(query, { page: undefined })}`}>
              Download these leads as CSV
            </a>
          </>
        )}
      </p>
      <PastTheEndNotice pages={listPages} items={filtered ? 'the leads that match the filter' : 'the leads'} />
      <LeadList leads={leads} query={leadFilterQuery(query, {})} emptyText={pastTheEnd && total > 0 ? 'No leads on this page.' : filtered ? 'No lead matches the filter.' : 'No leads yet. Every form the website sends lands here.'} />
      <PageLinks pages={listPages} label="Pages of leads" newer="Newer leads" older="Older leads" />
    </>
  );
}
