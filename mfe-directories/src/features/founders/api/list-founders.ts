import { listDirectory, type DirectoryReads, type DirectoryResult } from '../../../lib/directory-query';
import type { DirectoryFilters, DirectorySpec } from '../../../lib/directory-spec';
import { FOUNDER_INDUSTRIES, FUNDING_STAGES, type FounderListItem } from './founder-profile';

export type FounderSelectKey = 'industry' | 'fundingStage';

/** The founders directory: search by company name or industry; filter by industry and funding stage. */
export const FOUNDERS_SPEC: DirectorySpec<FounderSelectKey> = {
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
const FOUNDER_READS: DirectoryReads<FounderListItem> = {
  page: (supabase, args) => supabase.rpc('founder_directory_page', args),
  featured: (supabase, maxRows) => supabase.rpc('featured_founders', { max_rows: maxRows }),
};

export type FounderFilters = DirectoryFilters<FounderSelectKey>;

/** Lists one page of founders; a failed read throws (the page shows its error state with Retry). */
export function listFounders(filters: FounderFilters, signal?: AbortSignal): Promise<DirectoryResult<FounderListItem>> {
  return listDirectory(FOUNDERS_SPEC, FOUNDER_READS, filters, signal);
}
