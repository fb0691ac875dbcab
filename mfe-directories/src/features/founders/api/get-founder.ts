import { getSupabase } from 'shared-auth';
import { isUuid } from '../../../lib/query-patterns';
import type { FounderProfile } from './founder-profile';

/** Columns of the public profile page (team and documents live in signed-in-only tables). */
export const FOUNDER_PROFILE_COLUMNS: string =
  'id, user_id, company_name, industry, funding_stage, location, founded_year, team_size, company_description, looking_for, website, linkedin_url, social_urls, pitch_deck_url, achievements, verification_status, credibility_score, created_at, updated_at';

/** One founder by id, or null when missing (or the read fails, which is logged). */
export async function getFounder(id: string): Promise<FounderProfile | null> {
  if (!isUuid(id)) return null;
  try {
    const { data, error } = await getSupabase()
      .from('founder_profiles')
      .select(FOUNDER_PROFILE_COLUMNS)
      .eq('id', id)
      .maybeSingle();
    if (error) throw error;
    return (data as FounderProfile | null) ?? null;
  } catch (error) {
    console.error('Failed to load founder', error);
    return null;
  }
}
