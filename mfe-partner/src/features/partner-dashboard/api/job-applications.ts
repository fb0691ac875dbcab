import { loadSupabase } from '@donation-network/portal-session';
import type { ApplicationStatus } from '@donation-network/shared-rules';
import { readQuery, requestError } from '@donation-network/portal-data';

/** The newest applications the dashboard shows. */
export const APPLICATION_INBOX_LIMIT = 100;

/** A row of `job_application_inbox`: an application to one of the partner's opportunities (all of them for admins). */
export type ApplicationItem = Awaited<ReturnType<typeof listApplications>>[number];

const COLUMNS = 'id, status, cover_note, created_at, organization, position, applicant_name, applicant_email';

/** The applications the signed-in owner reviews, newest first. Throws the server error. */
export async function listApplications(signal?: AbortSignal) {
  const query = (await loadSupabase())
    .from('job_application_inbox')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(APPLICATION_INBOX_LIMIT);
  const data = await readQuery(query, signal);
  return data ?? [];
}

/** Moves the application on (shortlist, accept, decline); the applicant is notified. Throws the rule's message. */
export async function setApplicationStatus(id: string, status: ApplicationStatus): Promise<void> {
  const { error, status: httpStatus } = await (await loadSupabase()).rpc('set_job_application_status', { application_id: id, status });
  if (error) throw requestError(error, httpStatus);
}
