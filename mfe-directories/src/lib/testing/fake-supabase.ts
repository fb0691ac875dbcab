import { loadSupabase } from '@donation-network/portal-session';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

type Call = [method: string, ...args: unknown[]];
type Result = { data: unknown; error: unknown; status?: number };

/**
 * A supabase-js stand-in recording each query-builder call (from, select, insert, delete, eq, order,
 * single, maybeSingle, abortSignal) and each Storage call (as `storage.from`, `remove`; uploads go
 * through portal-session's uploadStoredFile); a query resolves to `result`, a removal to `storage`
 * (no error by default).
 */
export function fakeClient(result: Result, storage: { error: unknown } = { error: null }) {
  const calls: Call[] = [];
  const record =
    (target: Record<string, unknown>, method: string, name = method) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return target;
    };
  const builder: Record<string, unknown> = {};
  for (const method of ['from', 'select', 'insert', 'delete', 'eq', 'order', 'single', 'maybeSingle', 'abortSignal']) {
    builder[method] = record(builder, method);
  }
  builder.then = (resolve: (value: unknown) => unknown) => Promise.resolve(result).then(resolve);
  const bucket = {
    remove: (...args: unknown[]) => (calls.push(['remove', ...args]), Promise.resolve({ data: null, ...storage })),
  };
  // The client is not awaitable itself (awaiting loadSupabase() would otherwise resolve to the result).
  const client = { from: builder.from, storage: { from: record(bucket, 'from', 'storage.from') } };
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient(client));
  return calls;
}
