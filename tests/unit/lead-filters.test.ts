import { describe, expect, it } from 'vitest';
import { filterAddressQuery, queryOf, requestedPage } from '@/lib/domain/filter-query';
import { inboxLeadKinds, invalidLeadFilterDates, invalidLeadFilterDatesMessage, leadFilterDatesReversed, leadFilterDatesReversedMessage, leadFilterFromQuery, leadFilterQuery } from '@/lib/domain/lead-workflow';

// The inbox's date filter (and the CSV export's): a day that is not on the calendar is named, never
// read as another day (JavaScript rolls 2026-02-30 over to 2 March) nor silently dropped.

describe('the leads date filter', () => {
  it('reads real days as Indian midnights, both ends included', () => {
    expect(leadFilterFromQuery({ from: '2026-02-28', to: '2026-02-28' }, inboxLeadKinds)).toMatchObject({
      from: new Date('2026-02-27T18:30:00Z'),
      to: new Date('2026-02-28T18:30:00Z'),
    });
    expect(leadFilterFromQuery({ from: '2028-02-29' }, inboxLeadKinds).from).toEqual(new Date('2028-02-28T18:30:00Z'));
    expect(invalidLeadFilterDates({ from: '2026-02-28', to: '2028-02-29' })).toEqual([]);
    expect(invalidLeadFilterDates({ from: '', to: '  ' })).toEqual([]);
  });

  it('knows when the from day is after the to day (no lead can match), and that one day is not', () => {
    expect(leadFilterDatesReversed(leadFilterFromQuery({ from: '2026-03-02', to: '2026-03-01' }, inboxLeadKinds))).toBe(true);
    expect(leadFilterDatesReversed(leadFilterFromQuery({ from: '2026-03-01', to: '2026-03-01' }, inboxLeadKinds))).toBe(false);
    expect(leadFilterDatesReversed(leadFilterFromQuery({ from: '2026-03-02' }, inboxLeadKinds))).toBe(false);
    expect(leadFilterDatesReversedMessage).toBe('The ‘Received from’ day is after the ‘Received until’ day, so no lead can match.');
  });

  it('names a day that is not on the calendar, or not a day at all, and filters by neither', () => {
    for (const value of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', 'abc', '30/01/2026']) {
      expect(leadFilterFromQuery({ from: value, to: value }, inboxLeadKinds), value).toMatchObject({ from: undefined, to: undefined });
      expect(invalidLeadFilterDates({ from: value }), value).toEqual([{ name: 'from', value }]);
    }
    const invalid = invalidLeadFilterDates({ from: '2026-02-30', to: 'abc' });
    expect(invalid).toEqual([
      { name: 'from', value: '2026-02-30' },
      { name: 'to', value: 'abc' },
    ]);
    expect(invalidLeadFilterDatesMessage(invalid)).toBe('The dates 2026-02-30 (Received from) and abc (Received until) are not valid days (YYYY-MM-DD).');
    expect(invalidLeadFilterDatesMessage([{ name: 'to', value: 'abc' }])).toBe('The date abc (Received until) is not a valid day (YYYY-MM-DD).');
    expect(invalidLeadFilterDatesMessage([{ name: 'to', value: 'x'.repeat(300) }])).toBe(`The date ${'x'.repeat(40)}… (Received until) is not a valid day (YYYY-MM-DD).`);
  });
});

describe('a filtered list in its address', () => {
  it('reads a repeated parameter by its first value, on a page and in a route alike', () => {
    const query = queryOf(new URLSearchParams('kind=inquiry&kind=quote_request&from=2026-03-01&q='));
    expect(query).toEqual({ kind: ['inquiry', 'quote_request'], from: '2026-03-01', q: '' });
    expect(leadFilterFromQuery(query, inboxLeadKinds)).toMatchObject({ kind: 'inquiry', search: undefined });
    expect(leadFilterQuery(query, { page: '2' })).toBe('?kind=inquiry&from=2026-03-01&page=2');
  });

  it('writes each filter once, in a fixed order, leaving out the empty and what a change clears', () => {
    expect(filterAddressQuery(['a', 'b', 'page'], { b: ' two words ', a: ['x&y', 'z'], other: 'kept out' }, { page: undefined })).toBe('?a=x%26y&b=two+words');
    expect(filterAddressQuery(['a'], {}, {})).toBe('');
  });

  it("reads the page asked for as a whole number, and anything else as page 1 (the list clamps what is out of range)", () => {
    expect([undefined, '', 'abc', '3', ' 7 ', '2.9', '-1', '1e21', '99999999999999999999', ['4', '5']].map((page) => requestedPage({ page }))).toEqual([1, 1, 1, 3, 7, 2, -1, 1, 1e20, 4]);
  });
});
