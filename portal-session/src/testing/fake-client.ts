import type { PortalSupabaseClient } from '../supabase-client';
import { setSupabaseClient } from '../supabase-client';

/** The members of supabase-js a test fake provides: any subset of the client's own, each shaped as the test needs. */
export type FakeClientParts = { [Member in keyof PortalSupabaseClient]?: unknown };

/**
 * A plain-object stand-in typed as the portal's client, for code under test that takes one. The
 * fake implements only what the test exercises, so this is the one place its type is asserted.
 */
export function fakeSupabaseClient(parts: FakeClientParts): PortalSupabaseClient {
  return parts as PortalSupabaseClient;
}

export interface FakeQueryResult {
  data?: unknown;
  error: unknown;
  status?: number;
  count?: number | null;
}

/**
 * Installs (setSupabaseClient) a supabase-js stand-in that records every builder call and resolves
 * the first awaited query to the first result, the second to the second, and so on (the last result
 * answers every query after it).
 * @returns the calls, each as [method, ...args]
 */
export function fakeSupabase(...results: FakeQueryResult[]): unknown[][] {
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
  setSupabaseClient(fakeSupabaseClient(new Proxy({}, { get: (_target, prop) => (prop === 'then' ? undefined : record(prop)) })));
  return calls;
}
