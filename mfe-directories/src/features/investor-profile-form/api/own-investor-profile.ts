import { loadSupabase } from '@donation-network/portal-session';
import { type Tables, readMaybeSingle, readQuery } from '@donation-network/portal-data';
import { investorDocumentPath, type InvestorProfileDetails } from '@donation-network/shared-rules';
import { profileDocumentsApi, type OwnDocument } from '../../../lib/own-documents';

/** The investor_profiles columns the profile form writes: the registration's fields and the social links. */
export type InvestorProfileUpdate = InvestorProfileDetails & { social_urls: Record<string, string> };

/** The signed-in investor's own row of investor_profiles (the columns the form shows). */
export type OwnInvestorProfile = Pick<Tables<'investor_profiles'>, 'id' | 'user_id' | keyof InvestorProfileUpdate>;

/** One uploaded or linked verification document of the investor's profile. */
export interface OwnVerificationDocument extends OwnDocument {
  created_at: string;
}

const PROFILE_COLUMNS =
  'id, user_id, firm_name, investor_type, location, typical_check_size, total_assets_under_management, investment_focus, investment_stages, investment_thesis, website, linkedin_url, social_urls';

/** Array columns may come back null and AUM as a string on some backends. */
function normalise(row: OwnInvestorProfile): OwnInvestorProfile {
  const aum = row.total_assets_under_management as unknown;
  return {
    ...row,
    investment_focus: Array.isArray(row.investment_focus) ? row.investment_focus : [],
    investment_stages: Array.isArray(row.investment_stages) ? row.investment_stages : [],
    total_assets_under_management: aum === null || aum === undefined || aum === '' ? null : Number(aum),
    social_urls: row.social_urls && typeof row.social_urls === 'object' ? row.social_urls : {},
  };
}

/** The investor's profile, or null before their first save; a failed read throws. */
export async function getOwnInvestorProfile(userId: string, signal?: AbortSignal): Promise<OwnInvestorProfile | null> {
  const query = (await loadSupabase()).from('investor_profiles').select(PROFILE_COLUMNS).eq('user_id', userId);
  const data = await readMaybeSingle(query, signal);
  return data ? normalise(data) : null;
}

/** Creates the profile when there is none, updates it otherwise (one row per user_id); returns the stored row. */
export async function saveInvestorProfile(userId: string, input: InvestorProfileUpdate): Promise<OwnInvestorProfile> {
  const data = await readQuery(
    (await loadSupabase())
      .from('investor_profiles')
      .upsert({ ...input, user_id: userId }, { onConflict: 'user_id' })
      .select(PROFILE_COLUMNS)
      .single(),
  );
  return normalise(data);
}

const DOCUMENT_COLUMNS = 'id, name, url, object_path, created_at';

/** The verification documents: directory-documents/<user id>/verification-<timestamp>.<ext>. */
export const VERIFICATION_DOCUMENTS = profileDocumentsApi<OwnVerificationDocument>({
  table: 'investor_verification_documents',
  list: (supabase, profileId) =>
    supabase
      .from('investor_verification_documents')
      .select(DOCUMENT_COLUMNS)
      .eq('investor_profile_id', profileId)
      .order('name', { ascending: true }),
  insert: (supabase, profileId, document) =>
    supabase
      .from('investor_verification_documents')
      .insert({ ...document, investor_profile_id: profileId })
      .select(DOCUMENT_COLUMNS),
  objectPath: ({ userId, file }) => investorDocumentPath(userId, file.type),
});
