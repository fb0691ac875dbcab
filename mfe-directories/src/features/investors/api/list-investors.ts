import { directoryPageArgs, listDirectory, type DirectoryPageArgs, type DirectoryResult } from '../../../lib/directory-query';
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
  pageFunction: 'investor_directory_page',
  featuredFunction: 'featured_investors',
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
export function listInvestors(filters: InvestorFilters, signal?: AbortSignal): Promise<InvestorPage> {
  return listDirectory<InvestorSelectKey, InvestorListItem>(INVESTORS_SPEC, filters, signal, normaliseInvestor);
}
