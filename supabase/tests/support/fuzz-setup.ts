// Accounts and helpers the fuzz test files share: signed-in actors with their access tokens
// and a victim whose id the generators plant into owner columns.
import fc from 'fast-check';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bodyOf, mutatedRow, type MutateOptions } from './fuzz-arbitraries';
import type { Actor, FuzzRequest } from './fuzz-harness';
import { signInDemo, signUpUser, type SignedUpUser, type TestBackend } from './test-backend';

export interface FuzzActor extends SignedUpUser {
  id: string;
  token: string;
}

async function withToken(user: SignedUpUser): Promise<FuzzActor> {
  const { data } = await user.client.auth.getSession();
  if (!data.session) throw new Error(`no session for ${user.email}`);
  return { ...user, id: user.user.id, token: data.session.access_token };
}

export const newActor = async (backend: TestBackend, data: Record<string, unknown> = {}): Promise<FuzzActor> =>
  withToken(await signUpUser(backend, data));

export const demoActor = async (backend: TestBackend, role: string): Promise<FuzzActor> => withToken(await signInDemo(backend, role));

/** Throws when a supabase-js call failed or returned nothing; returns its data. */
export async function must<T>(call: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<NonNullable<T>> {
  const { data, error } = await call;
  if (error) throw new Error(error.message);
  if (data === null || data === undefined) throw new Error('no data returned');
  return data as NonNullable<T>;
}

/** Mostly the target's own user; now and then anonymous or an unverifiable token. */
export const actorArb: fc.Arbitrary<Actor> = fc.oneof(
  { weight: 17, arbitrary: fc.constant<Actor>('main') },
  { weight: 2, arbitrary: fc.constant<Actor>('anon') },
  { weight: 1, arbitrary: fc.constant<Actor>('bogus') },
);

/**
 * Requests to a table: POST of mutated rows, and PATCH of mutated partial rows against the
 * given row filters (own rows and other users' rows).
 */
export function tableRequests(
  table: string,
  valid: fc.Arbitrary<Record<string, unknown>>,
  options: MutateOptions & {
    /** query strings of rows to PATCH, e.g. `id=eq.<uuid>` */
    patchFilters?: string[];
    /** share of PATCH requests, 0..1 */
    patchShare?: number;
    prefer?: string;
    /** the owner columns are set to this id for anonymous requests (never the main actor's) */
    victimId?: string;
  },
): fc.Arbitrary<FuzzRequest> {
  const row = mutatedRow(valid, options);
  const patchShare = options.patchFilters?.length ? (options.patchShare ?? 0.3) : 0;
  const post = fc.record({ body: bodyOf(row), actor: actorArb }).map(({ body, actor }): FuzzRequest => ({
    method: 'POST',
    path: `/rest/v1/${table}`,
    body: actor !== 'main' && options.victimId && 'json' in body ? { json: asVictim(body.json, options) } : body,
    actor,
    prefer: options.prefer,
  }));
  if (!patchShare) return post;
  const partial = fc
    .tuple(row, fc.subarray(options.columns, { minLength: 1 }))
    .map(([r, cols]) => Object.fromEntries(Object.entries(r).filter(([k]) => cols.includes(k) || !options.columns.includes(k))));
  const patch = fc
    .record({ body: bodyOf(partial, { bulk: false }), actor: actorArb, filter: fc.constantFrom(...options.patchFilters!) })
    .map(({ body, actor, filter }): FuzzRequest => ({ method: 'PATCH', path: `/rest/v1/${table}?${filter}`, body, actor }));
  const weight = Math.round(patchShare * 100);
  return fc.oneof({ weight: 100 - weight, arbitrary: post }, { weight, arbitrary: patch });
}

function asVictim(json: unknown, options: { ownerColumns?: string[]; victimId?: string }): unknown {
  const apply = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out = { ...(value as Record<string, unknown>) };
    for (const column of options.ownerColumns ?? []) out[column] = options.victimId;
    return out;
  };
  return Array.isArray(json) ? json.map(apply) : apply(json);
}

/** RPC calls with mutated arguments. */
export function rpcRequests(fn: string, valid: fc.Arbitrary<Record<string, unknown>>, options: MutateOptions): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ body: bodyOf(mutatedRow(valid, options), { bulk: false }), actor: actorArb })
    .map(({ body, actor }): FuzzRequest => ({ method: 'POST', path: `/rest/v1/rpc/${fn}`, body, actor }));
}

export type { SupabaseClient };
