import { loadSupabase } from '@donation-network/portal-session';
import { DIRECTORY_SEARCH_MAX, DIRECTORY_SEARCH_TOO_LONG } from '@donation-network/shared-rules';
import type { AbortableQuery } from '@donation-network/portal-data';
import {
  FEATURED_COUNT,
  directoryPageArgs,
  listDirectory,
  matchesDirectoryFilters,
  type DirectoryPageAnswer,
  type DirectoryReads,
} from './directory-query';
import { emptyFilters, type DirectorySpec } from './directory-spec';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

/** A directory like the investors one: an exact-match select and an array-containment select. */
const SPEC: DirectorySpec<'kind' | 'focus'> = {
  searchColumns: ['name', 'kind'],
  selects: [
    { key: 'kind', param: 'kind', column: 'kind', match: 'eq', options: ['VC', 'Angel'], label: 'Kind', allLabel: 'All Kinds' },
    { key: 'focus', param: 'focus', column: 'focus', match: 'contains', options: ['SaaS', 'Mobile'], label: 'Focus', allLabel: 'All' },
  ],
};
const EMPTY = emptyFilters(SPEC);
const FIRST_PAGE = { search: '', location: '', kind: '', focus: '', verification_status: '', page: 1, page_size: 12 };

// the reads are given to listDirectory, which only hands them the client
beforeEach(() => jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({})));

type Thing = ReturnType<typeof thing>;
type Answer<Data> = { data: Data | null; error: unknown; status: number };

const answer = <Data>(data: Data): Answer<Data> => ({ data, error: null, status: 200 });

/** A query that answers `response`, with or without a signal. */
function answering<Data>(response: Answer<Data>): AbortableQuery<Data> {
  const answered = Promise.resolve(response);
  return { then: (resolve, reject) => answered.then(resolve, reject), abortSignal: () => answered };
}

/** Reads whose page and featured functions answer as given; each call is recorded in `calls` with its argument. */
function readsAnswering({
  page = answer({ items: [], total: 0, more: false }),
  featured = answer([]),
}: {
  page?: Answer<DirectoryPageAnswer<Thing>>;
  featured?: Answer<Thing[]>;
}) {
  const calls: [string, unknown][] = [];
  const reads: DirectoryReads<Thing> = {
    page: (_supabase, args) => (calls.push(['page', args]), answering(page)),
    featured: (_supabase, maxRows) => (calls.push(['featured', maxRows]), answering(featured)),
  };
  return { reads, calls };
}

const thing = (id: string, name: string, kind: string, location: string, focus: string[] = ['SaaS']) => ({
  id,
  name,
  kind,
  focus,
  location,
  verification_status: 'verified',
});

test('Featured reads the featured function and narrows it by the other filters, in order, one page', async () => {
  const rows = [thing('1', 'Meridian Health', 'VC', 'Boston, MA'), thing('2', 'Sarah Whitfield', 'Angel', 'London, UK', ['Mobile'])];
  const { reads, calls } = readsAnswering({ featured: answer(rows) });
  await expect(listDirectory(SPEC, reads, { ...EMPTY, featured: true })).resolves.toEqual({ items: rows, total: 2 });
  expect(calls).toEqual([['featured', 50]]);

  await expect(listDirectory(SPEC, reads, { ...EMPTY, featured: true, location: 'london' })).resolves.toEqual({
    items: [rows[1]],
    total: 1,
  });
  await expect(listDirectory(SPEC, reads, { ...EMPTY, featured: true, page: 2 })).resolves.toEqual({ items: [], total: 2 });

  const many = Array.from({ length: 20 }, (_, index) => thing(String(index), `Fund ${index}`, 'VC', 'Remote'));
  const { items, total } = await listDirectory(SPEC, readsAnswering({ featured: answer(many) }).reads, { ...EMPTY, featured: true });
  expect(items).toEqual(many.slice(0, FEATURED_COUNT));
  expect(total).toBe(FEATURED_COUNT);
});

test('matchesDirectoryFilters follows the server rules: containment for text, exact or array match for selects', () => {
  const row = thing('1', 'Meridian Health', 'VC', 'Boston, MA', ['SaaS', 'Mobile']);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, search: ' meridian ' })).toBe(true);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, search: 'vc' })).toBe(true);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, search: 'angel' })).toBe(false);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, kind: 'V' })).toBe(false);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, kind: 'VC' })).toBe(true);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, focus: 'Mobile' })).toBe(true);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, focus: 'Mob' })).toBe(false);
  expect(matchesDirectoryFilters(SPEC, row, { ...EMPTY, verificationStatus: 'pending' })).toBe(false);
});

test('no filters: every argument blank, the first page of 12', () => {
  expect(directoryPageArgs(SPEC, EMPTY)).toEqual(FIRST_PAGE);
});

test('every filter becomes one argument of the page function (text trimmed, sent as typed)', () => {
  const filters = {
    ...EMPTY,
    search: '  Hemo ',
    kind: 'VC',
    location: 'boston',
    focus: 'SaaS',
    verificationStatus: 'pending' as const,
    page: 3,
  };
  expect(directoryPageArgs(SPEC, filters)).toEqual({
    search: 'Hemo',
    location: 'boston',
    kind: 'VC',
    focus: 'SaaS',
    verification_status: 'pending',
    page: 3,
    page_size: 12,
  });
});

test('the Verified tab asks for verified profiles; with another status chosen nothing can match', () => {
  expect(directoryPageArgs(SPEC, { ...EMPTY, verifiedOnly: true })).toEqual({ ...FIRST_PAGE, verification_status: 'verified' });
  expect(directoryPageArgs(SPEC, { ...EMPTY, verifiedOnly: true, verificationStatus: 'verified' })?.verification_status).toBe('verified');
  expect(directoryPageArgs(SPEC, { ...EMPTY, verifiedOnly: true, verificationStatus: 'pending' })).toBeNull();
});

test('blank text filters are sent blank; wildcards and commas stay literal text (the database escapes them)', () => {
  expect(directoryPageArgs(SPEC, { ...EMPTY, search: '   ', location: ' ' })).toEqual(FIRST_PAGE);
  expect(directoryPageArgs(SPEC, { ...EMPTY, search: 'x,id.eq.1)', location: '10%' })).toMatchObject({
    search: 'x,id.eq.1)',
    location: '10%',
  });
});

test('a NUL character in the search or location (an edited link) is dropped: no profile can contain one', () => {
  expect(directoryPageArgs(SPEC, { ...EMPTY, search: 'he\u0000mo ', location: '\u0000boston' })).toMatchObject({
    search: 'hemo',
    location: 'boston',
  });
});

test('one request: the page function returns the rows and the count; a stopped count says more', async () => {
  const rows = [thing('1', 'Meridian Health', 'VC', 'Boston, MA')];
  const { reads, calls } = readsAnswering({ page: answer({ items: rows, total: 1000, more: true }) });
  await expect(listDirectory(SPEC, reads, { ...EMPTY, location: 'london' })).resolves.toEqual({ items: rows, total: 1000, more: true });
  expect(calls).toEqual([['page', { ...FIRST_PAGE, location: 'london' }]]);
});

test('contradicting filters answer with no rows and no request; a failed read throws', async () => {
  const { reads, calls } = readsAnswering({ page: { data: null, error: { message: 'boom', code: 'SUP' }, status: 500 } });
  await expect(listDirectory(SPEC, reads, { ...EMPTY, verifiedOnly: true, verificationStatus: 'unverified' })).resolves.toEqual({
    items: [],
    total: 0,
    more: false,
  });
  expect(calls).toEqual([]);
  await expect(listDirectory(SPEC, reads, EMPTY)).rejects.toThrow();
});

test("a search or location longer than the database accepts is refused with the database's message, without a request", async () => {
  const { reads, calls } = readsAnswering({});
  const tooLong = 'x'.repeat(DIRECTORY_SEARCH_MAX + 1);
  await expect(listDirectory(SPEC, reads, { ...EMPTY, search: tooLong })).rejects.toThrow(DIRECTORY_SEARCH_TOO_LONG);
  await expect(listDirectory(SPEC, reads, { ...EMPTY, location: tooLong })).rejects.toThrow(DIRECTORY_SEARCH_TOO_LONG);
  expect(calls).toEqual([]);
  // the limit itself is a search
  await expect(listDirectory(SPEC, reads, { ...EMPTY, search: 'x'.repeat(DIRECTORY_SEARCH_MAX) })).resolves.toMatchObject({ items: [] });
  expect(calls).toHaveLength(1);
});
