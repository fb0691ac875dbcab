/** What a directory (founders, investors) is made of: its search, filters and URL parameters. */

export type VerificationStatus = 'verified' | 'pending' | 'unverified';

export const VERIFICATION_STATUSES: readonly VerificationStatus[] = ['verified', 'pending', 'unverified'];

/** All, Verified (only verified profiles) and Featured (the top verified profiles by computed credibility score). */
export type DirectoryTab = 'all' | 'verified' | 'featured';

/** Filters every directory has. */
export interface BaseDirectoryFilters {
  /** Matches the directory's search columns (case-insensitive containment). */
  search: string;
  /** Case-insensitive containment; '' = all. */
  location: string;
  verificationStatus: VerificationStatus | 'all';
  /** The Verified tab: only verified profiles. */
  verifiedOnly: boolean;
  /** The Featured tab: the database's featured list (top verified by computed score), narrowed by the other filters. */
  featured: boolean;
  /** 1-based page of DIRECTORY_PAGE_SIZE rows. */
  page: number;
}

/** The server query of a directory: the base filters plus its own select filters (keys K). */
export type DirectoryFilters<K extends string> = BaseDirectoryFilters & Record<K, string>;

/** The directory state as it appears in the query string (shareable links). */
export type DirectoryUrlState<K extends string> = Omit<BaseDirectoryFilters, 'verifiedOnly' | 'featured'> & { tab: DirectoryTab } & Record<
    K,
    string
  >;

/** A drop-down filter: one value of `options`, matched against `column`. */
export interface SelectFilterSpec<K extends string> {
  key: K;
  /** Its name in the query string. */
  param: string;
  column: string;
  /** `eq`: the column equals the value; `contains`: the array column contains it. */
  match: 'eq' | 'contains';
  options: readonly string[];
  label: string;
  /** The first option, meaning no filter ('All Industries'). */
  allLabel: string;
}

export interface DirectorySpec<K extends string> {
  /** Columns the search box matches. */
  searchColumns: readonly string[];
  /** The first select stands before Location, the second after it (filters panel, URL and query). */
  selects: readonly [SelectFilterSpec<K>, SelectFilterSpec<K>];
}

/** No search, no filter, page 1. */
export function emptyFilters<K extends string>(spec: DirectorySpec<K>): DirectoryFilters<K> {
  const selects = Object.fromEntries(spec.selects.map((select) => [select.key, ''])) as Record<K, string>;
  return { search: '', location: '', verificationStatus: 'all', verifiedOnly: false, featured: false, page: 1, ...selects };
}
