import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';

/** A row of `founder_team_members` (signed-in only). */
export interface TeamMember {
  name: string;
  role: string | null;
  bio: string | null;
  linkedin_url: string | null;
}

/** A row of `founder_documents` (signed-in only). */
export interface FounderDocument {
  name: string;
  url: string;
}

/** Team members (anonymous reads get no rows), ordered by sort_order; a failed read throws. */
export async function listTeamMembers(founderId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  const query = getSupabase()
    .from('founder_team_members')
    .select('name, role, bio, linkedin_url')
    .eq('founder_profile_id', founderId)
    .order('sort_order', { ascending: true });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as TeamMember[];
}

/** Founder documents (signed-in only), by name; a failed read throws. */
export async function listFounderDocuments(founderId: string, signal?: AbortSignal): Promise<FounderDocument[]> {
  const query = getSupabase()
    .from('founder_documents')
    .select('name, url')
    .eq('founder_profile_id', founderId)
    .order('name', { ascending: true });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as FounderDocument[];
}
