import { loadSupabase } from '@donation-network/portal-session';
import { getIntroContact, listMyIntros, pendingIntroWith, requestIntro, respondIntro } from './intros';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

/** A client whose rpc() records its call and answers `result` (abortSignal passes through). */
function fakeRpc(result: { data: unknown; error: unknown; status?: number }) {
  const calls: unknown[][] = [];
  const builder = {
    abortSignal: (signal: AbortSignal) => {
      calls.push(['abortSignal', signal]);
      return builder;
    },
    then: (resolve: (value: unknown) => unknown) => Promise.resolve({ status: 200, ...result }).then(resolve),
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

test('requestIntro calls request_intro with the target and message', async () => {
  const calls = fakeRpc({ data: {}, error: null });
  await requestIntro('investor', 'p-1', 'Hello');
  expect(calls[0]).toEqual(['rpc', 'request_intro', { target_kind: 'investor', target_profile_id: 'p-1', message: 'Hello' }]);
});

test("a refusal throws the database's message", async () => {
  fakeRpc({ data: null, error: { message: 'You cannot request an intro to yourself', code: '22023' }, status: 400 });
  await expect(requestIntro('founder', 'p-1', 'Hi')).rejects.toThrow('You cannot request an intro to yourself');
});

test('respondIntro passes the answer', async () => {
  const calls = fakeRpc({ data: {}, error: null });
  await respondIntro('i-1', false);
  expect(calls[0]).toEqual(['rpc', 'respond_intro', { intro_id: 'i-1', accept: false }]);
});

test('listMyIntros and getIntroContact read their functions with the abort signal', async () => {
  const signal = new AbortController().signal;
  let calls = fakeRpc({ data: [{ id: 'i-1' }], error: null });
  await expect(listMyIntros(signal)).resolves.toEqual([{ id: 'i-1' }]);
  expect(calls).toEqual([
    ['rpc', 'my_intros'],
    ['abortSignal', signal],
  ]);

  calls = fakeRpc({ data: [{ email: 'a@example.com' }], error: null });
  await expect(getIntroContact('i-1', signal)).resolves.toEqual({ email: 'a@example.com' });
  expect(calls[0]).toEqual(['rpc', 'intro_contact', { intro_id: 'i-1' }]);

  fakeRpc({ data: [], error: null });
  await expect(getIntroContact('i-1')).resolves.toBeNull();
});

describe('pendingIntroWith', () => {
  const ME = '00000000-0000-4000-8000-000000000006';
  const OTHER = '00000000-0000-4000-8000-000000000005';

  /** A client whose intro_requests query records its calls and answers `rows`. */
  function fakeIntroRows(rows: { from_user: string }[]) {
    const calls: unknown[][] = [];
    const builder: Record<string, unknown> = {
      then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data: rows, error: null, status: 200 }).then(resolve),
    };
    for (const method of ['select', 'eq', 'or', 'limit', 'abortSignal']) {
      builder[method] = (...args: unknown[]) => {
        calls.push([method, ...args]);
        return builder;
      };
    }
    jest.mocked(loadSupabase).mockResolvedValue(
      fakeSupabaseClient({
        from: (table: string) => {
          calls.push(['from', table]);
          return builder;
        },
      }),
    );
    return calls;
  }

  test('asks for a pending intro in either direction between the two accounts', async () => {
    const calls = fakeIntroRows([{ from_user: ME }]);
    expect(await pendingIntroWith(ME, OTHER)).toBe('sent');
    expect(calls).toEqual([
      ['from', 'intro_requests'],
      ['select', 'from_user'],
      ['eq', 'status', 'pending'],
      ['or', `and(from_user.eq.${ME},to_user.eq.${OTHER}),and(from_user.eq.${OTHER},to_user.eq.${ME})`],
      ['limit', 1],
    ]);
  });

  test('received from the other account, or none', async () => {
    fakeIntroRows([{ from_user: OTHER }]);
    expect(await pendingIntroWith(ME, OTHER)).toBe('received');
    fakeIntroRows([]);
    expect(await pendingIntroWith(ME, OTHER)).toBeNull();
  });

  test('an id that is not a uuid never reaches the filter', async () => {
    const calls = fakeIntroRows([{ from_user: ME }]);
    expect(await pendingIntroWith(ME, 'x),or(status.eq.accepted')).toBeNull();
    expect(calls).toEqual([]);
  });
});
