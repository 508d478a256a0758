// Dates are shown in en-US long format (spec §2: "March 15, 2024"). The calendar day is taken in
// India's time zone so that the server, the browser and the data cache always agree on it.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' });

/** "March 15, 2024" for an ISO date-time or Date; an empty string for a missing or invalid date. */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** The machine-readable form for `<time dateTime>`: the ISO instant, or undefined when invalid. */
export function isoDateTime(value: string | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
