// Intro requests between founders and investors (supabase/migrations/20261124000620_directory-network.sql):
// request_intro, respond_intro, intro_contact and my_intros. Shared by the profile pages (asking) and the
// dashboards (answering, revealed contacts).
import { loadSupabase } from '@donation-network/portal-session';
import { type FunctionRow, readQuery } from '@donation-network/portal-data';
import type { IntroKind } from '@donation-network/shared-rules';

/** One intro as `my_intros()` returns it: received or sent by the caller, with the other side's profile. */
export type MyIntro = FunctionRow<'my_intros'>;

/** The other party's contact, revealed once an intro is accepted. */
export type IntroContact = FunctionRow<'intro_contact'>;

/** Asks the owner of a founder or investor profile for an intro; throws the database's message when refused. */
export async function requestIntro(targetKind: IntroKind, targetProfileId: string, message: string): Promise<void> {
  await readQuery(
    (await loadSupabase()).rpc('request_intro', {
      target_kind: targetKind,
      target_profile_id: targetProfileId,
      message,
    }),
  );
}

/** A pending intro between the caller and another account: 'sent' by the caller, 'received' from them. */
export type PendingIntro = 'sent' | 'received';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an intro between the caller (`me`) and `other` is pending, in either direction: the
 * database allows one per pair (request_intro refuses a second). Parties read their own rows.
 */
export async function pendingIntroWith(me: string, other: string, signal?: AbortSignal): Promise<PendingIntro | null> {
  if (!UUID.test(me) || !UUID.test(other)) return null;
  const query = (await loadSupabase())
    .from('intro_requests')
    .select('from_user')
    .eq('status', 'pending')
    .or(`and(from_user.eq.${me},to_user.eq.${other}),and(from_user.eq.${other},to_user.eq.${me})`)
    .limit(1);
  const data = await readQuery(query, signal);
  const [row] = data ?? [];
  if (!row) return null;
  return row.from_user === me ? 'sent' : 'received';
}

/** Accepts or declines an intro the caller received. */
export async function respondIntro(introId: string, accept: boolean): Promise<void> {
  await readQuery((await loadSupabase()).rpc('respond_intro', { intro_id: introId, accept }));
}

/** The caller's intros, newest first. */
export async function listMyIntros(signal?: AbortSignal): Promise<MyIntro[]> {
  const query = (await loadSupabase()).rpc('my_intros');
  return readQuery(query, signal);
}

/** The other side's contact details of an accepted intro (the database refuses otherwise). */
export async function getIntroContact(introId: string, signal?: AbortSignal): Promise<IntroContact | null> {
  const query = (await loadSupabase()).rpc('intro_contact', { intro_id: introId });
  const [contact] = await readQuery(query, signal);
  return contact ?? null;
}
