import { loadSupabase } from '@donation-network/portal-session';
import { orContainsPattern, pageRange, RANGE_NOT_SATISFIABLE, readQuery, requestError } from '@donation-network/portal-data';
import type { Directory, DirectoryVerificationStatus } from '@donation-network/shared-rules';

export const DIRECTORY_PAGE_SIZE = 20;

export type VerificationFilter = DirectoryVerificationStatus | 'all';
export type VisibilityFilter = 'all' | 'visible' | 'hidden';

export interface DirectoryFilters {
  directory: Directory;
  verification: VerificationFilter;
  visibility: VisibilityFilter;
  search: string;
  page: number;
}

export interface DirectoryProfile {
  id: string;
  /** Company (founders) or firm (investors; an individual investor has none). */
  name: string;
  /** Industry (founders) or investor type. */
  category: string;
  location: string;
  verificationStatus: DirectoryVerificationStatus;
  isHidden: boolean;
  createdAt: string;
}

export interface DirectoryPage {
  items: DirectoryProfile[];
  total: number;
}

/** The columns searched besides location: company and industry, or firm and investor type. */
const SEARCHED = {
  founder: ['company_name', 'industry'],
  investor: ['firm_name', 'investor_type'],
} as const;

/** The part of a PostgREST filter builder the moderation list uses; both profile tables have these columns. */
interface ModerationQuery<Self> {
  eq(column: 'verification_status' | 'is_hidden', value: string | boolean): Self;
  or(filters: string): Self;
  order(column: 'created_at' | 'id', options?: { ascending: boolean }): Self;
  range(from: number, to: number): Self;
  abortSignal(signal: AbortSignal): Self;
}

/** The filters, newest first (id breaks ties so pages never overlap) and the page range. */
function narrowed<Q extends ModerationQuery<Q>>(query: Q, filters: DirectoryFilters, signal?: AbortSignal): Q {
  const [name, category] = SEARCHED[filters.directory];
  const [from, to] = pageRange(filters.page, DIRECTORY_PAGE_SIZE);
  let q = query;
  if (filters.verification !== 'all') q = q.eq('verification_status', filters.verification);
  if (filters.visibility !== 'all') q = q.eq('is_hidden', filters.visibility === 'hidden');
  const search = filters.search.trim();
  if (search) {
    const pattern = orContainsPattern(search);
    q = q.or(`${name}.ilike.${pattern},${category}.ilike.${pattern},location.ilike.${pattern}`);
  }
  q = q.order('created_at', { ascending: false }).order('id').range(from, to);
  return signal ? q.abortSignal(signal) : q;
}

interface ModeratedRow {
  id: string;
  location: string;
  verification_status: string;
  is_hidden: boolean;
  created_at: string;
}

function toProfile(row: ModeratedRow, name: string | null, category: string | null): DirectoryProfile {
  return {
    id: row.id,
    name: name ?? '',
    category: category ?? '',
    location: row.location,
    // the column's check constraint allows only these statuses
    verificationStatus: row.verification_status as DirectoryVerificationStatus,
    isHidden: row.is_hidden,
    createdAt: row.created_at,
  };
}

/** The page of the chosen directory's table, as profiles (one typed query per table). */
async function readDirectory(filters: DirectoryFilters, signal?: AbortSignal) {
  const supabase = await loadSupabase();
  if (filters.directory === 'founder') {
    const { data, ...rest } = await narrowed(
      supabase
        .from('founder_profiles')
        .select('id, company_name, industry, location, verification_status, is_hidden, created_at', { count: 'exact' }),
      filters,
      signal,
    );
    return { ...rest, items: (data ?? []).map((row) => toProfile(row, row.company_name, row.industry)) };
  }
  const { data, ...rest } = await narrowed(
    supabase
      .from('investor_profiles')
      .select('id, firm_name, investor_type, location, verification_status, is_hidden, created_at', { count: 'exact' }),
    filters,
    signal,
  );
  return { ...rest, items: (data ?? []).map((row) => toProfile(row, row.firm_name, row.investor_type)) };
}

/** One page of a directory as admins see it (hidden profiles included), newest first. */
export async function fetchDirectoryProfiles(filters: DirectoryFilters, signal?: AbortSignal): Promise<DirectoryPage> {
  const { items, error, status, count } = await readDirectory(filters, signal);
  if (error?.code === RANGE_NOT_SATISFIABLE) return { items: [], total: 0 };
  if (error) throw requestError(error, status);
  return { items, total: count ?? items.length };
}

export async function setDirectoryVerification(directory: Directory, profileId: string, verification: DirectoryVerificationStatus) {
  await readQuery(
    (await loadSupabase()).rpc('set_directory_verification', {
      directory,
      profile_id: profileId,
      status: verification,
    }),
  );
}

export async function setDirectoryHidden(directory: Directory, profileId: string, hidden: boolean) {
  await readQuery((await loadSupabase()).rpc('set_directory_profile_hidden', { directory, profile_id: profileId, hidden }));
}
