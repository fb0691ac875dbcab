import { loadSupabase } from '@donation-network/portal-session';
import { directoryPageArgs } from '../../../lib/directory-query';
import { emptyFilters } from '../../../lib/directory-spec';
import { FOUNDERS_SPEC, listFounders } from './list-founders';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

const EMPTY = emptyFilters(FOUNDERS_SPEC);
const FIRST_PAGE = { search: '', location: '', industry: '', funding_stage: '', verification_status: '', page: 1, page_size: 12 };

test('the industry and funding stage filters are arguments of founder_directory_page named after their columns', () => {
  expect(directoryPageArgs(FOUNDERS_SPEC, EMPTY)).toEqual(FIRST_PAGE);
  const chosen = { ...EMPTY, industry: 'Healthcare', fundingStage: 'Series A' };
  expect(directoryPageArgs(FOUNDERS_SPEC, chosen)).toEqual({ ...FIRST_PAGE, industry: 'Healthcare', funding_stage: 'Series A' });
});

test('listFounders: one request to founder_directory_page with the filters, aborted with the signal', async () => {
  const rows = [{ id: 'a', company_name: 'HemoLink' }];
  const signal = new AbortController().signal;
  const calls: unknown[][] = [];
  const builder = {
    abortSignal: (given: AbortSignal) => (calls.push(['abortSignal', given]), builder),
    then: (resolve: (value: unknown) => unknown) =>
      Promise.resolve({ data: { items: rows, total: 1000, more: true }, error: null }).then(resolve),
  };
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ rpc: (...args: unknown[]) => (calls.push(['rpc', ...args]), builder) }));
  await expect(listFounders({ ...EMPTY, location: 'london' }, signal)).resolves.toEqual({ items: rows, total: 1000, more: true });
  expect(calls).toEqual([
    ['rpc', 'founder_directory_page', { ...FIRST_PAGE, location: 'london' }],
    ['abortSignal', signal],
  ]);
});
