import { loadSupabase, orContainsPattern, pageRange, RANGE_NOT_SATISFIABLE } from '@donation-network/shared-auth';
import type { Directory, DirectoryVerificationStatus } from '@donation-network/shared-rules';
import { requestError } from '@donation-network/shared-ui';

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

const SOURCES = {
  founder: { table: 'founder_profiles', name: 'company_name', category: 'industry' },
  investor: { table: 'investor_profiles', name: 'firm_name', category: 'investor_type' },
} as const;

type ProfileRow = Record<string, string | boolean> & {
  id: string;
  location: string;
  verification_status: DirectoryVerificationStatus;
  is_hidden: boolean;
  created_at: string;
};

/** One page of a directory as admins see it (hidden profiles included), newest first. */
export async function fetchDirectoryProfiles(filters: DirectoryFilters, signal?: AbortSignal): Promise<DirectoryPage> {
  const source = SOURCES[filters.directory];
  const [from, to] = pageRange(filters.page, DIRECTORY_PAGE_SIZE);
  let query = (await loadSupabase())
    .from(source.table)
    .select(`id, ${source.name}, ${source.category}, location, verification_status, is_hidden, created_at`, { count: 'exact' });
  if (filters.verification !== 'all') query = query.eq('verification_status', filters.verification);
  if (filters.visibility !== 'all') query = query.eq('is_hidden', filters.visibility === 'hidden');
  const search = filters.search.trim();
  if (search) {
    const pattern = orContainsPattern(search);
    query = query.or(`${source.name}.ilike.${pattern},${source.category}.ilike.${pattern},location.ilike.${pattern}`);
  }
  query = query.order('created_at', { ascending: false }).order('id').range(from, to);
  const { data, error, status, count } = await (signal ? query.abortSignal(signal) : query);
  if (error?.code === RANGE_NOT_SATISFIABLE) return { items: [], total: 0 };
  if (error) throw requestError(error, status);
  const items = ((data ?? []) as unknown as ProfileRow[]).map((row) => ({
    id: row.id,
    name: String(row[source.name] ?? ''),
    category: String(row[source.category] ?? ''),
    location: row.location,
    verificationStatus: row.verification_status,
    isHidden: row.is_hidden,
    createdAt: row.created_at,
  }));
  return { items, total: count ?? items.length };
}

export async function setDirectoryVerification(directory: Directory, profileId: string, verification: DirectoryVerificationStatus) {
  const { error, status } = await (
    await loadSupabase()
  ).rpc('set_directory_verification', {
    directory,
    profile_id: profileId,
    status: verification,
  });
  if (error) throw requestError(error, status);
}

export async function setDirectoryHidden(directory: Directory, profileId: string, hidden: boolean) {
  const { error, status } = await (await loadSupabase()).rpc('set_directory_profile_hidden', { directory, profile_id: profileId, hidden });
  if (error) throw requestError(error, status);
}
