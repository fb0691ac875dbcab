import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, Grid, PageHeading, Spinner, Tab, TabList, TabPanel, Tabs } from 'shared-ui';
import { FilterInput } from 'shared-ui';
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

const Page = styled(Container)`
  padding-top: 40px;
  padding-bottom: 64px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  margin-top: 24px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

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
  const first = (state.page - 1) * FOUNDERS_PAGE_SIZE + 1;
  const last = first + founders.length - 1;

  let results;
  if (loading) {
    results = (
      <Centered role="status">
        <Spinner aria-hidden="true" />
        <span>Loading founders...</span>
      </Centered>
    );
  } else if (founders.length === 0) {
    results = (
      <Centered>
        <p>No founders found matching your filters.</p>
        <Link to="/founders">Clear filters</Link>
      </Centered>
    );
  } else {
    results = (
      <>
        <Grid minColumnWidth={280} gap={16}>
          {founders.map((founder) => (
            <FounderCard key={founder.id} founder={founder} />
          ))}
        </Grid>
        {pageCount > 1 && (
          <Pager aria-label="Pagination">
            <Button
              variant="outline"
              size="sm"
              disabled={state.page <= 1}
              onClick={() => update({ page: state.page - 1 })}
            >
              Previous
            </Button>
            <Muted aria-current="page">
              Page {state.page} of {pageCount}
            </Muted>
            <Button
              variant="outline"
              size="sm"
              disabled={state.page >= pageCount}
              onClick={() => update({ page: state.page + 1 })}
            >
              Next
            </Button>
          </Pager>
        )}
      </>
    );
  }

  return (
    <Page>
      <PageHeading
        title="Founders Directory"
        subtitle="Discover healthcare startups and connect with the founders building them"
      />
      <Layout>
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
                  Showing {first}–{last} of {total} {total === 1 ? 'founder' : 'founders'}
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
      </Layout>
    </Page>
  );
}
