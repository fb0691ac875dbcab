import type { PortalReadStatus } from '@donation-network/portal-session';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DIRECTORY_SEARCH_MAX } from '@donation-network/shared-rules';
import { Button, DataState, FilterInput, Grid, PageHeading, Tab, TabList, TabPanel, Tabs } from '@donation-network/shared-ui';
import { DirectoryLayout, DirectoryPage, EmptyState, Muted, Pager, SearchForm, showingText, Toolbar } from './Directory';

export interface DirectoryListingState<TTab extends string> {
  search: string;
  tab: TTab;
  page: number;
}

export interface DirectoryListingProps<TItem, TTab extends string> {
  title: string;
  subtitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The filters panel shown beside the results. */
  filters: ReactNode;
  tabs: { value: TTab; label: string }[];
  tabListLabel: string;
  /** The URL state; `update` writes a patch of it back to the URL. */
  state: DirectoryListingState<TTab>;
  update: (patch: Partial<DirectoryListingState<TTab>>) => void;
  /** The read of the current page; items and total count only on success. */
  status: PortalReadStatus;
  error?: unknown;
  onRetry: () => void;
  items: TItem[];
  total: number;
  /** More rows match than `total` (the server's count stopped there). */
  more?: boolean;
  pageSize: number;
  /** Renders one grid cell; the element needs its own key. */
  renderItem: (item: TItem) => ReactNode;
  loadingText: string;
  emptyText: string;
  clearTo: string;
  /** Singular and plural for 'Showing x–y of n founders'. */
  noun: [string, string];
}

/**
 * A directory page: heading, filters, search box (local text, submitted to the URL), All/Verified/Featured
 * tabs sharing one results panel, loading/error/empty states, the card grid and the pager.
 */
export function DirectoryListing<TItem, TTab extends string>(props: DirectoryListingProps<TItem, TTab>) {
  const { state, update, status, items, total, pageSize } = props;
  const [search, setSearch] = useState(state.search);
  // the URL wins when its search changes from outside (Clear filters, back button): adjusted
  // while rendering, React's pattern for state that follows a prop, not in an effect
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearch(state.search);
  }

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: search.trim() });
  };

  // a stopped count offers the page after the counted ones too
  const pageCount = Math.max(1, Math.ceil(total / pageSize) + (props.more ? 1 : 0));
  const results = (
    <DataState
      status={status}
      error={props.error}
      onRetry={props.onRetry}
      loadingLabel={props.loadingText}
      isEmpty={items.length === 0}
      empty={<EmptyState message={props.emptyText} clearTo={props.clearTo} />}
    >
      {() => (
        <>
          <Grid minColumnWidth={280} gap={16}>
            {items.map(props.renderItem)}
          </Grid>
          <Pager page={state.page} pageCount={pageCount} onPageChange={(page) => update({ page })} />
        </>
      )}
    </DataState>
  );

  return (
    <DirectoryPage>
      <PageHeading title={props.title} subtitle={props.subtitle} />
      <DirectoryLayout>
        {props.filters}
        <div>
          <SearchForm role="search" onSubmit={submitSearch}>
            <FilterInput
              type="search"
              aria-label={props.searchLabel}
              placeholder={props.searchPlaceholder}
              value={search}
              maxLength={DIRECTORY_SEARCH_MAX}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </SearchForm>
          <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as TTab })}>
            <Toolbar>
              <TabList aria-label={props.tabListLabel}>
                {props.tabs.map((tab) => (
                  <Tab key={tab.value} value={tab.value}>
                    {tab.label}
                  </Tab>
                ))}
              </TabList>
              {status === 'success' && total > 0 && (
                <Muted aria-live="polite">{showingText(state.page, pageSize, items.length, total, props.noun, props.more)}</Muted>
              )}
            </Toolbar>
            {props.tabs.map((tab) => (
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
