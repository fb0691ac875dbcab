/** Directory page size (rows per page, both directories). */
export const DIRECTORY_PAGE_SIZE = 12;

/** PostgREST: offset past the last row of a counted query (HTTP 416). */
export const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * Escapes LIKE wildcards so user text matches literally. PostgREST also reads
 * `*` as `%` in like patterns and has no escape for it, so a literal `*`
 * becomes `_` (any one character, which includes `*`).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

/** `%text%` for case-insensitive containment. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * `%text%` for a value inside a PostgREST logic tree (`or=(a.ilike.x,b.ilike.y)`).
 * PostgREST reads `,` `(` `)` there as syntax and a leading `"` as quoting;
 * @supabase/lite does not unquote quoted values, so instead of quoting, those
 * characters become `_` (any one character, which includes themselves).
 */
export function orContainsPattern(text: string): string {
  return containsPattern(text).replace(/[,()"]/g, '_');
}

/** Zero-based inclusive row range of a 1-based page. */
export function pageRange(page: number, pageSize = DIRECTORY_PAGE_SIZE): [number, number] {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (safePage - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** A value from `allowed`, or '' (hand-edited URLs fall back to "all"). */
export const oneOf = (value: string | null, allowed: readonly string[]): string =>
  value && allowed.includes(value) ? value : '';

/** A 1-based page number from the URL (anything else is page 1). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot match a row (and would be a 400 from PostgREST). */
export const isUuid = (id: string): boolean => UUID.test(id);
