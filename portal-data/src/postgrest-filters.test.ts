import { containsPattern, escapeLike, orContainsPattern, pageRange } from './postgrest-filters';

test('user text is matched literally: LIKE wildcards and backslashes are escaped', () => {
  expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
  expect(containsPattern('50%')).toBe('%50\\%%');
  // PostgREST reads * as %; it becomes the one-character wildcard
  expect(escapeLike('a*b')).toBe('a_b');
  // the API refuses a NUL anywhere in a filter; no stored text holds one
  expect(escapeLike('a\u0000b')).toBe('ab');
});

test('commas, parentheses and quotes cannot break out of an or() filter', () => {
  expect(orContainsPattern('a,b(c)"d')).toBe('%a_b_c__d%');
  expect(orContainsPattern('x,id.eq.1)')).toBe('%x_id.eq.1_%');
});

test('pageRange maps 1-based pages to inclusive row ranges and rejects bad pages', () => {
  expect(pageRange(1, 12)).toEqual([0, 11]);
  expect(pageRange(2, 12)).toEqual([12, 23]);
  expect(pageRange(0, 12)).toEqual([0, 11]);
  expect(pageRange(Number.NaN, 12)).toEqual([0, 11]);
  expect(pageRange(2, 5)).toEqual([5, 9]);
});
