import { loadSupabase } from '@donation-network/shared-auth';
import { FEATURED_COUNT, listDirectory, matchesDirectoryFilters, type DirectoryReads } from './directory-query';
import { emptyFilters, type DirectorySpec } from './directory-spec';
import { fakeSupabaseClient } from '@donation-network/shared-auth/testing';

jest.mock('@donation-network/shared-auth', () => ({ ...jest.requireActual('@donation-network/shared-auth'), loadSupabase: jest.fn() }));

/** A directory like the investors one: an exact-match select and an array-containment select. */
const SPEC: DirectorySpec<'kind' | 'focus'> = {
  table: 'things',
  listColumns: 'id, name, kind, focus, location, verification_status',
  searchColumns: ['name', 'kind'],
  selects: [
    { key: 'kind', param: 'kind', column: 'kind', match: 'eq', options: ['VC', 'Angel'], label: 'Kind', allLabel: 'All Kinds' },
    { key: 'focus', param: 'focus', column: 'focus', match: 'contains', options: ['SaaS', 'Mobile'], label: 'Focus', allLabel: 'All' },
  ],
};
const EMPTY = emptyFilters(SPEC);

// the reads are given to listDirectory, which only hands them the client
beforeEach(() => jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({})));

type Thing = ReturnType<typeof thing>;

/** Reads whose featured function answers `data`; the rows asked for are recorded in `calls`. */
function featuredAnswering(data: Thing[]) {
  const calls: number[] = [];
  const answer = Promise.resolve({ data, error: null, status: 200 });
  const reads: DirectoryReads<Thing> = {
    page: () => {
      throw new Error('the Featured tab reads the featured function only');
    },
    featured: (_supabase, maxRows) => {
      calls.push(maxRows);
      return { then: (resolve, reject) => answer.then(resolve, reject), abortSignal: () => answer };
    },
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
  const { reads, calls } = featuredAnswering(rows);
  await expect(listDirectory(SPEC, reads, { ...EMPTY, featured: true })).resolves.toEqual({ items: rows, total: 2 });
  expect(calls).toEqual([50]);

  await expect(listDirectory(SPEC, reads, { ...EMPTY, featured: true, location: 'london' })).resolves.toEqual({
    items: [rows[1]],
    total: 1,
  });
  await expect(listDirectory(SPEC, reads, { ...EMPTY, featured: true, page: 2 })).resolves.toEqual({ items: [], total: 2 });

  const many = Array.from({ length: 20 }, (_, index) => thing(String(index), `Fund ${index}`, 'VC', 'Remote'));
  const { items, total } = await listDirectory(SPEC, featuredAnswering(many).reads, { ...EMPTY, featured: true });
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
