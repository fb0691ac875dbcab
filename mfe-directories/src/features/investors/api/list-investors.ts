import type { FunctionRow } from '@donation-network/portal-data';
import {
  directoryPageArgs,
  listDirectory,
  type DirectoryPageArgs,
  type DirectoryReads,
  type DirectoryResult,
} from '../../../lib/directory-query';
import { emptyFilters, type DirectoryFilters, type DirectorySpec } from '../../../lib/directory-spec';
import { INVESTMENT_FOCUS_OPTIONS, INVESTOR_TYPES, normaliseInvestor, type InvestorListItem } from './investor-profile';

export type InvestorSelectKey = 'investorType' | 'investmentFocus';

/** The investors directory: search by firm name or investor type; filter by type and by one investment focus. */
export const INVESTORS_SPEC: DirectorySpec<InvestorSelectKey> = {
  table: 'investor_profiles',
  listColumns:
    'id, firm_name, display_name, investor_type, investment_focus, investment_stages, typical_check_size, total_assets_under_management, location, verification_status, credibility_score',
  searchColumns: ['firm_name', 'investor_type'],
  selects: [
    {
      key: 'investorType',
      param: 'type',
      column: 'investor_type',
      match: 'eq',
      options: INVESTOR_TYPES,
      label: 'Investor Type',
      allLabel: 'All Types',
    },
    {
      key: 'investmentFocus',
      param: 'focus',
      column: 'investment_focus',
      match: 'contains',
      options: INVESTMENT_FOCUS_OPTIONS,
      label: 'Investment Focus',
      allLabel: 'All Focus Areas',
    },
  ],
};

/** The investors' page and featured functions (both answer the cards' columns). */
const INVESTOR_READS: DirectoryReads<FunctionRow<'featured_investors'>> = {
  page: (supabase, args) => supabase.rpc('investor_directory_page', args),
  featured: (supabase, maxRows) => supabase.rpc('featured_investors', { max_rows: maxRows }),
};

/** Columns read by the directory cards. */
export const INVESTOR_LIST_COLUMNS: string = INVESTORS_SPEC.listColumns;

export type InvestorFilters = DirectoryFilters<InvestorSelectKey>;

export const EMPTY_INVESTOR_FILTERS: InvestorFilters = emptyFilters(INVESTORS_SPEC);

/** Pure: the investors filters as the arguments of investor_directory_page (null: the filters exclude every row). */
export function investorPageArgs(filters: InvestorFilters): DirectoryPageArgs | null {
  return directoryPageArgs(INVESTORS_SPEC, filters);
}

export type InvestorPage = DirectoryResult<InvestorListItem>;

/** Lists one page of investors; a failed read throws (the page shows its error state with Retry). */
export async function listInvestors(filters: InvestorFilters, signal?: AbortSignal): Promise<InvestorPage> {
  const page = await listDirectory(INVESTORS_SPEC, INVESTOR_READS, filters, signal);
  return { ...page, items: page.items.map(normaliseInvestor) };
}
