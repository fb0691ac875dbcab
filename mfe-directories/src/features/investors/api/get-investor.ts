import { getSupabase } from 'shared-auth';
import { isUuid } from '../../../lib/query-patterns';
import type { InvestorDocument, InvestorProfile, PortfolioCompany } from './investor-profile';

/** Columns of the public profile page (portfolio and documents live in signed-in-only tables). */
export const INVESTOR_PROFILE_COLUMNS: string =
  'id, user_id, firm_name, investor_type, investment_focus, investment_stages, typical_check_size, total_assets_under_management, location, website, linkedin_url, social_urls, investment_thesis, verification_status, credibility_score, created_at, updated_at';

/** One investor by id, or null when missing (or the read fails, which is logged). */
export async function getInvestor(id: string): Promise<InvestorProfile | null> {
  if (!isUuid(id)) return null;
  try {
    const { data, error } = await getSupabase()
      .from('investor_profiles')
      .select(INVESTOR_PROFILE_COLUMNS)
      .eq('id', id)
      .maybeSingle();
    if (error) throw error;
    if (!data) return null;
    const row = data as unknown as InvestorProfile;
    const aum = row.total_assets_under_management as unknown;
    return {
      ...row,
      investment_focus: Array.isArray(row.investment_focus) ? row.investment_focus : [],
      investment_stages: Array.isArray(row.investment_stages) ? row.investment_stages : [],
      total_assets_under_management: aum === null || aum === undefined || aum === '' ? null : Number(aum),
    };
  } catch (error) {
    console.error('Failed to load investor', error);
    return null;
  }
}

/** Portfolio companies (signed-in only; anonymous reads get no rows), in their sort order. */
export async function listPortfolio(investorId: string): Promise<PortfolioCompany[]> {
  try {
    const { data, error } = await getSupabase()
      .from('investor_portfolio_companies')
      .select('company, industry, stage, exit_status')
      .eq('investor_profile_id', investorId)
      .order('sort_order', { ascending: true });
    if (error) throw error;
    return (data ?? []) as PortfolioCompany[];
  } catch (error) {
    console.error('Failed to load portfolio', error);
    return [];
  }
}

/** Verification documents (signed-in only), by name. */
export async function listInvestorDocuments(investorId: string): Promise<InvestorDocument[]> {
  try {
    const { data, error } = await getSupabase()
      .from('investor_verification_documents')
      .select('name, url')
      .eq('investor_profile_id', investorId)
      .order('name', { ascending: true });
    if (error) throw error;
    return (data ?? []) as InvestorDocument[];
  } catch (error) {
    console.error('Failed to load verification documents', error);
    return [];
  }
}
