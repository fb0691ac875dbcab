// Test helper: a stand-in for the supabase-js client with the queries the content editor makes.
// Every `from(table)` chain is recorded; `respond` answers it when it is awaited.

import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

export interface FakeQuery {
  table: string;
  calls: Array<{ method: string; args: unknown[] }>;
}

export interface FakeResult {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  status?: number;
}

export type Responder = (query: FakeQuery) => FakeResult | Promise<FakeResult>;

const CHAINED = ['select', 'update', 'insert', 'eq', 'in', 'order', 'limit', 'abortSignal'];

/** The arguments of the query's first call of `method`, or undefined. */
export function argsOf(query: FakeQuery, method: string): unknown[] | undefined {
  return query.calls.find((call) => call.method === method)?.args;
}

/** A fake client, typed as the portal's client. */
export function createFakeContentClient(respond: Responder) {
  const queries: FakeQuery[] = [];
  const from = jest.fn((table: string) => {
    const query: FakeQuery = { table, calls: [] };
    queries.push(query);
    const run = () =>
      Promise.resolve()
        .then(() => respond(query))
        .then((result) => ({ data: null, error: null, status: result.error ? 400 : 200, ...result }));
    const builder: Record<string, unknown> = {};
    for (const method of CHAINED) {
      builder[method] = (...args: unknown[]) => {
        query.calls.push({ method, args });
        return builder;
      };
    }
    builder.maybeSingle = () => {
      query.calls.push({ method: 'maybeSingle', args: [] });
      return run();
    };
    // Like supabase-js, the builder is thenable: awaiting it runs the query.
    builder.then = (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) => run().then(resolve, reject);
    return builder;
  });
  return {
    client: fakeSupabaseClient({ from }),
    from,
    queries,
    /** The update payloads sent to page_content, in order. */
    updates: () =>
      queries.filter((query) => query.table === 'page_content' && argsOf(query, 'update')).map((query) => argsOf(query, 'update')![0]),
  };
}
