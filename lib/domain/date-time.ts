// Date and time for the back office and its e-mails: India Standard Time, as staff read it
// ("12 May 2026, 2:03 pm IST"), whatever time zone the server runs in.

const indianDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function formatIndianDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${indianDateTime.format(date)} IST`;
}
