// The signed-in donor's profile: the name on their profile, the details on their donor record and
// the change request awaiting an admin (supabase/migrations/20261128005000_donor-profile-changes.sql).
// Details change only when an admin approves a request, so the page reads all three and submits changes.
import { loadSupabase } from '@donation-network/portal-session';
import { type Tables, readMaybeSingle, readQuery, readSingle } from '@donation-network/portal-data';
import type { DonorProfileChanges, DonorProfileField } from '@donation-network/shared-rules';

/** What the donor's profile holds now; null when never set. */
export type DonorProfileDetails = Record<DonorProfileField, string | null>;

export type DonorProfileChangeRequest = Pick<Tables<'profile_change_requests'>, 'id' | 'changes' | 'created_at'>;

export interface DonorProfileState {
  /** null when the account has no donor record yet (registration not finished) */
  details: DonorProfileDetails | null;
  /** The request awaiting an admin's decision (at most one per user), or null. */
  pending: DonorProfileChangeRequest | null;
}

/** Reads the profile's name, the donor record and the pending request together. Throws the server error (with its status). */
export async function getDonorProfile(userId: string, signal?: AbortSignal): Promise<DonorProfileState> {
  const supabase = await loadSupabase();
  const [profile, donor, pending] = await Promise.all([
    readSingle(supabase.from('profiles').select('full_name').eq('id', userId), signal),
    readMaybeSingle(supabase.from('donors').select('phone, blood_group, country, last_donation_date').eq('user_id', userId), signal),
    // admins read every user's requests: the filter keeps this to the user's own
    readMaybeSingle(
      supabase.from('profile_change_requests').select('id, changes, created_at').eq('user_id', userId).eq('status', 'pending'),
      signal,
    ),
  ]);
  return { details: donor ? { full_name: profile.full_name, ...donor } : null, pending };
}

/** Sends the changed fields for approval; replaces the changes of a request still pending. Throws the server error. */
export async function submitDonorProfileChange(changes: DonorProfileChanges): Promise<DonorProfileChangeRequest> {
  // the function returns the request's profile_change_requests row, which PostgREST answers as an object
  return readQuery((await loadSupabase()).rpc('submit_profile_change', { changes }));
}
