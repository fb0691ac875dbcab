import { useEffect, useState, type FormEvent } from 'react';
import { Button, FilterInput, Grid, PageHeading, Tab, TabList, TabPanel, Tabs } from 'shared-ui';
import {
  DirectoryLayout,
  DirectoryPage,
  EmptyState,
  LoadingState,
  Muted,
  Pager,
  SearchForm,
  showingText,
  Toolbar,
} from '../../../../components/Directory/Directory';
import { useLoaded } from '../../../../lib/use-loaded';
import { INVESTORS_PAGE_SIZE, listInvestors } from '../../api/list-investors';
import { useInvestorFilters, type InvestorTab } from '../../hooks/use-investor-filters';
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
  const { loading, value } = useLoaded(listInvestors, filters);
  const investors = value?.investors ?? [];
  const total = value?.total ?? 0;
  const [search, setSearch] = useState(state.search);

  useEffect(() => setSearch(state.search), [state.search]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };

  const pageCount = Math.max(1, Math.ceil(total / INVESTORS_PAGE_SIZE));

  let results;
  if (loading) {
    results = <LoadingState>Loading investors...</LoadingState>;
  } else if (investors.length === 0) {
    results = <EmptyState message="No investors found matching your filters." clearTo="/investors" />;
  } else {
    results = (
      <>
        <Grid minColumnWidth={280} gap={16}>
          {investors.map((investor) => (
            <InvestorCard key={investor.id} investor={investor} />
          ))}
        </Grid>
        <Pager page={state.page} pageCount={pageCount} onPage={(page) => update({ page })} />
      </>
    );
  }

  return (
    <DirectoryPage>
      <PageHeading
        title="Investors Directory"
        subtitle="Find investors backing healthcare and technology startups"
      />
      <DirectoryLayout>
        <InvestorFilters state={state} onChange={update} onReset={reset} />
        <div>
          <SearchForm role="search" onSubmit={submitSearch}>
            <FilterInput
              type="search"
              aria-label="Search investors"
              placeholder="Search by firm name or investor type..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </SearchForm>
          <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as InvestorTab })}>
            <Toolbar>
              <TabList aria-label="Investor lists">
                {TABS.map((tab) => (
                  <Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tab>
                ))}
              </TabList>
              {!loading && total > 0 && (
                <Muted aria-live="polite">
                  {showingText(state.page, INVESTORS_PAGE_SIZE, investors.length, total, ['investor', 'investors'])}
                </Muted>
              )}
            </Toolbar>
            {TABS.map((tab) => (
              <TabPanel key={tab.value} value={tab.value}>
                {results}
              </TabPanel>
            ))}
          </Tabs>
        </div>
      </DirectoryLayout>
    </DirectoryPage>
  );
}
