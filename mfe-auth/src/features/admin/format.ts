const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** '12 Nov 2026, 14:05' in the reader's locale. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '12 Nov 2026' in the reader's locale. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** Capitalised status or type for a badge: 'pending' → 'Pending'. */
export function label(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** The shown value of an optional field. */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '—';
}
