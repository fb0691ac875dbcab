import { DirectoryListing } from '../../../../components/Directory/DirectoryListing';
import { INVESTORS_PAGE_SIZE } from '../../api/list-investors';
import { useInvestorFilters, type InvestorTab } from '../../hooks/use-investor-filters';
import { useInvestors } from '../../hooks/use-investors';
import { InvestorCard } from '../InvestorCard/InvestorCard';
import { InvestorFilters } from '../InvestorFilters/InvestorFilters';

const TABS: { value: InvestorTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  // Spec section 2: Featured has no effect; it lists the same investors as All.
  { value: 'featured', label: 'Featured' },
];

/** /investors: the Investors Directory. Filters, sort and paging run on the server; the URL holds the state. */
export function InvestorsPage() {
  const { state, filters, update, reset } = useInvestorFilters();
  const investors = useInvestors(filters);

  return (
    <DirectoryListing
      title="Investors Directory"
      subtitle="Find investors backing healthcare and technology startups"
      searchLabel="Search investors"
      searchPlaceholder="Search by firm name or investor type..."
      filters={<InvestorFilters state={state} onChange={update} onReset={reset} />}
      tabs={TABS}
      tabListLabel="Investor lists"
      state={state}
      update={update}
      status={investors.status}
      error={investors.error}
      onRetry={investors.retry}
      items={investors.data?.investors ?? []}
      total={investors.data?.total ?? 0}
      pageSize={INVESTORS_PAGE_SIZE}
      renderItem={(investor) => <InvestorCard key={investor.id} investor={investor} />}
      loadingText="Loading investors..."
      emptyText="No investors found matching your filters."
      clearTo="/investors"
      noun={['investor', 'investors']}
    />
  );
}
