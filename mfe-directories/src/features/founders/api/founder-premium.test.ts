import { fakeClient } from '../../../lib/testing/fake-supabase';
import { listFounderDocuments, listTeamMembers } from './founder-premium';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

const ID = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';

test.each([
  ['listTeamMembers', listTeamMembers, 'founder_team_members', 'founder_profile_id', 'sort_order'],
  ['listFounderDocuments', listFounderDocuments, 'founder_documents', 'founder_profile_id', 'name'],
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
  await listTeamMembers(ID, signal);
  expect(calls).toContainEqual(['abortSignal', signal]);
});
