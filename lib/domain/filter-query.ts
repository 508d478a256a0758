// The back office's filtered lists as their address holds them (a GET form's query string, so the
// filter works without JavaScript and survives a reload, a link or a bookmark): the leads inbox,
// its CSV export and the audit log read their values, days and pages here. A value that makes no
// sense is left out of the filter; one that was asked for and cannot be honoured (a day that is no
// day, a reversed range, an unknown choice) is named by the page rather than silently dropped.

import { cleanSingleLine } from '@/lib/domain/plain-text';

export type QueryValue = string | string[] | undefined;
export type Query = Record<string, QueryValue>;

/** A parameter's value: the first when it is repeated, trimmed; undefined when empty. */
export const single = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * A search box's words as the address holds them: the first value, control characters as spaces
 * (a NUL typed or pasted would fail the query), at most `max` characters; undefined when empty.
 */
export const searchText = (value: QueryValue, max = 200): string | undefined => (cleanSingleLine(single(value) ?? '') as string).slice(0, max) || undefined;

/** A URL's parameters as a page receives them (a repeated one as all its values): read the same way by a route. */
export function queryOf(params: URLSearchParams): Query {
  const query: Query = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** Every parameter once (a repeated one by its first value): what a filter form shows. */
export const firstValues = (query: Query): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));

/** A value as a message quotes it: a long one (a pasted paragraph, a hostile address) cut at 40 characters. */
export const quotedValue = (value: string): string => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

// Days: the back office's are India's (IST, UTC+05:30 all year), whatever zone the server runs in.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Midnight in India (the company's day) at the start of `day` (YYYY-MM-DD), `offsetDays` later. */
export function indianMidnight(day: string, offsetDays = 0): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime())) return undefined;
  // The calendar's own day, not one rolled over: JavaScript reads 2026-02-30 as 2 March.
  if (new Date(start.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10) !== day) return undefined;
  return new Date(start.getTime() + offsetDays * 24 * 60 * 60 * 1000);
}

/** A range of days as instants: on or after `from`, before `to` (the instant after its last day). */
export type DayRange = { from?: Date; to?: Date };
/** How a list labels its `from` and `to` days ('Received from', 'Received until'). */
export type DayRangeLabels = { readonly from: string; readonly to: string };
export type InvalidFilterDate = { name: 'from' | 'to'; value: string };

/** The days of `from` and `to` (both included) as instants; a value that is no day is left out. */
export function dayRangeFromQuery(query: Query): DayRange {
  const from = single(query.from);
  const to = single(query.to);
  return { from: from ? indianMidnight(from) : undefined, to: to ? indianMidnight(to, 1) : undefined };
}

/**
 * The `from` and `to` of a query that are not a day (2026-02-30, abc). dayRangeFromQuery leaves
 * them out; whoever shows the list or exports it must say so rather than silently widen it.
 */
export function invalidFilterDates(query: Query): InvalidFilterDate[] {
  return (['from', 'to'] as const).flatMap((name) => {
    const value = single(query[name]);
    return value !== undefined && !indianMidnight(value) ? [{ name, value }] : [];
  });
}

/** Names the dates that are not days, e.g. 'The date 2026-02-30 (Received from) is not a valid day (YYYY-MM-DD).' */
export function invalidFilterDatesMessage(invalid: readonly InvalidFilterDate[], labels: DayRangeLabels): string {
  const named = invalid.map(({ name, value }) => `${quotedValue(value)} (${labels[name]})`);
  return invalid.length === 1 ? `The date ${named[0]} is not a valid day (YYYY-MM-DD).` : `The dates ${named.join(' and ')} are not valid days (YYYY-MM-DD).`;
}

/** A 'from' day after the 'to' day: nothing can match, which a list says rather than show nothing. */
export function filterDatesReversed(range: DayRange): boolean {
  return range.from !== undefined && range.to !== undefined && range.from >= range.to;
}

/** Names a reversed range, e.g. 'The ‘Received from’ day is after the ‘Received until’ day, so no lead can match.' */
export function filterDatesReversedMessage(labels: DayRangeLabels, noneOf: string): string {
  return `The ‘${labels.from}’ day is after the ‘${labels.to}’ day, so ${noneOf} can match.`;
}

// The address: a list's links (its pages, an item and back) carry its filter.

/** The query string of `names` as `query` has them (each once), with `changes` applied; '' when none. */
export function filterAddressQuery(names: readonly string[], query: Query, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = name in changes ? changes[name] : single(query[name]);
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Pages: counted from 1, newest first; a page past the end is said so (with a link to the last).

/** The page asked for: `page`'s whole number, or 1 when it is none (abc, empty); the list clamps the rest. */
export function requestedPage(query: Query): number {
  const page = Number.parseInt(single(query.page) ?? '1', 10);
  return Number.isFinite(page) ? page : 1;
}

/** How many pages `total` items fill: one at least (an empty list is one empty page). */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
