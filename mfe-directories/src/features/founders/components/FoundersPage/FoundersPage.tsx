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
  const { loading, founders, total } = useFounders(filters);
  const [search, setSearch] = useState(state.search);

  useEffect(() => setSearch(state.search), [state.search]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };

  const pageCount = Math.max(1, Math.ceil(total / FOUNDERS_PAGE_SIZE));
  let results;
  if (loading) {
    results = <LoadingState>Loading founders...</LoadingState>;
  } else if (founders.length === 0) {
    results = <EmptyState message="No founders found matching your filters." clearTo="/founders" />;
  } else {
    results = (
      <>
        <Grid minColumnWidth={280} gap={16}>
          {founders.map((founder) => (
            <FounderCard key={founder.id} founder={founder} />
          ))}
        </Grid>
        <Pager page={state.page} pageCount={pageCount} onPage={(page) => update({ page })} />
      </>
    );
  }

  return (
    <DirectoryPage>
      <PageHeading
        title="Founders Directory"
        subtitle="Discover healthcare startups and connect with the founders building them"
      />
      <DirectoryLayout>
        <FounderFilters state={state} onChange={update} onReset={reset} />
        <div>
          <SearchForm role="search" onSubmit={submitSearch}>
            <FilterInput
              type="search"
              aria-label="Search founders"
              placeholder="Search by company name or industry..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </SearchForm>
          <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as FounderTab })}>
            <Toolbar>
              <TabList aria-label="Founder lists">
                {TABS.map((tab) => (
                  <Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tab>
                ))}
              </TabList>
              {!loading && total > 0 && (
                <Muted aria-live="polite">
                  {showingText(state.page, FOUNDERS_PAGE_SIZE, founders.length, total, ['founder', 'founders'])}
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
