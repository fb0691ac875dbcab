import type { FunctionRow } from '@donation-network/portal-data';
import type { VerificationStatus } from '../../../lib/directory-spec';

export type { VerificationStatus };

export interface FounderAchievement {
  title: string;
  description?: string | null;
  date?: string | null;
}

/** A row of `public.founder_profiles`. */
export interface FounderProfile {
  id: string;
  user_id: string | null;
  company_name: string;
  industry: string;
  funding_stage: string;
  location: string;
  founded_year: number | null;
  team_size: number | null;
  company_description: string | null;
  looking_for: string | null;
  website: string | null;
  linkedin_url: string | null;
  social_urls: Record<string, string>;
  pitch_deck_url: string | null;
  /** The uploaded deck: an object of the private pitch-decks bucket (signed-in users read it). */
  pitch_deck_path: string | null;
  achievements: FounderAchievement[];
  verification_status: VerificationStatus;
  credibility_score: number;
  created_at: string;
  updated_at: string;
}

/** The columns a directory card needs: a row of the directory's page and featured functions. */
export type FounderListItem = FunctionRow<'featured_founders'>;

/** The values the directory filters offer (and the URL accepts). */
export { FOUNDER_INDUSTRIES, FUNDING_STAGES } from '@donation-network/shared-rules';
