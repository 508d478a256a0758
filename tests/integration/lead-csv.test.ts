import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCareerApplication, insertDealerApplication, insertInquiry, insertNewsletterSubscriber, insertQuoteRequest } from '@/db/queries/leads';
import { inboxLeadKinds, leadFilterFromQuery, leadKindsOf, notifiedLeadKinds, type NotifiedLeadKind } from '@/lib/domain/lead-workflow';
import { leadForms } from '@/lib/lead-forms';
import { leadExportFilter, leadsCsv, spreadsheetSafe } from '@/lib/leads/csv';
import { staffLabel } from '@/lib/schemas/form-description';
import { quoteSchema } from '@/lib/schemas/lead-schemas';
import { testDatabases } from '@/tests/support/databases';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';

const SITE = 'https://www.arcstar.test';
const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

const COMMON_COLUMNS = ['Received (IST)', 'Kind', 'Status', 'Assignee', 'Name', 'E-mail', 'Phone', 'Company', 'About', 'Reference', 'Lead page'];

describe('what an export is asked for', () => {
  it("refuses a 'from' day after the 'to' day as the inbox names it, as it refuses a day that is no day; one day, or either end alone, is a range", () => {
    expect(leadExportFilter({ from: '2026-05-02', to: '2026-05-01' }, inboxLeadKinds)).toEqual({
      refusal: "The ‘Received from’ day is after the ‘Received until’ day, so no lead can match. Nothing was exported: swap the two days in the inbox's filter and download again.",
    });
    expect(leadExportFilter({ from: '2026-02-30', to: '2026-05-01' }, inboxLeadKinds)).toEqual({
      refusal: "The date 2026-02-30 (Received from) is not a valid day (YYYY-MM-DD). Nothing was exported: correct the date in the inbox's filter and download again.",
    });
    for (const query of [{ from: '2026-05-01', to: '2026-05-01' }, { from: '2026-05-02' }, { to: '2026-05-01' }, {}]) {
      expect(leadExportFilter(query, inboxLeadKinds), JSON.stringify(query)).toEqual({ filter: leadFilterFromQuery(query, inboxLeadKinds) });
    }
    // A repeated parameter counts by its first value, as the inbox reads it.
    expect(leadExportFilter({ from: ['2026-05-01', '2026-05-09'], to: '2026-05-03' }, inboxLeadKinds)).toEqual({ filter: leadFilterFromQuery({ from: '2026-05-01', to: '2026-05-03' }, inboxLeadKinds) });
  });

  it("refuses a kind the role does not open, or no kind at all, naming it; the role's own kinds are exported", () => {
    expect(leadExportFilter({ kind: 'career_application' }, leadKindsOf('sales'))).toEqual({
      refusal: "‘Career application’ is not a kind of lead your role opens. Nothing was exported: choose a kind in the inbox's filter and download again.",
    });
    expect(leadExportFilter({ kind: 'quote_request' }, leadKindsOf('hr'))).toEqual({
      refusal: "‘Quote request’ is not a kind of lead your role opens. Nothing was exported: choose a kind in the inbox's filter and download again.",
    });
    expect(leadExportFilter({ kind: 'resumes' }, inboxLeadKinds)).toEqual({ refusal: "‘resumes’ is not a kind of lead. Nothing was exported: choose a kind in the inbox's filter and download again." });
    expect(leadExportFilter({ kind: 'career_application' }, leadKindsOf('hr'))).toEqual({ filter: expect.objectContaining({ kind: 'career_application', kinds: ['career_application'] }) });
    expect(leadExportFilter({}, leadKindsOf('hr'))).toEqual({ filter: expect.objectContaining({ kind: undefined, kinds: ['career_application'] }) });
  });
});

describe('spreadsheet-safe cells', () => {
  it('prefixes cells that a spreadsheet would run as a formula, and only those', () => {
    expect(['=SUM(A1)', '+91 98300', '-2', '@cmd', '\tx', '\rx'].map(spreadsheetSafe)).toEqual(["'=SUM(A1)", "'+91 98300", "'-2", "'@cmd", "'\tx", "'\rx"]);
    expect(['Asha', 'a=b', '', null].map(spreadsheetSafe)).toEqual(['Asha', 'a=b', '', '']);
  });
});

for (const target of testDatabases()) {
  describe(`leads CSV on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open();
      const origin = { source_page: '/inquiry', utm: { utm_source: 'expo' } };
      await insertInquiry({ ...sampleEnquiry, name: '=HYPERLINK("http://evil.example","click")', email: 'formula@example.com', message: 'line one\nline "two", with comma' }, origin, handle.db);
      await insertInquiry({ ...sampleEnquiry, name: 'ராஜேஷ் குமார்', email: 'rajesh@example.com' }, origin, handle.db);
      await insertDealerApplication({ ...sampleDealer, email: 'dealer@example.com' }, origin, handle.db);
      await insertNewsletterSubscriber('reader@example.com', origin, handle.db);
      await insertQuoteRequest(
        quoteSchema.parse({ product_category: 'Electrodes - E7018', customer_name: 'Vikram Shah', customer_email: 'vikram@shahfab.example', customer_phone: '+91 98220 12345', company_name: 'Shah Fabricators' }),
        null,
        origin,
        handle.db,
      );
      await insertCareerApplication({ ...sampleCareer, full_name: 'Zoya Qureshi', email: 'zoya@example.in', phone: '9830077777', current_company: '@Steelworks' }, origin, null, handle.db);
    }, 180_000);
    afterAll(async () => handle?.dispose());

    it('is UTF-8 with a byte order mark, holds exactly the filtered leads, and parses back', async () => {
      const bytes = await readAll(leadsCsv({ search: 'example.com', kind: undefined }, SITE, handle.db));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(bytes.toString('utf8').slice(1)) as string[][];
      expect(header.slice(0, 6)).toEqual(['Received (IST)', 'Kind', 'Status', 'Assignee', 'Name', 'E-mail']);
      expect(header).toEqual(COMMON_COLUMNS);
      expect(rows.map((row) => row[5]).sort()).toEqual(['dealer@example.com', 'formula@example.com', 'rajesh@example.com', 'reader@example.com']);
      expect(rows.find((row) => row[5] === 'rajesh@example.com')?.[4]).toBe('ராஜேஷ் குமார்');
      expect(rows.find((row) => row[5] === 'formula@example.com')?.[4]).toBe('\'=HYPERLINK("http://evil.example","click")');
      // What staff sort and read: the day and time a spreadsheet takes as one, the inbox's words, a link to the lead.
      const enquiry = Object.fromEntries(header.map((column, index) => [column, rows.find((row) => row[5] === 'rajesh@example.com')![index]]));
      expect(enquiry['Received (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(enquiry.About).toBe('Welding Wires');
      expect(enquiry['Lead page']).toBe(`${SITE}/admin/leads/${enquiry.Reference}`);
    });

    it("holds only the kinds of the exporting role: HR's file the job application, sales' every other lead", async () => {
      const emailsFor = async (role: 'hr' | 'sales') => {
        const asked = leadExportFilter({}, leadKindsOf(role));
        if (!('filter' in asked)) throw new Error(asked.refusal);
        const [, ...rows] = parse((await readAll(leadsCsv(asked.filter, SITE, handle.db))).toString('utf8').slice(1)) as string[][];
        return rows.map((row) => `${row[1]} ${row[5]}`).sort();
      };
      expect(await emailsFor('hr')).toEqual(['Career application zoya@example.in']);
      expect(await emailsFor('sales')).toEqual([
        'Dealer application dealer@example.com',
        'Enquiry formula@example.com',
        'Enquiry rajesh@example.com',
        'Newsletter sign-up reader@example.com',
        'Quote request vikram@shahfab.example',
      ]);
    });

    it('for one kind, holds every field of its form and the origin', async () => {
      const text = (await readAll(leadsCsv({ kind: 'inquiry' }, SITE, handle.db))).toString('utf8').slice(1);
      const [header, ...rows] = parse(text) as string[][];
      expect(rows).toHaveLength(2);
      expect(header).toContain('Source page');
      const record = Object.fromEntries(header.map((column, index) => [column, rows.find((row) => row[5] === 'formula@example.com')![index]]));
      expect(Object.values(record)).toContain('line one\nline "two", with comma');
      expect(record['Source page']).toBe('/inquiry');
      expect(record.UTM).toBe('utm_source=expo');
      expect(Object.values(record).filter((value) => value.startsWith('=') || value.startsWith('+') || value.startsWith('@'))).toEqual([]);
    });

    it('for one kind, names each of Name, E-mail, Phone and Company once, in the common columns, then the form\'s other fields in form order', async () => {
      const people: Record<NotifiedLeadKind, { email: string; name: string; phone: string; company: string }> = {
        inquiry: { email: 'rajesh@example.com', name: 'ராஜேஷ் குமார்', phone: sampleEnquiry.mobile, company: '' },
        quote_request: { email: 'vikram@shahfab.example', name: 'Vikram Shah', phone: "'+91 98220 12345", company: 'Shah Fabricators' },
        dealer_application: { email: 'dealer@example.com', name: sampleDealer.contact_person, phone: sampleDealer.phone, company: sampleDealer.business_name },
        career_application: { email: 'zoya@example.in', name: 'Zoya Qureshi', phone: '9830077777', company: "'@Steelworks" },
      };
      for (const kind of notifiedLeadKinds) {
        const [header, ...rows] = parse((await readAll(leadsCsv({ kind }, SITE, handle.db))).toString('utf8').slice(1)) as string[][];
        expect(new Set(header).size, `${kind}: ${header.join(', ')}`).toBe(header.length);
        expect(header.slice(0, COMMON_COLUMNS.length), kind).toEqual(COMMON_COLUMNS);
        expect(header.slice(-2), kind).toEqual(['Source page', 'UTM']);
        // The form's other fields, in its order: none of them holds what a common column holds.
        const formColumns = header.slice(COMMON_COLUMNS.length, -2);
        const allFields = leadForms[kind].sections.flatMap((section) => section.fields.map((field) => staffLabel(field)));
        expect(formColumns, kind).toEqual(allFields.filter((label) => formColumns.includes(label)));
        const row = Object.fromEntries(header.map((column, index) => [column, rows.find((cells) => cells[5] === people[kind].email)![index]]));
        expect({ email: row['E-mail'], name: row.Name, phone: row.Phone, company: row.Company }, kind).toEqual(people[kind]);
        // What stayed among the form's columns is nowhere else in the row (the common columns held it).
        for (const value of [people[kind].email, people[kind].name, people[kind].phone].filter(Boolean)) {
          expect(Object.entries(row).filter(([column, cell]) => cell === value && formColumns.includes(column)), `${kind}: ${value}`).toEqual([]);
        }
      }
      const inquiryHeader = (parse((await readAll(leadsCsv({ kind: 'inquiry' }, SITE, handle.db))).toString('utf8').slice(1)) as string[][])[0];
      expect(inquiryHeader.slice(COMMON_COLUMNS.length)).toEqual(['Industry type', 'Product category', 'Message', 'Source page', 'UTM']);
    });
  });
}
