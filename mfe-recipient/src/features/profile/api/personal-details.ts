// The signed-in user's personal details and their profile change requests
// (supabase/migrations/20261122002001_profile-details.sql): details change only when an admin
// approves a request, so the page reads the profile and the pending request, and submits changes.
import { loadSupabase } from '@donation-network/portal-session';
import { type Tables, readMaybeSingle, readQuery, readSingle } from '@donation-network/portal-data';
import type { ProfileChangeField, ProfileChanges } from '@donation-network/shared-rules';

/** The profile columns the form edits; null when never set. */
export type PersonalDetails = Record<ProfileChangeField, string | null>;

export type ProfileChangeRequest = Pick<Tables<'profile_change_requests'>, 'id' | 'changes' | 'status' | 'created_at'>;

export interface PersonalDetailsState {
  details: PersonalDetails;
  /** The request awaiting an admin's decision (at most one per user), or null. */
  pending: ProfileChangeRequest | null;
}

const DETAIL_COLUMNS = 'full_name, phone, gender, date_of_birth, address, blood_group, allergies, emergency_contact, country';
const REQUEST_COLUMNS = 'id, changes, status, created_at';

/** Reads the profile and the pending request together. Throws the server error (with its status). */
export async function getPersonalDetails(userId: string, signal?: AbortSignal): Promise<PersonalDetailsState> {
  const supabase = await loadSupabase();
  const profileQuery = supabase.from('profiles').select(DETAIL_COLUMNS).eq('id', userId);
  // admins read every user's requests: the filter keeps this to the user's own
  const pendingQuery = supabase.from('profile_change_requests').select(REQUEST_COLUMNS).eq('user_id', userId).eq('status', 'pending');
  const [details, pending] = await Promise.all([readSingle(profileQuery, signal), readMaybeSingle(pendingQuery, signal)]);
  return { details, pending };
}

/** Sends the changed fields for approval; replaces the changes of a request still pending. Throws the server error. */
export async function submitProfileChange(changes: ProfileChanges): Promise<ProfileChangeRequest> {
  // the function returns the request's profile_change_requests row, which PostgREST answers as an object
  return readQuery((await loadSupabase()).rpc('submit_profile_change', { changes }));
}
