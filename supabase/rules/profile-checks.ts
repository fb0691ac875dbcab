// The checks founderProfileError and investorProfileError make of a row as stored (not a public
// entry: index.ts leaves this module out). Dependency-free.
import { charLength, trimmedLength } from './text';
import { isHttpUrl, URL_LABELS, urlMapError, urlMessage } from './url';

export const isIn = (options: readonly string[], value: unknown): boolean => typeof value === 'string' && options.includes(value);

/** Text of min..max characters (trimmed minimum, raw maximum); an optional column (min 0) may be null. */
export const textOk = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'string' ? trimmedLength(value) >= min && charLength(value) <= max : min === 0 && value == null;

export const intOk = (value: unknown, min: number, max: number): boolean =>
  value == null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max);

/** 1 to max items, each one of the options. */
export const choicesOk = (value: unknown, options: readonly string[], max: number): boolean =>
  Array.isArray(value) && value.length >= 1 && value.length <= max && value.every((item) => isIn(options, item));

/** An optional link column: null, or an http(s) link; the message names the column as the database does. */
export const optionalUrlError = (label: string, value: unknown): string | null =>
  value == null || (typeof value === 'string' && isHttpUrl(value)) ? null : urlMessage(label);

/** A directory profile's links as stored: its website, its LinkedIn page and its map of social links. */
type ProfileLinks = { website?: unknown; linkedin_url?: unknown; social_urls?: unknown };

/** The message for the first invalid link of a founder or investor profile row, in the database's order, or null. */
export function profileLinksError(table: 'founder_profiles' | 'investor_profiles', row: ProfileLinks): string | null {
  const labels = URL_LABELS[table];
  return (
    optionalUrlError(labels.website, row.website) ??
    optionalUrlError(labels.linkedin_url, row.linkedin_url) ??
    (row.social_urls == null ? null : urlMapError(labels.social_urls, row.social_urls as Record<string, unknown>))
  );
}
