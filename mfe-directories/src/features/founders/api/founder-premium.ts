import { getSupabase } from 'shared-auth';

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

/** Team members (anonymous reads get no rows), ordered by sort_order. */
export async function listTeamMembers(founderId: string): Promise<TeamMember[]> {
  try {
    const { data, error } = await getSupabase()
      .from('founder_team_members')
      .select('name, role, bio, linkedin_url')
      .eq('founder_profile_id', founderId)
      .order('sort_order', { ascending: true });
    if (error) throw error;
    return (data ?? []) as TeamMember[];
  } catch (error) {
    console.error('Failed to load team members', error);
    return [];
  }
}

/** Founder documents (signed-in only), by name. */
export async function listFounderDocuments(founderId: string): Promise<FounderDocument[]> {
  try {
    const { data, error } = await getSupabase()
      .from('founder_documents')
      .select('name, url')
      .eq('founder_profile_id', founderId)
      .order('name', { ascending: true });
    if (error) throw error;
    return (data ?? []) as FounderDocument[];
  } catch (error) {
    console.error('Failed to load founder documents', error);
    return [];
  }
}
