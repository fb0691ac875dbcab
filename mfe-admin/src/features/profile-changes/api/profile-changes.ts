import { loadSupabase } from '@donation-network/portal-session';
import { readCounted, readQuery } from '@donation-network/portal-data';

/** The profile fields a change request may touch, in the order the review shows them. */
export const PROFILE_FIELD_LABELS = {
  full_name: 'Full name',
  phone: 'Phone',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  address: 'Address',
  blood_group: 'Blood group',
  allergies: 'Allergies',
  emergency_contact: 'Emergency contact',
  country: 'Country',
  last_donation_date: 'Last donation',
} as const;

export type ProfileField = keyof typeof PROFILE_FIELD_LABELS;
const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as ProfileField[];

export interface FieldChange {
  field: ProfileField;
  label: string;
  /** The current value on the profile; null when empty. */
  before: string | null;
  /** The requested value; null clears the field. */
  after: string | null;
}

/** How many pending requests the review screen holds at once (the oldest). */
export const PROFILE_CHANGES_BATCH_SIZE = 20;

export interface PendingProfileChange {
  id: string;
  userId: string;
  /** The requester's current name ('' when unknown). */
  userName: string;
  submittedAt: string;
  changes: FieldChange[];
}

/** `id` and every ProfileField, spelled out so the client types the rows (a missing field fails to compile where it is read). */
const PROFILE_COLUMNS = 'id, full_name, phone, gender, date_of_birth, address, blood_group, allergies, emergency_contact, country';

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

export interface PendingProfileChangeBatch {
  /** The oldest pending requests, at most PROFILE_CHANGES_BATCH_SIZE. */
  items: PendingProfileChange[];
  /** Every pending request. */
  total: number;
}

/** The oldest pending requests, each with its fields as before → after, and how many are pending in all. */
export async function fetchPendingProfileChanges(signal?: AbortSignal): Promise<PendingProfileChangeBatch> {
  const supabase = await loadSupabase();
  const requestsQuery = supabase
    .from('profile_change_requests')
    .select('id, user_id, changes, created_at', { count: 'exact' })
    .eq('status', 'pending')
    .order('created_at', { ascending: true })
    .order('id')
    .range(0, PROFILE_CHANGES_BATCH_SIZE - 1);
  const { rows, count } = await readCounted(requestsQuery, signal);
  const total = count ?? rows.length;
  if (rows.length === 0) return { items: [], total };

  const profilesQuery = supabase
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .in('id', [...new Set(rows.map((row) => row.user_id))]);
  const profiles = await readQuery(profilesQuery, signal);
  const byId = new Map((profiles ?? []).map((profile) => [profile.id, profile]));
  // a donor's last donation lives on their donor record, not on the profile
  const donorIds = rows.filter((row) => 'last_donation_date' in row.changes).map((row) => row.user_id);
  const lastDonations = new Map<string, string | null>();
  if (donorIds.length > 0) {
    const donorsQuery = supabase.from('donors').select('user_id, last_donation_date').in('user_id', donorIds);
    const donors = await readQuery(donorsQuery, signal);
    for (const donor of donors ?? []) if (donor.user_id) lastDonations.set(donor.user_id, donor.last_donation_date);
  }

  const items = rows.map((row) => {
    const profile = byId.get(row.user_id);
    return {
      id: row.id,
      userId: row.user_id,
      userName: profile?.full_name?.trim() ?? '',
      submittedAt: row.created_at,
      changes: PROFILE_FIELDS.filter((field) => field in row.changes).map((field) => ({
        field,
        label: PROFILE_FIELD_LABELS[field],
        before: asText(field === 'last_donation_date' ? lastDonations.get(row.user_id) : profile?.[field]),
        after: asText(row.changes[field]),
      })),
    };
  });
  return { items, total };
}

/** Applies the requested changes to the profile (the database does it in one transaction). */
export async function approveProfileChange(requestId: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('approve_profile_change', { request_id: requestId }));
}

/** Rejects the request with the reason the user will read. */
export async function rejectProfileChange(requestId: string, note: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('reject_profile_change', { request_id: requestId, note: note.trim() }));
}
