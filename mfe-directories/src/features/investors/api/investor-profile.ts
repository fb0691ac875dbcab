import type { FunctionRow } from '@donation-network/portal-data';
import type { VerificationStatus } from '../../../lib/directory-spec';

export { investorName } from '../../../lib/investor-name';

export type { VerificationStatus };

/** A row of `public.investor_profiles`. */
export interface InvestorProfile {
  id: string;
  user_id: string | null;
  /** '' for individual investors. */
  firm_name: string;
  /** The listing's name, kept by the database: the firm, else the owner's name, else a curated name. */
  display_name: string;
  investor_type: string;
  investment_focus: string[];
  investment_stages: string[];
  typical_check_size: string | null;
  /** Dollars. */
  total_assets_under_management: number | null;
  location: string;
  website: string | null;
  linkedin_url: string | null;
  social_urls: Record<string, string>;
  investment_thesis: string | null;
  verification_status: VerificationStatus;
  credibility_score: number;
  created_at: string;
  updated_at: string;
}

/** The columns a directory card needs: a row of the directory's page and featured functions. */
export type InvestorListItem = FunctionRow<'featured_investors'>;

/** A row of `investor_portfolio_companies` (signed-in only). */
export interface PortfolioCompany {
  company: string;
  industry: string | null;
  stage: string | null;
  exit_status: string | null;
}

/** A row of `investor_verification_documents` (signed-in only): a link or an uploaded file. */
export interface InvestorDocument {
  name: string;
  url: string | null;
  object_path: string | null;
}

/** The values the directory filters offer (and the URL accepts): the columns' own lists. */
export { INVESTMENT_FOCUS_OPTIONS, INVESTMENT_STAGES, INVESTOR_TYPES } from '@donation-network/shared-rules';

/** AUM in millions with one decimal ($250,000,000 → '$250.0M'); missing → 'Not disclosed'. */
export function formatAum(dollars: number | string | null | undefined): string {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  if (value === null || value === undefined || !Number.isFinite(value)) return 'Not disclosed';
  return `$${(value / 1_000_000).toFixed(1)}M`;
}

/** Array columns may come back null and AUM as a string (numeric columns on some backends). */
export function normaliseInvestor<
  T extends Pick<InvestorProfile, 'investment_focus' | 'investment_stages' | 'total_assets_under_management'>,
>(row: T): T {
  const aum = row.total_assets_under_management as unknown;
  return {
    ...row,
    investment_focus: Array.isArray(row.investment_focus) ? row.investment_focus : [],
    investment_stages: Array.isArray(row.investment_stages) ? row.investment_stages : [],
    total_assets_under_management: aum === null || aum === undefined || aum === '' ? null : Number(aum),
  };
}
