import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDealerApplication, insertInquiry, insertNewsletterSubscriber } from '@/db/queries/leads';
import { leadsCsv, spreadsheetSafe } from '@/lib/leads/csv';
import { testDatabases } from '@/tests/support/databases';
import { sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';

const SITE = 'https://www.arcstar.test';
const readAll = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

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
    }, 180_000);
    afterAll(async () => handle?.dispose());

    it('is UTF-8 with a byte order mark, holds exactly the filtered leads, and parses back', async () => {
      const bytes = await readAll(leadsCsv({ search: 'example.com', kind: undefined }, SITE, handle.db));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(bytes.toString('utf8').slice(1)) as string[][];
      expect(header.slice(0, 6)).toEqual(['Received (IST)', 'Kind', 'Status', 'Assignee', 'Name', 'E-mail']);
      expect(rows.map((row) => row[5]).sort()).toEqual(['dealer@example.com', 'formula@example.com', 'rajesh@example.com', 'reader@example.com']);
      expect(rows.find((row) => row[5] === 'rajesh@example.com')?.[4]).toBe('ராஜேஷ் குமார்');
      expect(rows.find((row) => row[5] === 'formula@example.com')?.[4]).toBe('\'=HYPERLINK("http://evil.example","click")');
      // What staff sort and read: the day and time a spreadsheet takes as one, the inbox's words, a link to the lead.
      const enquiry = Object.fromEntries(header.map((column, index) => [column, rows.find((row) => row[5] === 'rajesh@example.com')![index]]));
      expect(enquiry['Received (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(enquiry.About).toBe('Welding Wires');
      expect(enquiry['Lead page']).toBe(`${SITE}/admin/leads/${enquiry.Reference}`);
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
  });
}
