import { loadSupabase } from '@donation-network/portal-session';
import { type FunctionRow, type Tables, readQuery } from '@donation-network/portal-data';

/** The signed-in donor's record, eligibility and listing (public.my_donor_status()). */
export type DonorStatus = FunctionRow<'my_donor_status'>;

export interface HospitalSummary {
  name: string;
  city: string;
  address: string;
  country: string;
}

/** A pending donation request addressed to the donor: the hospital and when it was asked, never who asked. */
export interface IncomingRequest {
  id: string;
  created_at: string;
  hospital: HospitalSummary | null;
}

export type DonorAppointment = Pick<Tables<'appointments'>, 'id' | 'scheduled_at' | 'status' | 'type'> & {
  hospital: Pick<Tables<'hospitals'>, 'name' | 'city'> | null;
};

export type DonorNotification = Pick<Tables<'notifications'>, 'id' | 'title' | 'body' | 'kind' | 'read_at' | 'created_at'>;

/** null when the account has no donor record yet. */
export async function fetchDonorStatus(signal?: AbortSignal): Promise<DonorStatus | null> {
  const query = (await loadSupabase()).rpc('my_donor_status');
  const [status] = await readQuery(query, signal);
  return status ?? null;
}

export async function fetchIncomingRequests(donorRecordId: string, signal?: AbortSignal): Promise<IncomingRequest[]> {
  const query = (await loadSupabase())
    .from('donor_appointment_requests')
    .select('id, created_at, hospital:hospitals(name, city, address, country)')
    .eq('donor_record_id', donorRecordId)
    .eq('status', 'pending')
    .order('created_at', { ascending: false });
  const data = await readQuery(query, signal);
  return data ?? [];
}

/** The donor's appointments, newest first: upcoming donations and the donation history. */
export async function fetchDonorAppointments(userId: string, signal?: AbortSignal): Promise<DonorAppointment[]> {
  const query = (await loadSupabase())
    .from('appointments')
    .select('id, scheduled_at, status, type, hospital:hospitals(name, city)')
    .eq('user_id', userId)
    .order('scheduled_at', { ascending: false })
    .limit(50);
  return readQuery(query, signal);
}

export async function fetchNotifications(signal?: AbortSignal): Promise<DonorNotification[]> {
  const query = (await loadSupabase())
    .from('notifications')
    .select('id, title, body, kind, read_at, created_at')
    .order('created_at', { ascending: false })
    .limit(20);
  return readQuery(query, signal);
}

/** Accepts a pending request: the donor's appointment at the requested hospital at `scheduledAt` (ISO). */
export async function acceptDonationRequest(requestId: string, scheduledAt: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('accept_donation_request', { request_id: requestId, scheduled_at: scheduledAt }));
}

export async function declineDonationRequest(requestId: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('decline_donation_request', { request_id: requestId }));
}

/** Sets the donor's listing Available (true) or Inactive (false); returns the new listing status. */
export async function setDonorAvailability(available: boolean): Promise<string> {
  const data = await readQuery((await loadSupabase()).rpc('set_donor_availability', { available }));
  return data as string;
}

export async function markNotificationRead(notificationId: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('mark_notification_read', { notification_id: notificationId }));
}

export async function markAllNotificationsRead(): Promise<void> {
  await readQuery((await loadSupabase()).rpc('mark_all_notifications_read'));
}
