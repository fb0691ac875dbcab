import { profileRowLoader } from '../../../lib/profile-rows';
import type { FounderProfile } from './founder-profile';

/** Columns of the public profile page (team and documents live in signed-in-only tables). */
const FOUNDER_PROFILE_COLUMNS =
  'id, user_id, company_name, industry, funding_stage, location, founded_year, team_size, company_description, looking_for, website, linkedin_url, social_urls, pitch_deck_url, pitch_deck_path, achievements, verification_status, credibility_score, created_at, updated_at';

/** One founder by id, or null when missing; a failed read throws (the page shows its error state). */
export const getFounder = profileRowLoader<FounderProfile>((supabase, id) =>
  supabase.from('founder_profiles').select(FOUNDER_PROFILE_COLUMNS).eq('id', id),
);
