// Test helper: a stand-in for the supabase-js client with just the calls the marketing remote makes.

import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

export interface FakeResult {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  /** The HTTP status postgrest-js returns beside the error (0 for a network failure). */
  status?: number;
}

export interface FakeSupabaseOptions {
  /** Result of `from('page_content').select(...).eq(...).maybeSingle()`; a rejection simulates a network failure. */
  pageContent?: FakeResult | Promise<FakeResult>;
  /** Result of `from('contact_messages').insert(...)`. */
  insert?: FakeResult | Promise<FakeResult>;
}

/** A fake client recording every query, typed as the portal's client. */
export function createFakeSupabase({ pageContent = { data: null, error: null }, insert = { error: null } }: FakeSupabaseOptions = {}) {
  const calls: { table: string; method: string; args: unknown[] }[] = [];
  const select = jest.fn();
  const eq = jest.fn();
  const maybeSingle = jest.fn();
  const insertFn = jest.fn();

  const from = jest.fn((table: string) => {
    const record = (method: string, args: unknown[]) => calls.push({ table, method, args });
    const builder = {
      select: (...args: unknown[]) => {
        record('select', args);
        select(table, ...args);
        return builder;
      },
      eq: (...args: unknown[]) => {
        record('eq', args);
        eq(table, ...args);
        return builder;
      },
      abortSignal: (signal: AbortSignal) => {
        record('abortSignal', [signal]);
        return builder;
      },
      maybeSingle: () => {
        record('maybeSingle', []);
        maybeSingle(table);
        return Promise.resolve(pageContent).then((result) => ({ data: null, error: null, ...result }));
      },
      insert: (...args: unknown[]) => {
        record('insert', args);
        insertFn(table, ...args);
        // Like supabase-js, the builder is thenable: awaiting insert() runs it.
        return Promise.resolve(insert).then((result) => ({ data: null, error: null, ...result }));
      },
    };
    return builder;
  });

  return { client: fakeSupabaseClient({ from }), from, select, eq, maybeSingle, insert: insertFn, calls };
}
