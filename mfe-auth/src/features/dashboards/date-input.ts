// Dates on the donor dashboard, in the visitor's locale. Calendar dates from the database
// (yyyy-mm-dd, UTC days) are shown as that day everywhere, never shifted by a time zone.
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '2026-12-01' -> '1 Dec 2026' (the locale's order). */
export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A timestamp in the visitor's time zone, date and time. */
export function formatDateTime(timestamp: string): string {
  return dateTimeFormat.format(new Date(timestamp));
}

/** yyyy-mm-ddThh:mm of a local time: the value of a datetime-local input. */
export function toDateTimeLocalValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
