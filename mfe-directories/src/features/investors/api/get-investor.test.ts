import { RequestError } from '@donation-network/portal-data';
import { fakeClient } from '../../../lib/testing/fake-supabase';
import { getInvestor, listInvestorDocuments, listPortfolio } from './get-investor';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

const ID = 'a0a1c2d3-0001-4a5b-8c6d-000000000001';

test.each([
  ['listPortfolio', listPortfolio, 'investor_portfolio_companies', 'investor_profile_id', 'sort_order'],
  ['listInvestorDocuments', listInvestorDocuments, 'investor_verification_documents', 'investor_profile_id', 'name'],
] as const)('%s reads %s of one profile, ordered', async (_name, load, table, column, order) => {
  const rows = [{ name: 'x' }];
  const calls = fakeClient({ data: rows, error: null });
  await expect(load(ID)).resolves.toEqual(rows);
  expect(calls[0]).toEqual(['from', table]);
  expect(calls).toContainEqual(['eq', column, ID]);
  expect(calls).toContainEqual(['order', order, { ascending: true }]);
});

test('the abort signal is passed to the request', async () => {
  const calls = fakeClient({ data: [], error: null });
  const signal = new AbortController().signal;
  await listPortfolio(ID, signal);
  expect(calls).toContainEqual(['abortSignal', signal]);
});

test.each([
  ['listPortfolio', () => listPortfolio(ID)],
  ['getInvestor', () => getInvestor(ID)],
] as const)('%s: a failed read throws with the status (the page shows its error state)', async (_name, load) => {
  fakeClient({ data: null, error: { message: 'current transaction is aborted', code: 'SUP' }, status: 500 });
  const failure = load();
  await expect(failure).rejects.toBeInstanceOf(RequestError);
  await expect(failure).rejects.toMatchObject({ status: 500, code: 'SUP' });
});

test('getInvestor: a non-uuid id is not queried; AUM strings become numbers', async () => {
  const calls = fakeClient({ data: null, error: null });
  await expect(getInvestor('nope')).resolves.toBeNull();
  expect(calls).toEqual([]);

  fakeClient({
    data: { id: ID, firm_name: '', investment_focus: null, investment_stages: ['Seed'], total_assets_under_management: '5000000' },
    error: null,
  });
  await expect(getInvestor(ID)).resolves.toMatchObject({
    investment_focus: [],
    investment_stages: ['Seed'],
    total_assets_under_management: 5_000_000,
  });
});
