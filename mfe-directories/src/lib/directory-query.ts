import { containsPattern, getSupabase, orContainsPattern, pageRange, RANGE_NOT_SATISFIABLE } from 'shared-auth';
import { requestError } from 'shared-ui';
import type { DirectoryFilters, DirectorySpec } from './directory-spec';
import { DIRECTORY_PAGE_SIZE } from './query-patterns';

/** The part of a PostgREST filter builder the directory query uses. */
export interface DirectoryQueryBuilder {
  ilike(column: string, pattern: string): DirectoryQueryBuilder;
  or(filters: string): DirectoryQueryBuilder;
  eq(column: string, value: string): DirectoryQueryBuilder;
  /** Needed only by directories with a `contains` select filter. */
  contains?(column: string, value: string[]): DirectoryQueryBuilder;
  order(column: string, options: { ascending: boolean }): DirectoryQueryBuilder;
  range(from: number, to: number): DirectoryQueryBuilder;
}

/**
 * Pure: applies the directory filters, the sort (credibility score, highest
 * first; id breaks ties so pages never overlap) and the page range to a query.
 */
export function applyDirectoryFilters<K extends string, Q extends DirectoryQueryBuilder>(
  spec: DirectorySpec<K>,
  query: Q,
  filters: DirectoryFilters<K>,
): Q {
  // every builder method returns the same builder type, so the result is still a Q
  let q: DirectoryQueryBuilder = query;
  const search = filters.search.trim();
  if (search) {
    const pattern = orContainsPattern(search);
    q = q.or(spec.searchColumns.map((column) => `${column}.ilike.${pattern}`).join(','));
  }
  const location = filters.location.trim();
  if (location) q = q.ilike('location', containsPattern(location));
  for (const select of spec.selects) {
    const value = filters[select.key];
    if (!value) continue;
    if (select.match === 'eq') q = q.eq(select.column, value);
    else if (q.contains) q = q.contains(select.column, [value]);
    else throw new Error(`The query builder cannot filter ${select.column} by containment`);
  }
  if (filters.verificationStatus !== 'all') q = q.eq('verification_status', filters.verificationStatus);
  if (filters.verifiedOnly) q = q.eq('verification_status', 'verified');
  const [from, to] = pageRange(filters.page, DIRECTORY_PAGE_SIZE);
  return q.order('credibility_score', { ascending: false }).order('id', { ascending: true }).range(from, to) as Q;
}

/** How many profiles the Featured tab shows at most (one page). */
export const FEATURED_COUNT = DIRECTORY_PAGE_SIZE;
/** How many featured profiles are read before the other filters narrow them. */
const FEATURED_READ = 50;

/** Pure: whether a row passes the directory filters, by the same rules as the server query (case-insensitive containment, exact match). */
export function matchesDirectoryFilters<K extends string>(
  spec: DirectorySpec<K>,
  row: Record<string, unknown>,
  filters: DirectoryFilters<K>,
): boolean {
  const contains = (value: unknown, part: string) => typeof value === 'string' && value.toLowerCase().includes(part.toLowerCase());
  const search = filters.search.trim();
  if (search && !spec.searchColumns.some((column) => contains(row[column], search))) return false;
  const location = filters.location.trim();
  if (location && !contains(row.location, location)) return false;
  for (const select of spec.selects) {
    const value = filters[select.key];
    if (!value) continue;
    const cell = row[select.column];
    if (select.match === 'eq' ? cell !== value : !(Array.isArray(cell) && cell.includes(value))) return false;
  }
  if (filters.verificationStatus !== 'all' && row.verification_status !== filters.verificationStatus) return false;
  return true;
}

export interface DirectoryResult<T> {
  items: T[];
  /** Rows matching the filters on all pages. */
  total: number;
}

/**
 * Lists one page of a directory. A failed read throws (a RequestError with the HTTP
 * status), so the page shows its error state with Retry instead of an empty directory.
 */
export async function listDirectory<K extends string, T>(
  spec: DirectorySpec<K>,
  filters: DirectoryFilters<K>,
  signal?: AbortSignal,
  normalise: (row: T) => T = (row) => row,
): Promise<DirectoryResult<T>> {
  if (filters.featured) return listFeatured(spec, filters, signal, normalise);
  // The supabase-js builder has every method of DirectoryQueryBuilder, but proving that
  // structurally exceeds TypeScript's instantiation depth, hence the casts.
  const filtered = <B>(builder: B, f: DirectoryFilters<K>): B =>
    applyDirectoryFilters(spec, builder as unknown as DirectoryQueryBuilder, f) as unknown as B;
  const table = () => getSupabase().from(spec.table);
  const listing = table().select(spec.listColumns, { count: 'exact' });
  const { data, error, count, status } = await filtered(signal ? listing.abortSignal(signal) : listing, filters);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // A page past the end (e.g. a shared link after rows went away): no rows, but still the total.
    const head = table().select('id', { count: 'exact', head: true });
    const total = await filtered(signal ? head.abortSignal(signal) : head, { ...filters, page: 1 });
    if (total.error) throw requestError(total.error, total.status);
    return { items: [], total: total.count ?? 0 };
  }
  if (error) throw requestError(error, status);
  const items = ((data ?? []) as unknown as T[]).map(normalise);
  return { items, total: count ?? items.length };
}

/** The Featured tab: the database's top verified profiles (computed score, hidden ones never), narrowed by the other filters; one page. */
async function listFeatured<K extends string, T>(
  spec: DirectorySpec<K>,
  filters: DirectoryFilters<K>,
  signal: AbortSignal | undefined,
  normalise: (row: T) => T,
): Promise<DirectoryResult<T>> {
  const query = getSupabase().rpc(spec.featuredFunction, { max_rows: FEATURED_READ });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  const rows = ((data ?? []) as Record<string, unknown>[]).filter((row) => matchesDirectoryFilters(spec, row, filters));
  const items = filters.page === 1 ? rows.slice(0, FEATURED_COUNT) : [];
  return { items: (items as unknown as T[]).map(normalise), total: Math.min(rows.length, FEATURED_COUNT) };
}
