import { DirectoryListing } from '../../../../components/Directory/DirectoryListing';
import { FOUNDERS_PAGE_SIZE } from '../../api/list-founders';
import { useFounderFilters, type FounderTab } from '../../hooks/use-founder-filters';
import { useFounders } from '../../hooks/use-founders';
import { FounderCard } from '../FounderCard/FounderCard';
import { FounderFilters } from '../FounderFilters/FounderFilters';

const TABS: { value: FounderTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  // Spec section 2: Featured has no effect; it lists the same founders as All.
  { value: 'featured', label: 'Featured' },
];

/** /founders: the Founders Directory. Filters, sort and paging run on the server; the URL holds the state. */
export function FoundersPage() {
  const { state, filters, update, reset } = useFounderFilters();
  const founders = useFounders(filters);

  return (
    <DirectoryListing
      title="Founders Directory"
      subtitle="Discover healthcare startups and connect with the founders building them"
      searchLabel="Search founders"
      searchPlaceholder="Search by company name or industry..."
      filters={<FounderFilters state={state} onChange={update} onReset={reset} />}
      tabs={TABS}
      tabListLabel="Founder lists"
      state={state}
      update={update}
      status={founders.status}
      error={founders.error}
      onRetry={founders.retry}
      items={founders.data?.founders ?? []}
      total={founders.data?.total ?? 0}
      pageSize={FOUNDERS_PAGE_SIZE}
      renderItem={(founder) => <FounderCard key={founder.id} founder={founder} />}
      loadingText="Loading founders..."
      emptyText="No founders found matching your filters."
      clearTo="/founders"
      noun={['founder', 'founders']}
    />
  );
}
