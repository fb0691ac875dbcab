import { listDirectory, type DirectoryReads, type DirectoryResult } from '../../../lib/directory-query';
import type { DirectoryFilters, DirectorySpec } from '../../../lib/directory-spec';
import { INVESTMENT_FOCUS_OPTIONS, INVESTOR_TYPES, normaliseInvestor, type InvestorListItem } from './investor-profile';

export type InvestorSelectKey = 'investorType' | 'investmentFocus';

/** The investors directory: search by firm name or investor type; filter by type and by one investment focus. */
export const INVESTORS_SPEC: DirectorySpec<InvestorSelectKey> = {
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
const INVESTOR_READS: DirectoryReads<InvestorListItem> = {
  page: (supabase, args) => supabase.rpc('investor_directory_page', args),
  featured: (supabase, maxRows) => supabase.rpc('featured_investors', { max_rows: maxRows }),
};

export type InvestorFilters = DirectoryFilters<InvestorSelectKey>;

/** Lists one page of investors; a failed read throws (the page shows its error state with Retry). */
export async function listInvestors(filters: InvestorFilters, signal?: AbortSignal): Promise<DirectoryResult<InvestorListItem>> {
  const page = await listDirectory(INVESTORS_SPEC, INVESTOR_READS, filters, signal);
  return { ...page, items: page.items.map(normaliseInvestor) };
}
