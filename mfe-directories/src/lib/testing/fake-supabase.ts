import { getSupabase } from 'shared-auth';

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
  jest.mocked(getSupabase).mockReturnValue(builder as unknown as ReturnType<typeof getSupabase>);
  return calls;
}
