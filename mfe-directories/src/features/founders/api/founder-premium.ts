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
export const listTeamMembers = profileRowsLoader<TeamMember>(
  'founder_team_members',
  'name, role, bio, linkedin_url',
  'founder_profile_id',
  'sort_order',
);

/** Founder documents (signed-in only), by name; a failed read throws. */
export const listFounderDocuments = profileRowsLoader<FounderDocument>(
  'founder_documents',
  'name, url, object_path',
  'founder_profile_id',
  'name',
);
