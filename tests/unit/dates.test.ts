import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDateTime } from '@/lib/domain/dates';

describe('formatLongDate (en-US long format)', () => {
  it('writes the full month name, the day and the year', () => {
    expect(formatLongDate('2024-03-15T04:30:00.000Z')).toBe('March 15, 2024');
    expect(formatLongDate('2025-12-02T05:30:00.000Z')).toBe('December 2, 2025');
    expect(formatLongDate(new Date('2026-07-14T05:00:00.000Z'))).toBe('July 14, 2026');
  });

  it('takes the calendar day in India, whatever the server time zone', () => {
    // 20:00 UTC on 31 January is already 1 February in India (UTC+05:30).
    expect(formatLongDate('2024-01-31T20:00:00.000Z')).toBe('February 1, 2024');
    expect(formatLongDate('2024-12-31T18:29:59.000Z')).toBe('December 31, 2024');
    expect(formatLongDate('2024-12-31T18:30:00.000Z')).toBe('January 1, 2025');
  });

  it('handles a leap day', () => {
    expect(formatLongDate('2024-02-29T06:00:00.000Z')).toBe('February 29, 2024');
  });

  it('returns an empty string for a missing or invalid date instead of "Invalid Date"', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('isoDateTime', () => {
  it('gives the ISO instant for <time dateTime>, or undefined when invalid', () => {
    expect(isoDateTime('2024-03-15T10:00:00+05:30')).toBe('2024-03-15T04:30:00.000Z');
    expect(isoDateTime('nonsense')).toBeUndefined();
    expect(isoDateTime(null)).toBeUndefined();
  });
});
