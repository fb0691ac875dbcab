import { loadSupabase } from 'shared-auth';

type Call = [method: string, ...args: unknown[]];

/** A supabase-js stand-in recording from/select/eq/order/maybeSingle and resolving to `result`. */
export function fakeClient(result: { data: unknown; error: unknown; status?: number }) {
  const calls: Call[] = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['from', 'select', 'eq', 'order', 'maybeSingle', 'abortSignal']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => unknown) => Promise.resolve(result).then(resolve);
  // The client is not awaitable itself (awaiting loadSupabase() would otherwise resolve to the result).
  const client = { from: builder.from };
  jest.mocked(loadSupabase).mockResolvedValue(client as unknown as Awaited<ReturnType<typeof loadSupabase>>);
  return calls;
}
