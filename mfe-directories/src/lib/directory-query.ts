import { loadSupabase, type PortalSupabaseClient } from '@donation-network/portal-session';
import { directorySearchError } from '@donation-network/shared-rules';
import { type AbortableQuery, readQuery } from '@donation-network/portal-data';
import type { DirectoryFilters, DirectorySpec } from './directory-spec';
import { DIRECTORY_PAGE_SIZE } from './query-patterns';

/** The arguments of a directory's page function (founder_directory_page, investor_directory_page). */
export interface DirectoryPageArgs {
  search: string;
  location: string;
  verification_status: string;
  page: number;
  page_size: number;
  /** One argument per select filter, named after its column ('' = all). */
  [column: string]: string | number;
}

/**
 * Search text as the database can take it: trimmed, without NUL characters (a PostgreSQL text can hold
 * none, so no profile contains one, and the API refuses a request that carries one).
 */
const searchableText = (text: string) => text.replaceAll('\u0000', '').trim();

/**
 * Pure: the filters as the arguments of the directory's page function (the database applies
 * them, sorts by credibility score, highest first, then id, and counts), or null when the
 * Verified tab and another verification status exclude each other (no rows).
 */
export function directoryPageArgs<K extends string>(spec: DirectorySpec<K>, filters: DirectoryFilters<K>): DirectoryPageArgs | null {
  const status = filters.verificationStatus === 'all' ? '' : filters.verificationStatus;
  if (filters.verifiedOnly && status && status !== 'verified') return null;
  const args: DirectoryPageArgs = {
    search: searchableText(filters.search),
    location: searchableText(filters.location),
    verification_status: filters.verifiedOnly ? 'verified' : status,
    page: filters.page,
    page_size: DIRECTORY_PAGE_SIZE,
  };
  for (const select of spec.selects) args[select.column] = filters[select.key] ?? '';
  return args;
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

/**
 * The server's refusal of these filters, known without the round trip (a long text from an edited URL;
 * the inputs stop at the limit), or null. The Featured tab filters its rows here, so nothing is refused.
 */
export function directoryRefusal<K extends string>(spec: DirectorySpec<K>, filters: DirectoryFilters<K>): string | null {
  if (filters.featured) return null;
  const args = directoryPageArgs(spec, filters);
  return args && (directorySearchError(args.search) ?? directorySearchError(args.location));
}

export interface DirectoryResult<T> {
  items: T[];
  /** Rows matching the filters on all pages, counted exactly up to 1,000 past the page's first row. */
  total: number;
  /** More rows match than `total` (the count stopped there: 'of 1,000+'). */
  more?: boolean;
}

/** What a directory's page function answers: one page of rows, the count and whether it stopped counting. */
export interface DirectoryPageAnswer<Row> {
  items: Row[];
  total: number;
  more: boolean;
}

/** The typed calls that read a directory (the rows are the cards' columns, as the schema gives them). */
export interface DirectoryReads<Row> {
  /** One page with its count, through the page function (founder_directory_page, investor_directory_page). */
  page(supabase: PortalSupabaseClient, args: DirectoryPageArgs): AbortableQuery<DirectoryPageAnswer<Row>>;
  /** The top verified profiles, at most `maxRows`, through the featured function (featured_founders, featured_investors). */
  featured(supabase: PortalSupabaseClient, maxRows: number): AbortableQuery<Row[]>;
}

/**
 * Lists one page of a directory through its page function (one request: the rows and the count).
 * A failed read throws (a RequestError with the HTTP status), so the page shows its error state
 * with Retry instead of an empty directory.
 */
export async function listDirectory<K extends string, Row extends Record<string, unknown>>(
  spec: DirectorySpec<K>,
  reads: DirectoryReads<Row>,
  filters: DirectoryFilters<K>,
  signal?: AbortSignal,
): Promise<DirectoryResult<Row>> {
  if (filters.featured) return listFeatured(spec, reads, filters, signal);
  const args = directoryPageArgs(spec, filters);
  if (!args) return { items: [], total: 0, more: false };
  const refused = directoryRefusal(spec, filters);
  if (refused) throw new Error(refused);
  const page = await readQuery(reads.page(await loadSupabase(), args), signal);
  return { items: page?.items ?? [], total: page?.total ?? 0, more: page?.more ?? false };
}

/** The Featured tab: the database's top verified profiles (computed score, hidden ones never), narrowed by the other filters; one page. */
async function listFeatured<K extends string, Row extends Record<string, unknown>>(
  spec: DirectorySpec<K>,
  reads: DirectoryReads<Row>,
  filters: DirectoryFilters<K>,
  signal: AbortSignal | undefined,
): Promise<DirectoryResult<Row>> {
  const data = await readQuery(reads.featured(await loadSupabase(), FEATURED_READ), signal);
  const rows = (data ?? []).filter((row) => matchesDirectoryFilters(spec, row, filters));
  const items = filters.page === 1 ? rows.slice(0, FEATURED_COUNT) : [];
  return { items, total: Math.min(rows.length, FEATURED_COUNT) };
}
