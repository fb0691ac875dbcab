import { getSupabase } from './supabase-client';
import type { ProfileRow } from './types';

/**
 * The profile used when the read fails: empty name, empty avatar, user_type
 * recipient, isAdmin false (the least a signed-in user can be, so a failed read
 * never grants anything). `fetchProfile` returns a copy
 * with `id` set to the requested user id.
 */
export const DEFAULT_PROFILE: Readonly<ProfileRow> = Object.freeze({
  id: '',
  full_name: '',
  avatar_url: '',
  user_type: 'recipient',
  is_admin: false,
});

/** Reads under way, by user id: a sign-in reads the profile for the login and for its SIGNED_IN event at once. */
const readsInFlight = new Map<string, Promise<ProfileRow>>();

/**
 * Reads `profiles` by id (`select('*').eq('id', userId).single()`); callers asking while a read of
 * the same profile is under way share its answer instead of sending a second request.
 * Never throws: any error (no row, network, RLS, client not initialised)
 * returns the default profile, so a signed-in user is never stuck on an error.
 */
export function fetchProfile(userId: string): Promise<ProfileRow> {
  const inFlight = readsInFlight.get(userId);
  if (inFlight) return inFlight;
  const read = readProfile(userId).finally(() => readsInFlight.delete(userId));
  readsInFlight.set(userId, read);
  return read;
}

async function readProfile(userId: string): Promise<ProfileRow> {
  try {
    const { data, error } = await getSupabase().from('profiles').select('*').eq('id', userId).single();
    if (error || !data) return { ...DEFAULT_PROFILE, id: userId };
    return data as ProfileRow;
  } catch {
    return { ...DEFAULT_PROFILE, id: userId };
  }
}
