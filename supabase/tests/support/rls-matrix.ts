// Shared harness for the row-level-security matrix: every area's test file lists, for each
// table, which actor may select/insert/update/delete its own rows and other users' rows,
// runs each operation for real through supabase-js, asserts the outcome and prints the table.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, signInDemo, signUpUser, type TestBackend } from './test-backend';

export const ACTORS = ['anon', 'donor', 'recipient', 'recipientUnsubscribed', 'partner', 'founder', 'investor', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anon'>;

export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** 'yes' the operation took effect, 'no' it did not, '-' not meaningful (e.g. anon has no own rows). */
export type Outcome = 'yes' | 'no' | '-';

export interface Actors {
  clients: Record<Actor, SupabaseClient>;
  /** auth user id of each signed-in actor */
  ids: Record<SignedInActor, string>;
}

/**
 * The demo accounts (the demo recipient has an active subscription once the commerce seed
 * ran) plus a freshly signed-up recipient without one.
 */
export async function signInActors(backend: TestBackend): Promise<Actors> {
  const demoRoles = ['donor', 'recipient', 'partner', 'founder', 'investor', 'admin'] as const;
  const clients = { anon: createTestClient(backend) } as Record<Actor, SupabaseClient>;
  const ids = {} as Record<SignedInActor, string>;
  for (const role of demoRoles) {
    const signedIn = await signInDemo(backend, role);
    clients[role] = signedIn.client;
    ids[role] = signedIn.user.id;
  }
  const unsubscribed = await signUpUser(backend, { user_type: 'recipient', full_name: 'Unsubscribed Recipient' });
  clients.recipientUnsubscribed = unsubscribed.client;
  ids.recipientUnsubscribed = unsubscribed.user.id;
  return { clients, ids };
}

/** Did a supabase-js call take effect? Errors and empty results count as "no". */
export async function tookEffect(call: PromiseLike<{ data: unknown; error: unknown }>): Promise<boolean> {
  const { data, error } = await call;
  if (error) return false;
  return Array.isArray(data) ? data.length > 0 : data !== null && data !== undefined;
}

export interface MatrixRow {
  table: string;
  actor: Actor;
  operation: Operation;
  own: Outcome;
  other: Outcome;
}

/** Renders rows as one line per table and actor: `select own/other | insert … `. */
export function formatMatrix(rows: MatrixRow[]): string {
  const header = `| table | actor | ${OPERATIONS.map((op) => `${op} own/other`).join(' | ')} |`;
  const divider = `|${' --- |'.repeat(2 + OPERATIONS.length)}`;
  const lines = new Map<string, string[]>();
  for (const row of rows) {
    const key = `| ${row.table} | ${row.actor} |`;
    const cells = lines.get(key) ?? OPERATIONS.map(() => '');
    cells[OPERATIONS.indexOf(row.operation)] = `${row.own}/${row.other}`;
    lines.set(key, cells);
  }
  return [header, divider, ...[...lines].map(([key, cells]) => `${key} ${cells.join(' | ')} |`)].join('\n');
}

export const yesNo = (value: boolean): Outcome => (value ? 'yes' : 'no');
