/**
 * Building blocks for PostgREST filters made from user text, used by every
 * supabase-js query that searches or pages: user text must match literally
 * and must not be able to change the filter's syntax.
 */

/**
 * Escapes LIKE wildcards so user text matches literally. PostgREST also reads
 * `*` as `%` in like patterns and has no escape for it, so a literal `*`
 * becomes `_` (any one character, which includes `*`). A NUL (from an edited link) is
 * dropped: no stored text can hold one, and the API refuses a filter that does.
 */
export function escapeLike(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '_');
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

/** Zero-based inclusive row range of a 1-based page; anything but a whole page above 0 is page 1. */
export function pageRange(page: number, pageSize: number): [number, number] {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (safePage - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/** PostgREST: offset past the last row of a counted query (HTTP 416). */
export const RANGE_NOT_SATISFIABLE = 'PGRST103';
