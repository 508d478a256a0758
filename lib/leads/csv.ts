import { stringify } from 'csv-stringify/sync';
import { listLeads, type InboxLead } from '@/db/queries/lead-inbox';
import { loadLeads } from '@/db/queries/leads';
import type { Database, LeadRecord } from '@/db/types';
import { indianDateTimeInputValue } from '@/lib/domain/date-time';
import { inboxLeadKindLabels, isNotifiedLeadKind, leadPagePath, leadStatusLabels, leadSummaryLabel, type LeadFilter } from '@/lib/domain/lead-workflow';
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

const BATCH = 500;
const BYTE_ORDER_MARK = '\uFEFF';

const commonColumns = ['Received (IST)', 'Kind', 'Status', 'Assignee', 'Name', 'E-mail', 'Phone', 'Company', 'About', 'Reference', 'Lead page'];
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
 * The CSV's lines, streamed a batch of leads at a time (newest first). Filtered to one kind with
 * a form, it also holds every field of that form and the lead's origin, as the lead page does.
 */
export function leadsCsv(filter: LeadFilter, siteUrl: string, db?: Database): ReadableStream<Uint8Array> {
  const formKind = filter.kind && isNotifiedLeadKind(filter.kind) ? filter.kind : null;
  const formFields = formKind ? leadForms[formKind].sections.flatMap((section) => Object.values(section.fields)) : [];
  const header = [...commonColumns, ...formFields.map((field) => staffLabel(field)), ...(formKind ? ['Source page', 'UTM'] : [])];

  async function* rows(): AsyncGenerator<string[]> {
    yield header;
    for (let page = 1; ; page++) {
      const { leads, total } = await listLeads(filter, { page, pageSize: BATCH }, db);
      const records = formKind ? new Map((await loadLeads(formKind, leads.map((lead) => lead.id), db)).map((record) => [record.lead.id, record])) : null;
      for (const lead of leads) {
        const record: LeadRecord | undefined = records?.get(lead.id);
        const fieldCells = record ? leadFieldRows(record.kind, record.lead).flatMap((section) => section.rows.map((row) => row.value)) : formFields.map(() => null);
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
