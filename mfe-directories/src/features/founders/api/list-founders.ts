import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';
import {
  containsPattern,
  DIRECTORY_PAGE_SIZE,
  orContainsPattern,
  pageRange,
  RANGE_NOT_SATISFIABLE,
} from '../../../lib/query-patterns';
import type { FounderListItem, VerificationStatus } from './founder-profile';


export const FOUNDERS_PAGE_SIZE = DIRECTORY_PAGE_SIZE;

/** Columns read by the directory cards. */
// typed as string: supabase-js would parse a literal column list at the type level (too deep)
export const FOUNDER_LIST_COLUMNS: string =
  'id, company_name, industry, funding_stage, location, team_size, company_description, looking_for, verification_status, credibility_score';

export interface FounderFilters {
  /** Matches company name or industry (case-insensitive containment). */
  search: string;
  /** Exact industry; '' = all. */
  industry: string;
  /** Case-insensitive containment; '' = all. */
  location: string;
  /** Exact funding stage; '' = all. */
  fundingStage: string;
  verificationStatus: VerificationStatus | 'all';
  /** The Verified tab: only verified profiles. */
  verifiedOnly: boolean;
  /** 1-based page of FOUNDERS_PAGE_SIZE rows. */
  page: number;
}

export const EMPTY_FOUNDER_FILTERS: FounderFilters = {
  search: '',
  industry: '',
  location: '',
  fundingStage: '',
  verificationStatus: 'all',
  verifiedOnly: false,
  page: 1,
};

/** The part of a PostgREST filter builder the directory query uses. */
export interface FounderQueryBuilder {
  ilike(column: string, pattern: string): FounderQueryBuilder;
  or(filters: string): FounderQueryBuilder;
  eq(column: string, value: string): FounderQueryBuilder;
  order(column: string, options: { ascending: boolean }): FounderQueryBuilder;
  range(from: number, to: number): FounderQueryBuilder;
}

/**
 * Pure: applies the directory filters, the sort (credibility score, highest
 * first; id breaks ties so pages never overlap) and the page range to a query.
 */
export function applyFounderFilters<Q extends FounderQueryBuilder>(query: Q, filters: FounderFilters): Q {
  // every builder method returns the same builder type, so the result is still a Q
  let q: FounderQueryBuilder = query;
  const search = filters.search.trim();
  if (search) {
    const pattern = orContainsPattern(search);
    q = q.or(`company_name.ilike.${pattern},industry.ilike.${pattern}`);
  }
  const location = filters.location.trim();
  if (location) q = q.ilike('location', containsPattern(location));
  if (filters.industry) q = q.eq('industry', filters.industry);
  if (filters.fundingStage) q = q.eq('funding_stage', filters.fundingStage);
  if (filters.verificationStatus !== 'all') q = q.eq('verification_status', filters.verificationStatus);
  if (filters.verifiedOnly) q = q.eq('verification_status', 'verified');
  const [from, to] = pageRange(filters.page);
  return q
    .order('credibility_score', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to) as Q;
}

export interface FounderPage {
  founders: FounderListItem[];
  /** Rows matching the filters on all pages. */
  total: number;
}

/**
 * applyFounderFilters on a supabase-js builder. The builder has every method of
 * FounderQueryBuilder, but proving that structurally exceeds TypeScript's
 * instantiation depth, hence the casts.
 */
function filtered<T>(query: T, filters: FounderFilters): T {
  return applyFounderFilters(query as unknown as FounderQueryBuilder, filters) as unknown as T;
}

/**
 * Lists founders (spec section 7). A failed read throws (a RequestError with the HTTP
 * status), so the page shows its error state with Retry instead of an empty directory.
 */
export async function listFounders(filters: FounderFilters, signal?: AbortSignal): Promise<FounderPage> {
  const founders = () => getSupabase().from('founder_profiles');
  const listing = founders().select(FOUNDER_LIST_COLUMNS, { count: 'exact' });
  const { data, error, count, status } = await filtered(signal ? listing.abortSignal(signal) : listing, filters);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // A page past the end (e.g. a shared link after rows went away): no rows, but still the total.
    const head = founders().select('id', { count: 'exact', head: true });
    const total = await filtered(signal ? head.abortSignal(signal) : head, { ...filters, page: 1 });
    if (total.error) throw requestError(total.error, total.status);
    return { founders: [], total: total.count ?? 0 };
  }
  if (error) throw requestError(error, status);
  return { founders: (data ?? []) as unknown as FounderListItem[], total: count ?? data?.length ?? 0 };
}
