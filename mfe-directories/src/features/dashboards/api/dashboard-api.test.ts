import { loadSupabase } from '@donation-network/portal-session';
import { loadDashboardFigures } from './dashboard-api';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

type Answer = { data: unknown; error: unknown; status?: number };

/** A client answering each table or function by name and recording the calls. */
function fakeClient(answers: Record<string, Answer>) {
  const calls: unknown[][] = [];
  const builder = (name: string) => {
    const chain: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'abortSignal', 'maybeSingle']) {
      chain[method] = (...args: unknown[]) => {
        calls.push([name, method, ...args]);
        return chain;
      };
    }
    chain.then = (resolve: (value: unknown) => unknown) => Promise.resolve({ status: 200, ...answers[name] }).then(resolve);
    return chain;
  };
  jest.mocked(loadSupabase).mockResolvedValue(
    fakeSupabaseClient({
      from: (table: string) => builder(table),
      rpc: (fn: string, args?: unknown) => {
        calls.push([fn, 'rpc', args]);
        return builder(fn);
      },
    }),
  );
  return calls;
}

const USER = '00000000-0000-4000-8000-000000000005';

test("a founder's figures: own profile's completion, investor matches and the active plan's name", async () => {
  const matches = [{ id: 'a', firm_name: 'Demo Capital', location: 'Austin', credibility_score: 77 }];
  const calls = fakeClient({
    founder_profiles: { data: { id: 'p-1' }, error: null },
    founder_profile_completion: { data: 70, error: null },
    investor_matches_for_founder: { data: matches, error: null },
    current_subscription: { data: { plan_id: 'directory-monthly', end_date: '2026-12-28T12:00:00Z' }, error: null },
    plans: { data: { name: 'Directory Premium' }, error: null },
    has_directory_premium: { data: true, error: null },
  });
  await expect(loadDashboardFigures('founder', USER)).resolves.toEqual({
    profileId: 'p-1',
    completion: 70,
    matches,
    planName: 'Directory Premium',
    planEndsAt: '2026-12-28T12:00:00Z',
    premium: true,
  });
  expect(calls).toContainEqual(['has_directory_premium', 'rpc', { user_id: USER }]);
  expect(calls).toContainEqual(['founder_profiles', 'eq', 'user_id', USER]);
  expect(calls).toContainEqual(['founder_profile_completion', 'rpc', { profile_id: 'p-1' }]);
  expect(calls).toContainEqual(['plans', 'eq', 'id', 'directory-monthly']);
});

test('an investor without a profile or subscription: 0%, no plan, and completion is not asked', async () => {
  const calls = fakeClient({
    investor_profiles: { data: null, error: null },
    startup_matches_for_investor: { data: [], error: null },
    current_subscription: { data: null, error: null },
    has_directory_premium: { data: false, error: null },
  });
  await expect(loadDashboardFigures('investor', USER)).resolves.toEqual({
    profileId: null,
    completion: 0,
    matches: [],
    planName: null,
    planEndsAt: null,
    premium: false,
  });
  expect(calls.some(([name]) => name === 'investor_profile_completion')).toBe(false);
  expect(calls.some(([name]) => name === 'plans')).toBe(false);
});

test('a failed read throws (the dashboard shows its error state)', async () => {
  fakeClient({
    founder_profiles: { data: null, error: null },
    investor_matches_for_founder: { data: null, error: { message: 'boom' }, status: 500 },
    current_subscription: { data: null, error: null },
    has_directory_premium: { data: false, error: null },
  });
  await expect(loadDashboardFigures('founder', USER)).rejects.toThrow();
});
