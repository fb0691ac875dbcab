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
 * `,` `(` `)` are syntax there and @supabase/lite does not unquote quoted
 * values, so those characters (and `"`) become `_` (any one character).
 */
export function orContainsPattern(text: string): string {
  return containsPattern(text).replace(/[,()"]/g, '_');
}

/** Zero-based inclusive row range of a 1-based page. */
export function pageRange(page: number, pageSize: number): [number, number] {
  const safePage = Number.isInteger(page) && page > 0 ? page : 1;
  const from = (safePage - 1) * pageSize;
  return [from, from + pageSize - 1];
}
