import { stringify } from 'csv-stringify/sync';
import { listLeads, type InboxLead } from '@/db/queries/lead-inbox';
import { loadLeads } from '@/db/queries/leads';
import type { Database, LeadKind, LeadRecord } from '@/db/types';
import { indianDateTimeInputValue } from '@/lib/domain/date-time';
import type { Query } from '@/lib/domain/filter-query';
import {
  ignoredLeadKind,
  ignoredLeadKindMessage,
  inboxLeadKindLabels,
  invalidLeadFilterDates,
  invalidLeadFilterDatesMessage,
  isNotifiedLeadKind,
  leadFilterDatesReversed,
  leadFilterDatesReversedMessage,
  leadFilterFromQuery,
  leadPagePath,
  leadStatusLabels,
  leadSummaryLabel,
  type InboxLeadKind,
  type LeadFilter,
} from '@/lib/domain/lead-workflow';
import { leadFieldRows, leadForms } from '@/lib/lead-forms';
import { staffLabel } from '@/lib/schemas/form-description';

// The leads of a filter as CSV, for Excel and Google Sheets: UTF-8 with a byte order mark (so
// Excel reads Indian names right), and no cell that a spreadsheet would run as a formula.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe. */
export function spreadsheetSafe(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The filter an export's query asks for (the inbox's) among the leads of `kinds` (the viewer's
 * role's), or why nothing can be exported: dates that are no day (2026-02-30, abc), a 'from' day
 * after the 'to' day, or a kind that is none or not the role's, each named as the inbox names it.
 * A range or kind asked for is never widened to every lead, nor answered with an empty file as if
 * no lead matched.
 */
export function leadExportFilter(query: Query, kinds: readonly InboxLeadKind[]): { filter: LeadFilter } | { refusal: string } {
  const invalid = invalidLeadFilterDates(query);
  if (invalid.length > 0) return { refusal: `${invalidLeadFilterDatesMessage(invalid)} Nothing was exported: correct the ${invalid.length === 1 ? 'date' : 'dates'} in the inbox's filter and download again.` };
  const ignoredKind = ignoredLeadKind(query, kinds);
  if (ignoredKind !== undefined) return { refusal: `${ignoredLeadKindMessage(ignoredKind)} Nothing was exported: choose a kind in the inbox's filter and download again.` };
  const filter = leadFilterFromQuery(query, kinds);
  if (leadFilterDatesReversed(filter)) return { refusal: `${leadFilterDatesReversedMessage} Nothing was exported: swap the two days in the inbox's filter and download again.` };
  return { filter };
}

const BATCH = 500;
const BYTE_ORDER_MARK = '\uFEFF';

const commonColumns = ['Received (IST)', 'Kind', 'Status', 'Assignee', 'Name', 'E-mail', 'Phone', 'Company', 'About', 'Reference', 'Lead page'] as const;
/** `siteUrl`: the site's public address, for the link to each lead's page. */
const commonCells = (lead: InboxLead, siteUrl: string) => [
  // '2026-05-12 14:03': a spreadsheet reads it as a date and time, and it sorts as one.
  indianDateTimeInputValue(lead.createdAt).slice(0, 16).replace('T', ' '),
  inboxLeadKindLabels[lead.kind],
  leadStatusLabels[lead.status],
  lead.assigneeName,
  lead.name,
  lead.email,
  lead.phone,
  lead.company,
  leadSummaryLabel(lead),
  `${lead.kind}/${lead.id}`,
  `${siteUrl.replace(/\/$/, '')}${leadPagePath(lead.kind, lead.id)}`,
];

/**
 * The form fields that hold what a common column holds, kind by kind (the columns the inbox reads
 * as a lead's name, e-mail, phone and company: db/queries/lead-inbox.ts). A one-kind export leaves
 * them out of its form's columns, so each appears once, where the all-kinds export has it too.
 */
const commonColumnFields = {
  inquiry: { Name: 'name', 'E-mail': 'email', Phone: 'mobile' },
  quote_request: { Name: 'customer_name', 'E-mail': 'customer_email', Phone: 'customer_phone', Company: 'company_name' },
  dealer_application: { Name: 'contact_person', 'E-mail': 'email', Phone: 'phone', Company: 'business_name' },
  career_application: { Name: 'full_name', 'E-mail': 'email', Phone: 'phone', Company: 'current_company' },
} as const satisfies { [K in LeadKind]: Partial<Record<(typeof commonColumns)[number], keyof (typeof leadForms)[K]['fields']>> };

/**
 * The CSV's lines, streamed a batch of leads at a time (newest first). Filtered to one kind with
 * a form, it also holds every other field of that form (in form order, after the common columns)
 * and the lead's origin, as the lead page does.
 */
export function leadsCsv(filter: LeadFilter, siteUrl: string, db?: Database): ReadableStream<Uint8Array> {
  const formKind = filter.kind && isNotifiedLeadKind(filter.kind) ? filter.kind : null;
  const inCommonColumns = new Set<string>(formKind ? Object.values(commonColumnFields[formKind]) : []);
  const ownField = (field: { name: string }) => !inCommonColumns.has(field.name);
  const formFields = formKind ? leadForms[formKind].sections.flatMap((section) => section.fields.filter(ownField)) : [];
  const header = [...commonColumns, ...formFields.map((field) => staffLabel(field)), ...(formKind ? ['Source page', 'UTM'] : [])];

  async function* rows(): AsyncGenerator<string[]> {
    yield header;
    for (let page = 1; ; page++) {
      const { leads, total } = await listLeads(filter, { page, pageSize: BATCH }, db);
      const records = formKind ? new Map((await loadLeads(formKind, leads.map((lead) => lead.id), db)).map((record) => [record.lead.id, record])) : null;
      for (const lead of leads) {
        const record: LeadRecord | undefined = records?.get(lead.id);
        const fieldCells = record ? leadFieldRows(record.kind, record.lead).flatMap((section) => section.rows.filter(ownField).map((row) => row.value)) : formFields.map(() => null);
        const originCells = formKind ? [record?.lead.source_page ?? null, record ? new URLSearchParams(record.lead.utm).toString() : null] : [];
        yield [...commonCells(lead, siteUrl), ...fieldCells, ...originCells].map(spreadsheetSafe);
      }
      if (page * BATCH >= total || leads.length === 0) return;
    }
  }

  const encoder = new TextEncoder();
  const generator = rows();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK));
      }
      const next = await generator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(stringify([next.value], { record_delimiter: 'windows' })));
    },
    async cancel() {
      await generator.return(undefined);
    },
  });
}
