import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';
import { isUuid } from '../../../lib/query-patterns';
import type { FounderProfile } from './founder-profile';

/** Columns of the public profile page (team and documents live in signed-in-only tables). */
export const FOUNDER_PROFILE_COLUMNS: string =
  'id, user_id, company_name, industry, funding_stage, location, founded_year, team_size, company_description, looking_for, website, linkedin_url, social_urls, pitch_deck_url, achievements, verification_status, credibility_score, created_at, updated_at';

/** One founder by id, or null when missing; a failed read throws (the page shows its error state). */
export async function getFounder(id: string, signal?: AbortSignal): Promise<FounderProfile | null> {
  if (!isUuid(id)) return null;
  const query = getSupabase().from('founder_profiles').select(FOUNDER_PROFILE_COLUMNS).eq('id', id);
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw requestError(error, status);
  return (data as FounderProfile | null) ?? null;
}
