import { loadSupabase } from 'shared-auth';
import { getIntroContact, listMyIntros, requestIntro, respondIntro } from './intros';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), loadSupabase: jest.fn() }));

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
  jest.mocked(loadSupabase).mockResolvedValue({
    rpc: (...args: unknown[]) => {
      calls.push(['rpc', ...args]);
      return builder;
    },
  } as unknown as Awaited<ReturnType<typeof loadSupabase>>);
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
