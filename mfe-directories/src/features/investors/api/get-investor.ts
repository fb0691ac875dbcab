import { profileRowLoader, profileRowsLoader } from '../../../lib/profile-rows';
import { normaliseInvestor, type InvestorDocument, type InvestorProfile, type PortfolioCompany } from './investor-profile';

/** Columns of the public profile page (portfolio and documents live in signed-in-only tables). */
const INVESTOR_PROFILE_COLUMNS =
  'id, user_id, firm_name, display_name, investor_type, investment_focus, investment_stages, typical_check_size, total_assets_under_management, location, website, linkedin_url, social_urls, investment_thesis, verification_status, credibility_score, created_at, updated_at';

const loadInvestor = profileRowLoader<InvestorProfile>((supabase, id) =>
  supabase.from('investor_profiles').select(INVESTOR_PROFILE_COLUMNS).eq('id', id),
);

/** One investor by id, or null when missing; a failed read throws (the page shows its error state). */
export async function getInvestor(id: string, signal?: AbortSignal): Promise<InvestorProfile | null> {
  const row = await loadInvestor(id, signal);
  return row && normaliseInvestor(row);
}

/** Portfolio companies (signed-in only; anonymous reads get no rows), in their sort order; a failed read throws. */
export const listPortfolio = profileRowsLoader<PortfolioCompany>((supabase, profileId) =>
  supabase
    .from('investor_portfolio_companies')
    .select('company, industry, stage, exit_status')
    .eq('investor_profile_id', profileId)
    .order('sort_order', { ascending: true }),
);

/** Verification documents (signed-in only), by name; a failed read throws. */
export const listInvestorDocuments = profileRowsLoader<InvestorDocument>((supabase, profileId) =>
  supabase
    .from('investor_verification_documents')
    .select('name, url, object_path')
    .eq('investor_profile_id', profileId)
    .order('name', { ascending: true }),
);
