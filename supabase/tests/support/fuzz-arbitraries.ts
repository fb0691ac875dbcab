// fast-check arbitraries shared by the fuzz suite (supabase/tests/fuzz-*.test.ts): hostile
// values (1 MB strings, NUL bytes, lone surrogates, wrong JSON types, SQL and HTML text,
// emoji, Unicode white space, other users' ids) and the row mutator that plants them into a
// valid-looking row. Every sample is drawn with a fixed seed, so a run is reproducible.
import fc from 'fast-check';

export const FUZZ_SEED = 20261207;
export const RUNS_PER_TARGET = 300;

export const ONE_MB = 1 << 20;
/** 1 MiB of characters: over the gateway's body limit once it is wrapped in JSON. */
export const ONE_MB_STRING = 'M'.repeat(ONE_MB);
/** Just under the body limit, so it reaches the database when no gateway stops it. */
export const NEAR_MB_STRING = 'N'.repeat(ONE_MB - 4096);

/** Unicode White_Space characters (what "only white space" means for text minimums). */
export const UNICODE_SPACES = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u000c',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2003',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
];

export const SQL_TEXT = [
  "'; drop table public.profiles; --",
  "Robert'); delete from public.contact_messages; --",
  "' or '1'='1",
  '1; select pg_sleep(10)',
  '$$; truncate auth.users cascade; $$',
  "%' and 1=1 --",
  "\\'; copy (select '') to program 'id'; --",
  "E'\\\\000'",
  'id.eq.1,or=(is_admin.eq.true)',
];

export const HTML_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];

export const BAD_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/a',
  '//example.com/a',
  'https://',
  'http://exa mple.com',
  'https://example.com/\u2028x',
  'mailto:a@b.co',
];

const EMOJI = ['😀', '🩸', '👨‍👩‍👧‍👦', '🇬🇧', 'é', 'e\u0301', '𝕏', '🏳️‍🌈', '中'];
const LONE_SURROGATES = ['\ud800', 'ab\udfff', '\udc00cd\ud83d', 'x\ud83dy'];

/** Strings that break something somewhere; the row mutator plants these. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(ONE_MB_STRING, NEAR_MB_STRING) },
  { weight: 5, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 4, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
  { weight: 4, arbitrary: fc.constantFrom(...SQL_TEXT) },
  { weight: 4, arbitrary: fc.constantFrom(...HTML_TEXT) },
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...EMOJI), { minLength: 1, maxLength: 130 }).map((a) => a.join('')) },
  {
    weight: 5,
    arbitrary: fc.array(fc.constantFrom(...UNICODE_SPACES), { minLength: 1, maxLength: 30 }).map((a) => a.join('')),
  },
  { weight: 2, arbitrary: fc.constant('') },
  // any code points; U+FFFD is kept out so a stored one always means a mangled surrogate
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/\ufffd/g, '?')) },
  // around the documented maximum lengths (120, 200, 2000, 5000, ...)
  {
    weight: 3,
    arbitrary: fc.constantFrom(2, 9, 31, 81, 101, 121, 201, 255, 501, 1001, 2001, 2049, 5001, 100_001).map((n) => 'a'.repeat(n)),
  },
  { weight: 3, arbitrary: fc.constantFrom(...BAD_URLS) },
);

/** JSON values of the wrong type for nearly every column. */
export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  {},
  { a: 1 },
  { $ne: null },
  [],
  ['x'],
  [1, 2],
  [[1]],
  [null],
  [{ a: 1 }],
  '{}',
  '{"a":1}',
  'true',
  'null',
);

export const DATE_TEXT = [
  'not a date',
  '2999-01-01',
  '1899-12-31',
  '0001-01-01',
  'infinity',
  '-infinity',
  '2024-02-30',
  '2024-13-01',
  'now',
  'epoch',
  '1e9',
];

/** What the mutator may put into any column. */
export function hostileValue(otherIds: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: hostileString },
    { weight: 4, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constantFrom(...DATE_TEXT) },
    { weight: 1, arbitrary: fc.constantFrom(...otherIds, '00000000-0000-0000-0000-000000000000', 'not-a-uuid') },
  );
}

export interface MutateOptions {
  /** the columns the valid row may have (mutations pick among these) */
  columns: string[];
  /** owner columns: set to another user's id now and then */
  ownerColumns?: string[];
  /** ids of other users (victims) and other rows */
  otherIds: string[];
}

const UNKNOWN_COLUMNS = ['is_admin', 'role', 'id', 'created_at', 'status', 'nonexistent_column', 'user_id;drop', '"quoted"'];

/**
 * A valid-looking row with 0-3 columns replaced by hostile values, sometimes another user's
 * id in an owner column, sometimes a column that does not exist, sometimes a column dropped.
 * About a quarter of the samples stay unmutated, so the accepted path is exercised too.
 */
export function mutatedRow(
  valid: fc.Arbitrary<Record<string, unknown>>,
  { columns, ownerColumns = [], otherIds }: MutateOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const mutation = fc.tuple(fc.constantFrom(...columns), hostileValue(otherIds));
  /** value one time in `oneIn`, otherwise null */
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> =>
    fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
  return fc
    .record({
      row: valid,
      mutations: fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 5, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
        { weight: 2, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) },
      ),
      owner: ownerColumns.length
        ? sometimes(fc.tuple(fc.constantFrom(...ownerColumns), fc.constantFrom(...otherIds)), 8)
        : fc.constant(null),
      unknown: sometimes(fc.tuple(fc.constantFrom(...UNKNOWN_COLUMNS), hostileValue(otherIds)), 12),
      drop: sometimes(fc.constantFrom(...columns), 12),
    })
    .map(({ row, mutations, owner, unknown, drop }) => {
      const out: Record<string, unknown> = { ...row };
      for (const [column, value] of mutations) out[column] = value;
      if (owner) out[owner[0]] = owner[1];
      if (unknown) out[unknown[0]] = unknown[1];
      if (drop) delete out[drop];
      return out;
    });
}

/** A request body: JSON (usually), or raw bytes that are not what the API expects. */
export type FuzzBody = { json: unknown } | { raw: Uint8Array | string };

export const RAW_BODIES: Array<Uint8Array | string> = [
  '{"name": "x"',
  '{"a":1}garbage',
  '{"a":1,"a":2}',
  'null',
  '"just a string"',
  '42',
  '[]',
  '[1,2,3]',
  '{"name":"\\ud800"}',
  '{"name":"a\\u0000b"}',
  '{"x":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), // {"a":"<invalid UTF-8>"}
  '',
];

/**
 * Wraps a row arbitrary into a body: mostly the row itself; sometimes a bulk array of
 * two rows, a raw malformed body or a JSON value of the wrong shape.
 */
export function bodyOf(row: fc.Arbitrary<Record<string, unknown>>, { bulk = true } = {}): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 20, arbitrary: row.map((json) => ({ json })) },
    { weight: bulk ? 2 : 0, arbitrary: fc.tuple(row, row).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: wrongType.map((json) => ({ json })) },
  );
}

/** An ISO time `days` from now (negative: in the past). */
export const isoDaysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();
