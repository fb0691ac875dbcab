import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';

/** The newest requests the page shows. */
export const MY_MEETING_REQUESTS_LIMIT = 50;

/** A row of `my_meeting_requests`: one of the user's Book Meeting requests with the professional. */
export type MyMeetingRequest = Awaited<ReturnType<typeof listMyMeetingRequests>>[number];

const COLUMNS = 'id, status, proposed_times, confirmed_time, message, created_at, professional_name, professional_role';

/** The user's meeting requests, newest first. Throws the server error. */
export async function listMyMeetingRequests(signal?: AbortSignal) {
  const query = (await loadSupabase())
    .from('my_meeting_requests')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(MY_MEETING_REQUESTS_LIMIT);
  const data = await readQuery(query, signal);
  return data ?? [];
}
