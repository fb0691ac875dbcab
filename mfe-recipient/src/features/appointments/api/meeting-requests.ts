import { loadSupabase } from '@donation-network/shared-auth';
import type { MeetingRequestStatus } from '@donation-network/shared-rules';
import { readQuery } from '@donation-network/shared-ui';

/** The newest requests the page shows. */
export const MY_MEETING_REQUESTS_LIMIT = 50;

/** A row of `my_meeting_requests`: one of the user's Book Meeting requests with the professional. */
export interface MyMeetingRequest {
  id: string;
  status: MeetingRequestStatus;
  proposed_times: string[];
  /** Set when the professional's side confirmed one of the proposed times. */
  confirmed_time: string | null;
  message: string;
  created_at: string;
  professional_name: string;
  professional_role: string;
}

const COLUMNS = 'id, status, proposed_times, confirmed_time, message, created_at, professional_name, professional_role';

/** The user's meeting requests, newest first. Throws the server error. */
export async function listMyMeetingRequests(signal?: AbortSignal): Promise<MyMeetingRequest[]> {
  const query = (await loadSupabase())
    .from('my_meeting_requests')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(MY_MEETING_REQUESTS_LIMIT);
  const data = await readQuery(query, signal);
  return (data ?? []) as MyMeetingRequest[];
}
