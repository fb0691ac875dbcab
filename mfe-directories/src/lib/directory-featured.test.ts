import { loadSupabase } from '@donation-network/shared-auth';
import { FEATURED_COUNT, listDirectory, matchesDirectoryFilters } from './directory-query';
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
  pageFunction: 'founder_directory_page',
  featuredFunction: 'featured_founders',
};
const EMPTY = emptyFilters(SPEC);

function fakeRpc(data: unknown[]) {
  const calls: unknown[][] = [];
  const builder = {
    abortSignal: () => builder,
    then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data, error: null, status: 200 }).then(resolve),
  };
  jest.mocked(loadSupabase).mockResolvedValue(
    fakeSupabaseClient({
      rpc: (...args: unknown[]) => {
        calls.push(args);
        return builder;
      },
      from: () => {
        throw new Error('the Featured tab reads the featured function only');
      },
    }),
  );
  return calls;
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
  const calls = fakeRpc(rows);
  await expect(listDirectory(SPEC, { ...EMPTY, featured: true })).resolves.toEqual({ items: rows, total: 2 });
  expect(calls).toEqual([['featured_founders', { max_rows: 50 }]]);

  fakeRpc(rows);
  await expect(listDirectory(SPEC, { ...EMPTY, featured: true, location: 'london' })).resolves.toEqual({ items: [rows[1]], total: 1 });
  fakeRpc(rows);
  await expect(listDirectory(SPEC, { ...EMPTY, featured: true, page: 2 })).resolves.toEqual({ items: [], total: 2 });

  const many = Array.from({ length: 20 }, (_, index) => thing(String(index), `Fund ${index}`, 'VC', 'Remote'));
  fakeRpc(many);
  const { items, total } = await listDirectory(SPEC, { ...EMPTY, featured: true });
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
