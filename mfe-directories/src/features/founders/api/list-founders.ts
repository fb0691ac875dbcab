import type { FunctionRow } from '@donation-network/portal-data';
import {
  directoryPageArgs,
  listDirectory,
  type DirectoryPageArgs,
  type DirectoryReads,
  type DirectoryResult,
} from '../../../lib/directory-query';
import { emptyFilters, type DirectoryFilters, type DirectorySpec } from '../../../lib/directory-spec';
import { FOUNDER_INDUSTRIES, FUNDING_STAGES, type FounderListItem } from './founder-profile';

export type FounderSelectKey = 'industry' | 'fundingStage';

/** The founders directory: search by company name or industry; filter by industry and funding stage. */
export const FOUNDERS_SPEC: DirectorySpec<FounderSelectKey> = {
  table: 'founder_profiles',
  listColumns:
    'id, company_name, industry, funding_stage, location, team_size, company_description, looking_for, verification_status, credibility_score',
  searchColumns: ['company_name', 'industry'],
  selects: [
    {
      key: 'industry',
      param: 'industry',
      column: 'industry',
      match: 'eq',
      options: FOUNDER_INDUSTRIES,
      label: 'Industry',
      allLabel: 'All Industries',
    },
    {
      key: 'fundingStage',
      param: 'stage',
      column: 'funding_stage',
      match: 'eq',
      options: FUNDING_STAGES,
      label: 'Funding Stage',
      allLabel: 'All Stages',
    },
  ],
};

/** The founders' page and featured functions (both answer the cards' columns). */
const FOUNDER_READS: DirectoryReads<FunctionRow<'featured_founders'>> = {
  page: (supabase, args) => supabase.rpc('founder_directory_page', args),
  featured: (supabase, maxRows) => supabase.rpc('featured_founders', { max_rows: maxRows }),
};

/** Columns read by the directory cards. */
export const FOUNDER_LIST_COLUMNS: string = FOUNDERS_SPEC.listColumns;

export type FounderFilters = DirectoryFilters<FounderSelectKey>;

export const EMPTY_FOUNDER_FILTERS: FounderFilters = emptyFilters(FOUNDERS_SPEC);

/** Pure: the founders filters as the arguments of founder_directory_page (null: the filters exclude every row). */
export function founderPageArgs(filters: FounderFilters): DirectoryPageArgs | null {
  return directoryPageArgs(FOUNDERS_SPEC, filters);
}

export type FounderPage = DirectoryResult<FounderListItem>;

/** Lists one page of founders; a failed read throws (the page shows its error state with Retry). */
export function listFounders(filters: FounderFilters, signal?: AbortSignal): Promise<FounderPage> {
  return listDirectory(FOUNDERS_SPEC, FOUNDER_READS, filters, signal);
}
