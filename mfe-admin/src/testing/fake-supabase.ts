import { loadSupabase } from '@donation-network/shared-auth';

/**
 * Makes the mocked `loadSupabase` (jest.mock('@donation-network/shared-auth', …)) resolve to a supabase-js stand-in that
 * records every builder call and resolves the first awaited query to the first result, the second to
 * the second, and so on (the last result answers every query after it).
 * @returns the calls, each as [method, ...args]
 */
export function fakeSupabase(...results: { data?: unknown; error: unknown; status?: number; count?: number | null }[]): unknown[][] {
  const calls: unknown[][] = [];
  let answered = 0;
  const nextResult = () => results[Math.min(answered++, results.length - 1)];
  const record =
    (prop: string | symbol) =>
    (...args: unknown[]) => {
      calls.push([prop, ...args]);
      return query;
    };
  // The query builder is awaited (a thenable); the client itself must not be, or awaiting
  // loadSupabase() would resolve to the query's result instead of the client.
  const query: unknown = new Proxy(
    {},
    { get: (_target, prop) => (prop === 'then' ? (resolve: (value: unknown) => void) => resolve(nextResult()) : record(prop)) },
  );
  const client = new Proxy({}, { get: (_target, prop) => (prop === 'then' ? undefined : record(prop)) });
  jest.mocked(loadSupabase).mockResolvedValue(client as Awaited<ReturnType<typeof loadSupabase>>);
  return calls;
}
