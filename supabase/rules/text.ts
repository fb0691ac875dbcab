// Text rules shared by the client and the database. Dependency-free.
//
// White space: the database's public.trim_unicode() (migration 20261123000100_hardening.sql)
// trims exactly these code points, so a value made only of tabs, newlines, non-breaking or
// ideographic spaces, zero-width spaces or a byte-order mark is empty on both sides.
// Length: the database counts characters (char_length, i.e. Unicode code points); the client
// must count the same way (Array.from), not UTF-16 units (String.length): '😀'.length is 2,
// charLength('😀') is 1. A combining mark is a code point of its own on both sides.

/** Tab, LF, VT, FF, CR, space, NEL, NBSP, U+1680, U+180E, U+2000-U+200B, U+2028, U+2029, U+202F, U+205F, U+2060, U+3000, U+FEFF. */
export const UNICODE_SPACE_CODE_POINTS: readonly number[] = Object.freeze([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x180e, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008,
  0x2009, 0x200a, 0x200b, 0x2028, 0x2029, 0x202f, 0x205f, 0x2060, 0x3000, 0xfeff,
]);

/** The code points above as the inside of a regular-expression character class (`u` flag). */
export const UNICODE_SPACE_CLASS = UNICODE_SPACE_CODE_POINTS.map((cp) => `\\u{${cp.toString(16)}}`).join('');

const EDGE_SPACE = new RegExp(`^[${UNICODE_SPACE_CLASS}]+|[${UNICODE_SPACE_CLASS}]+$`, 'gu');

/** Removes leading and trailing Unicode white space (public.trim_unicode). */
export function trimUnicode(value: string): string {
  return value.replace(EDGE_SPACE, '');
}

/** Length in characters (code points), as the database's char_length counts. */
export function charLength(value: string): number {
  let count = 0;
  // for..of iterates code points, like Array.from(value).length, without the array
  for (const _ of value) count += 1;
  return count;
}

/** Length in characters after trimming Unicode white space: what text minimums compare. */
export function trimmedLength(value: string): number {
  return charLength(trimUnicode(value));
}
