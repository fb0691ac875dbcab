import { profileRowsLoader } from '../../../lib/profile-rows';

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
  /** A link to a document hosted elsewhere, or null for an uploaded one. */
  url: string | null;
  /** An uploaded document: an object of the private directory-documents bucket. */
  object_path: string | null;
}

/** Team members (anonymous reads get no rows), ordered by sort_order; a failed read throws. */
export const listTeamMembers = profileRowsLoader<TeamMember>((supabase, profileId) =>
  supabase
    .from('founder_team_members')
    .select('name, role, bio, linkedin_url')
    .eq('founder_profile_id', profileId)
    .order('sort_order', { ascending: true }),
);

/** Founder documents (signed-in only), by name; a failed read throws. */
export const listFounderDocuments = profileRowsLoader<FounderDocument>((supabase, profileId) =>
  supabase
    .from('founder_documents')
    .select('name, url, object_path')
    .eq('founder_profile_id', profileId)
    .order('name', { ascending: true }),
);
