import { loadSupabase } from '@donation-network/shared-auth';
import { DIRECTORY_SEARCH_MAX, DIRECTORY_SEARCH_TOO_LONG } from '@donation-network/shared-rules';
import { EMPTY_FOUNDER_FILTERS, founderPageArgs, listFounders } from './list-founders';
import { fakeSupabaseClient } from '@donation-network/shared-auth/testing';

jest.mock('@donation-network/shared-auth', () => ({ ...jest.requireActual('@donation-network/shared-auth'), loadSupabase: jest.fn() }));

const FIRST_PAGE = { search: '', location: '', industry: '', funding_stage: '', verification_status: '', page: 1, page_size: 12 };

test('no filters: every argument blank, the first page of 12', () => {
  expect(founderPageArgs(EMPTY_FOUNDER_FILTERS)).toEqual(FIRST_PAGE);
});

test('every filter becomes one argument of founder_directory_page (text trimmed, sent as typed)', () => {
  expect(
    founderPageArgs({
      search: '  Hemo ',
      industry: 'Healthcare',
      location: 'boston',
      fundingStage: 'Series A',
      verificationStatus: 'pending',
      verifiedOnly: false,
      featured: false,
      page: 3,
    }),
  ).toEqual({
    search: 'Hemo',
    location: 'boston',
    industry: 'Healthcare',
    funding_stage: 'Series A',
    verification_status: 'pending',
    page: 3,
    page_size: 12,
  });
});

test('the Verified tab asks for verified profiles; with another status chosen nothing can match', () => {
  expect(founderPageArgs({ ...EMPTY_FOUNDER_FILTERS, verifiedOnly: true })).toEqual({ ...FIRST_PAGE, verification_status: 'verified' });
  expect(founderPageArgs({ ...EMPTY_FOUNDER_FILTERS, verifiedOnly: true, verificationStatus: 'verified' })?.verification_status).toBe(
    'verified',
  );
  expect(founderPageArgs({ ...EMPTY_FOUNDER_FILTERS, verifiedOnly: true, verificationStatus: 'pending' })).toBeNull();
});

test('blank text filters are sent blank; wildcards and commas stay literal text (the database escapes them)', () => {
  expect(founderPageArgs({ ...EMPTY_FOUNDER_FILTERS, search: '   ', location: ' ' })).toEqual(FIRST_PAGE);
  expect(founderPageArgs({ ...EMPTY_FOUNDER_FILTERS, search: 'x,id.eq.1)', location: '10%' })).toMatchObject({
    search: 'x,id.eq.1)',
    location: '10%',
  });
});

function fakeRpc(result: { data: unknown; error: unknown; status?: number }) {
  const calls: unknown[][] = [];
  const builder = {
    abortSignal: (signal: AbortSignal) => {
      calls.push(['abortSignal', signal]);
      return builder;
    },
    then: (resolve: (value: unknown) => unknown) => Promise.resolve(result).then(resolve),
  };
  jest.mocked(loadSupabase).mockResolvedValue(
    fakeSupabaseClient({
      rpc: (...args: unknown[]) => {
        calls.push(['rpc', ...args]);
        return builder;
      },
    }),
  );
  return calls;
}

test('one request: the page function returns the rows and the count; a stopped count says more', async () => {
  const rows = [{ id: 'a', company_name: 'HemoLink' }];
  const signal = new AbortController().signal;
  const calls = fakeRpc({ data: { items: rows, total: 1000, more: true }, error: null, status: 200 });
  await expect(listFounders({ ...EMPTY_FOUNDER_FILTERS, location: 'london' }, signal)).resolves.toEqual({
    items: rows,
    total: 1000,
    more: true,
  });
  expect(calls).toEqual([
    ['rpc', 'founder_directory_page', { ...FIRST_PAGE, location: 'london' }],
    ['abortSignal', signal],
  ]);
});

test('contradicting filters answer with no rows and no request; a failed read throws', async () => {
  const calls = fakeRpc({ data: null, error: { message: 'boom', code: 'SUP' }, status: 500 });
  await expect(listFounders({ ...EMPTY_FOUNDER_FILTERS, verifiedOnly: true, verificationStatus: 'unverified' })).resolves.toEqual({
    items: [],
    total: 0,
    more: false,
  });
  expect(calls).toEqual([]);
  await expect(listFounders(EMPTY_FOUNDER_FILTERS)).rejects.toThrow();
});

test("a search or location longer than the database accepts is refused with the database's message, without a request", async () => {
  const calls = fakeRpc({ data: { items: [], total: 0, more: false }, error: null, status: 200 });
  const tooLong = 'x'.repeat(DIRECTORY_SEARCH_MAX + 1);
  await expect(listFounders({ ...EMPTY_FOUNDER_FILTERS, search: tooLong })).rejects.toThrow(DIRECTORY_SEARCH_TOO_LONG);
  await expect(listFounders({ ...EMPTY_FOUNDER_FILTERS, location: tooLong })).rejects.toThrow(DIRECTORY_SEARCH_TOO_LONG);
  expect(calls).toEqual([]);
  // the limit itself is a search
  await expect(listFounders({ ...EMPTY_FOUNDER_FILTERS, search: 'x'.repeat(DIRECTORY_SEARCH_MAX) })).resolves.toMatchObject({ items: [] });
  expect(calls).toHaveLength(1);
});

test('a NUL character in the search or location (an edited link) is dropped: no profile can contain one', () => {
  expect(founderPageArgs({ ...EMPTY_FOUNDER_FILTERS, search: 'he\u0000mo ', location: '\u0000boston' })).toMatchObject({
    search: 'hemo',
    location: 'boston',
  });
});
