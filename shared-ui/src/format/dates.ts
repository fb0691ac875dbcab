/**
 * Every date the portal shows goes through here, in the two formats of the product: 'dd MMM yyyy' and
 * 'dd MMM yyyy, HH:mm' (the viewer's time zone), and 'dd MMM' where the year is plain from the context
 * (a chart's axis). A date-only value ('2023-03-14') is that calendar day.
 */
import { format, isValid, parseISO } from 'date-fns';

export const DATE_FORMAT = 'dd MMM yyyy';
export const DATE_TIME_FORMAT = 'dd MMM yyyy, HH:mm';
export const SHORT_DATE_FORMAT = 'dd MMM';
export const INVALID_DATE = 'Invalid date';

type DateInput = string | number | Date | null | undefined;

function formatWith(value: DateInput, pattern: string, missing: string): string {
  if (value === null || value === undefined || value === '') return missing;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? format(date, pattern) : INVALID_DATE;
}

/** '14 Mar 2023'; `missing` (default 'N/A') when there is no value, 'Invalid date' when it cannot be read. */
export function formatDate(value: DateInput, missing = 'N/A'): string {
  return formatWith(value, DATE_FORMAT, missing);
}

/** '26 Nov 2026, 23:06'; `missing` (default 'N/A') when there is no value, 'Invalid date' when it cannot be read. */
export function formatDateTime(value: DateInput, missing = 'N/A'): string {
  return formatWith(value, DATE_TIME_FORMAT, missing);
}

/** '14 Mar', for an axis or list whose year is shown elsewhere; like formatDate otherwise. */
export function formatShortDate(value: DateInput, missing = 'N/A'): string {
  return formatWith(value, SHORT_DATE_FORMAT, missing);
}
