// Date and time for the back office and its e-mails: India Standard Time, as staff read it
// ("12 May 2026, 2:03 pm IST"), whatever time zone the server runs in.

const indianDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function formatIndianDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${indianDateTime.format(date)} IST`;
}

/** India has no daylight saving time: IST is always UTC+05:30. */
const IST_OFFSET_MINUTES = 330;

/** A `datetime-local` value read as IST ('2026-05-12T14:03' or with seconds), or null. */
export function parseIndianDateTimeInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = '0'] = match.slice(1);
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) - IST_OFFSET_MINUTES * 60_000;
  const date = new Date(utc);
  // 31 February and 25 o'clock roll over in Date.UTC: refuse them rather than move the date.
  return indianDateTimeInputValue(date).startsWith(`${year}-${month}-${day}T${hour}:${minute}`) ? date : null;
}

/** The `datetime-local` value (to the second) of a moment, in IST. */
export function indianDateTimeInputValue(value: Date | string): string {
  const date = new Date(new Date(value).getTime() + IST_OFFSET_MINUTES * 60_000);
  return date.toISOString().slice(0, 19);
}
