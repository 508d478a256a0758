import { describe, expect, it } from 'vitest';
import { auditActionGroups, auditActionLabels, auditFilterFromQuery, auditFilterQuery, ignoredAuditFilterMessage, NO_ACTOR } from '@/lib/domain/audit';
import { searchText } from '@/lib/domain/filter-query';

// The audit log's filter as its address holds it: what it understands is used, anything else
// (an unknown action, someone the log does not name, a day that is no day) is named and ignored.

const ACTORS = ['meera.iyer@arcstar.test', 'ravi.kumar@arcstar.test'];

describe('the audit log filter', () => {
  it('offers every action the log records, each once, in groups', () => {
    const offered = auditActionGroups.flatMap((group) => group.actions);
    expect([...offered].sort()).toEqual(Object.keys(auditActionLabels).sort());
    expect(new Set(offered).size).toBe(offered.length);
    expect(auditActionGroups.map((group) => group.label)).not.toContain('Other');
  });

  it('reads action, staff member, Indian days and words', () => {
    expect(auditFilterFromQuery({ action: 'resume_downloaded', actor: 'Ravi.Kumar@arcstar.test', from: '2026-03-01', to: '2026-03-01', q: ' 3f1c2d9e ' }, ACTORS)).toEqual({
      filter: { action: 'resume_downloaded', actor: 'ravi.kumar@arcstar.test', from: new Date('2026-02-28T18:30:00Z'), to: new Date('2026-03-01T18:30:00Z'), search: '3f1c2d9e' },
      ignored: [],
    });
    expect(auditFilterFromQuery({ actor: NO_ACTOR }, ACTORS).filter.actor).toBe(NO_ACTOR);
    expect(auditFilterFromQuery({ action: '', actor: '', from: '', to: ' ', q: '' }, ACTORS)).toEqual({ filter: { action: undefined, actor: undefined, from: undefined, to: undefined, search: undefined }, ignored: [] });
  });

  it('names what it cannot use and filters by the rest: an unknown action, someone with no entry, days that are none', () => {
    const { filter, ignored } = auditFilterFromQuery({ action: 'launch_missiles', actor: 'intruder@example.com', from: '2026-02-30', to: 'abc', q: 'gloves' }, ACTORS);
    expect(filter).toEqual({ action: undefined, actor: undefined, from: undefined, to: undefined, search: 'gloves' });
    expect(ignored).toEqual([
      { name: 'action', value: 'launch_missiles' },
      { name: 'actor', value: 'intruder@example.com' },
      { name: 'from', value: '2026-02-30' },
      { name: 'to', value: 'abc' },
    ]);
    expect(ignoredAuditFilterMessage(ignored)).toBe(
      '‘launch_missiles’ is not an action the audit log records. The audit log has no entry by ‘intruder@example.com’. The dates 2026-02-30 (Recorded from) and abc (Recorded until) are not valid days (YYYY-MM-DD). They are ignored: the entries below are not filtered by them.',
    );
    expect(ignoredAuditFilterMessage([{ name: 'action', value: 'toString' }])).toBe('‘toString’ is not an action the audit log records. It is ignored: the entries below are not filtered by it.');
    expect(auditFilterFromQuery({ action: 'toString' }, ACTORS).filter.action).toBeUndefined();
  });

  it('takes a repeated parameter once, quotes a huge value short and cuts a huge search', () => {
    const huge = 'x'.repeat(100_000);
    const { filter, ignored } = auditFilterFromQuery({ action: ['sign_in', 'sign_out'], actor: huge, q: huge }, ACTORS);
    expect(filter.action).toBe('sign_in');
    expect(filter.search).toHaveLength(200);
    expect(ignoredAuditFilterMessage(ignored)).toBe(`The audit log has no entry by ‘${'x'.repeat(40)}…’. It is ignored: the entries below are not filtered by it.`);
  });

  it('writes the filter and the page into the address, each once', () => {
    expect(auditFilterQuery({ q: 'gloves', action: ['sign_in', 'sign_out'], unknown: 'x', page: '3' }, { page: undefined })).toBe('?action=sign_in&q=gloves');
    expect(auditFilterQuery({ actor: 'ravi.kumar@arcstar.test', from: '2026-03-01' }, { page: '2' })).toBe('?actor=ravi.kumar%40arcstar.test&from=2026-03-01&page=2');
  });
});

describe("a search box's words from the address", () => {
  it('reads control characters as spaces (PostgreSQL refuses a NUL), keeps the first value, and cuts at 200 characters', () => {
    expect(searchText('\u0000ravi\u0007 kumar')).toBe('ravi kumar');
    expect(searchText(['\u0000', 'second'])).toBeUndefined();
    expect(searchText('  \t ')).toBeUndefined();
    expect(searchText('x'.repeat(300))).toHaveLength(200);
    expect(auditFilterFromQuery({ q: 'resume\u0000' }, ACTORS).filter.search).toBe('resume');
  });
});
