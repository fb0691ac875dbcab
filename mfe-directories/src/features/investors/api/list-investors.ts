import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';
import {
  containsPattern,
  DIRECTORY_PAGE_SIZE,
  orContainsPattern,
  pageRange,
  RANGE_NOT_SATISFIABLE,
} from '../../../lib/query-patterns';
import type { InvestorListItem, VerificationStatus } from './investor-profile';

export const INVESTORS_PAGE_SIZE = DIRECTORY_PAGE_SIZE;

/** Columns read by the directory cards. */
// typed as string: supabase-js would parse a literal column list at the type level (too deep)
export const INVESTOR_LIST_COLUMNS: string =
  'id, firm_name, investor_type, investment_focus, investment_stages, typical_check_size, total_assets_under_management, location, verification_status, credibility_score';

export interface InvestorFilters {
  /** Matches firm name or investor type (case-insensitive containment). */
  search: string;
  /** Exact investor type; '' = all. */
  investorType: string;
  /** Case-insensitive containment; '' = all. */
  location: string;
  /** One focus the investment_focus array must contain; '' = all. */
  investmentFocus: string;
  verificationStatus: VerificationStatus | 'all';
  /** The Verified tab: only verified profiles. */
  verifiedOnly: boolean;
  /** 1-based page of INVESTORS_PAGE_SIZE rows. */
  page: number;
}

export const EMPTY_INVESTOR_FILTERS: InvestorFilters = {
  search: '',
  investorType: '',
  location: '',
  investmentFocus: '',
  verificationStatus: 'all',
  verifiedOnly: false,
  page: 1,
};

/** The part of a PostgREST filter builder the directory query uses. */
export interface InvestorQueryBuilder {
  ilike(column: string, pattern: string): InvestorQueryBuilder;
  or(filters: string): InvestorQueryBuilder;
  eq(column: string, value: string): InvestorQueryBuilder;
  contains(column: string, value: string[]): InvestorQueryBuilder;
  order(column: string, options: { ascending: boolean }): InvestorQueryBuilder;
  range(from: number, to: number): InvestorQueryBuilder;
}

/**
 * Pure: applies the directory filters, the sort (credibility score, highest
 * first; id breaks ties so pages never overlap) and the page range to a query.
 */
export function applyInvestorFilters<Q extends InvestorQueryBuilder>(query: Q, filters: InvestorFilters): Q {
  let q: InvestorQueryBuilder = query;
  const search = filters.search.trim();
  if (search) {
    const pattern = orContainsPattern(search);
    q = q.or(`firm_name.ilike.${pattern},investor_type.ilike.${pattern}`);
  }
  const location = filters.location.trim();
  if (location) q = q.ilike('location', containsPattern(location));
  if (filters.investorType) q = q.eq('investor_type', filters.investorType);
  if (filters.investmentFocus) q = q.contains('investment_focus', [filters.investmentFocus]);
  if (filters.verificationStatus !== 'all') q = q.eq('verification_status', filters.verificationStatus);
  if (filters.verifiedOnly) q = q.eq('verification_status', 'verified');
  const [from, to] = pageRange(filters.page);
  return q
    .order('credibility_score', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to) as Q;
}

export interface InvestorPage {
  investors: InvestorListItem[];
  /** Rows matching the filters on all pages. */
  total: number;
}

/** applyInvestorFilters on a supabase-js builder (casts: see listFounders). */
function filtered<T>(query: T, filters: InvestorFilters): T {
  return applyInvestorFilters(query as unknown as InvestorQueryBuilder, filters) as unknown as T;
}

/** AUM may come back as a string (numeric columns on some backends). */
function normalise(row: InvestorListItem): InvestorListItem {
  const aum = row.total_assets_under_management as unknown;
  return {
    ...row,
    investment_focus: Array.isArray(row.investment_focus) ? row.investment_focus : [],
    investment_stages: Array.isArray(row.investment_stages) ? row.investment_stages : [],
    total_assets_under_management: aum === null || aum === undefined || aum === '' ? null : Number(aum),
  };
}

/**
 * Lists investors (spec section 7). A failed read throws (a RequestError with the HTTP
 * status), so the page shows its error state with Retry instead of an empty directory.
 */
export async function listInvestors(filters: InvestorFilters, signal?: AbortSignal): Promise<InvestorPage> {
  const investors = () => getSupabase().from('investor_profiles');
  const listing = investors().select(INVESTOR_LIST_COLUMNS, { count: 'exact' });
  const { data, error, count, status } = await filtered(signal ? listing.abortSignal(signal) : listing, filters);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    const head = investors().select('id', { count: 'exact', head: true });
    const total = await filtered(signal ? head.abortSignal(signal) : head, { ...filters, page: 1 });
    if (total.error) throw requestError(total.error, total.status);
    return { investors: [], total: total.count ?? 0 };
  }
  if (error) throw requestError(error, status);
  const rows = ((data ?? []) as unknown as InvestorListItem[]).map(normalise);
  return { investors: rows, total: count ?? rows.length };
}
