import { useEffect, useMemo, type ReactNode } from 'react';
import { usePortalRead } from '@donation-network/portal-session';
import { usePageMeta } from '@donation-network/shared-ui';
import { directoryRefusal, type DirectoryResult } from '../../lib/directory-query';
import type { DirectoryFilters, DirectorySpec, DirectoryTab, DirectoryUrlState } from '../../lib/directory-spec';
import { useDirectoryFilters } from '../../lib/directory-url-state';
import { DIRECTORY_PAGE_SIZE } from '../../lib/query-patterns';
import { DirectoryFilterPanel } from './DirectoryFilters';
import { DirectoryListing } from './DirectoryListing';

/** Everything that makes one directory (founders, investors) different from the other. */
export interface DirectoryConfig<K extends string, T> {
  /** 'founder' or 'investor': the texts ('Founders Directory', 'Search founders', ...) and the path ('/founders') follow from it. */
  kind: 'founder' | 'investor';
  spec: DirectorySpec<K>;
  /** Reads one page for the filters; a failed read throws. */
  list: (filters: DirectoryFilters<K>, signal: AbortSignal) => Promise<DirectoryResult<T>>;
  /** One grid cell; the element needs its own key. */
  renderCard: (item: T) => ReactNode;
  subtitle: string;
  searchPlaceholder: string;
}

const TABS: { value: DirectoryTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  // the top verified profiles by computed credibility score (featured_founders / featured_investors)
  { value: 'featured', label: 'Featured' },
];

/**
 * A directory page driven by its configuration. Filters, sort and paging run on the server; the URL holds
 * the state. The page of rows is read while the page renders on the portal's server, so its HTML lists them.
 */
export function DirectoryScreen<K extends string, T>({ config }: { config: DirectoryConfig<K, T> }) {
  const { state, filters, update, reset } = useDirectoryFilters(config.spec);
  // a refusal needs no read: shown at once, and the same on the server and in the browser
  const refused = directoryRefusal(config.spec, filters);
  const refusal = useMemo(() => (refused ? new Error(refused) : null), [refused]);
  const read = usePortalRead({
    queryKey: ['directory', config.kind, filters],
    read: (signal) => config.list(filters, signal),
    enabled: refusal === null,
  });
  const result = refusal ? { ...read, status: 'error' as const, error: refusal } : read;
  const { kind } = config;
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  usePageMeta(`${Kind}s Directory`, config.subtitle);

  // a page past the end (an old link, or the list shrank) goes to the last page that has rows; until
  // then the page shows as loading, not as an empty result with a count that cannot be
  const total = result.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const pastTheEnd = result.status === 'success' && state.page > 1 && result.data?.items.length === 0;
  const clamping = pastTheEnd && state.page !== lastPage;
  useEffect(() => {
    if (clamping) update({ page: lastPage } as Partial<DirectoryUrlState<K>>, { replace: true });
  }, [clamping, lastPage, update]);

  return (
    <DirectoryListing
      title={`${Kind}s Directory`}
      subtitle={config.subtitle}
      searchLabel={`Search ${kind}s`}
      searchPlaceholder={config.searchPlaceholder}
      filters={<DirectoryFilterPanel spec={config.spec} state={state} onChange={update} onReset={reset} />}
      tabs={TABS}
      tabListLabel={`${Kind} lists`}
      state={state}
      update={(patch) => update(patch as Partial<DirectoryUrlState<K>>)}
      status={clamping ? 'loading' : result.status}
      error={result.error}
      onRetry={result.retry}
      items={result.data?.items ?? []}
      total={total}
      more={result.data?.more ?? false}
      pageSize={DIRECTORY_PAGE_SIZE}
      renderItem={config.renderCard}
      loadingText={`Loading ${kind}s...`}
      emptyText={`No ${kind}s found matching your filters.`}
      clearTo={`/${kind}s`}
      noun={[kind, `${kind}s`]}
    />
  );
}
