import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';

/** The newest requests the dashboard shows. */
export const MEETING_INBOX_LIMIT = 100;

/** A row of `meeting_request_inbox`: a request to one of the partner's professionals (all of them for admins). */
export type MeetingRequestItem = Awaited<ReturnType<typeof listMeetingRequests>>[number];

const COLUMNS =
  'id, status, proposed_times, confirmed_time, message, created_at, professional_name, professional_role, requester_name, requester_email';

/** The meeting requests the signed-in owner answers, newest first. Throws the server error. */
export async function listMeetingRequests(signal?: AbortSignal) {
  const query = (await loadSupabase())
    .from('meeting_request_inbox')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(MEETING_INBOX_LIMIT);
  const data = await readQuery(query, signal);
  return data ?? [];
}

/** Confirms the request for one of its proposed times; the requester is notified. Throws the rule's message. */
export async function confirmMeetingRequest(id: string, chosenTime: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('confirm_meeting_request', { request_id: id, chosen_time: chosenTime }));
}

/** Declines the request; the requester is notified. Throws the rule's message. */
export async function declineMeetingRequest(id: string): Promise<void> {
  await readQuery((await loadSupabase()).rpc('decline_meeting_request', { request_id: id }));
}
