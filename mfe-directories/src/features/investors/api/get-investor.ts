import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';
import { isUuid } from '../../../lib/query-patterns';
import type { InvestorDocument, InvestorProfile, PortfolioCompany } from './investor-profile';

/** Columns of the public profile page (portfolio and documents live in signed-in-only tables). */
export const INVESTOR_PROFILE_COLUMNS: string =
  'id, user_id, firm_name, investor_type, investment_focus, investment_stages, typical_check_size, total_assets_under_management, location, website, linkedin_url, social_urls, investment_thesis, verification_status, credibility_score, created_at, updated_at';

/** One investor by id, or null when missing; a failed read throws (the page shows its error state). */
export async function getInvestor(id: string, signal?: AbortSignal): Promise<InvestorProfile | null> {
  if (!isUuid(id)) return null;
  const query = getSupabase().from('investor_profiles').select(INVESTOR_PROFILE_COLUMNS).eq('id', id);
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw requestError(error, status);
  if (!data) return null;
  const row = data as unknown as InvestorProfile;
  const aum = row.total_assets_under_management as unknown;
  return {
    ...row,
    investment_focus: Array.isArray(row.investment_focus) ? row.investment_focus : [],
    investment_stages: Array.isArray(row.investment_stages) ? row.investment_stages : [],
    total_assets_under_management: aum === null || aum === undefined || aum === '' ? null : Number(aum),
  };
}

/** Portfolio companies (signed-in only; anonymous reads get no rows), in their sort order; a failed read throws. */
export async function listPortfolio(investorId: string, signal?: AbortSignal): Promise<PortfolioCompany[]> {
  const query = getSupabase()
    .from('investor_portfolio_companies')
    .select('company, industry, stage, exit_status')
    .eq('investor_profile_id', investorId)
    .order('sort_order', { ascending: true });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as PortfolioCompany[];
}

/** Verification documents (signed-in only), by name; a failed read throws. */
export async function listInvestorDocuments(investorId: string, signal?: AbortSignal): Promise<InvestorDocument[]> {
  const query = getSupabase()
    .from('investor_verification_documents')
    .select('name, url')
    .eq('investor_profile_id', investorId)
    .order('name', { ascending: true });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as InvestorDocument[];
}
