import { format, isValid, parseISO } from 'date-fns';

/** The recipient portal's date formats (spec: 'dd MMM yyyy, HH:mm' and 'dd MMM yyyy'). */
export const DATE_TIME_FORMAT = 'dd MMM yyyy, HH:mm';
export const DATE_FORMAT = 'dd MMM yyyy';

function formatWith(value: string, pattern: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

/** 'dd MMM yyyy, HH:mm' in the viewer's time zone; 'Invalid date' for unreadable values, 'N/A' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? formatWith(value, DATE_TIME_FORMAT) : 'N/A';
}

/** 'dd MMM yyyy'; 'Invalid date' for unreadable values, 'N/A' when missing (e.g. never donated). */
export function formatDate(value: string | null | undefined): string {
  return value ? formatWith(value, DATE_FORMAT) : 'N/A';
}
