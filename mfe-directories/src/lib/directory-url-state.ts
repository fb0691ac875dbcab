import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  emptyFilters,
  VERIFICATION_STATUSES,
  type DirectoryFilters,
  type DirectorySpec,
  type DirectoryTab,
  type DirectoryUrlState,
} from './directory-spec';
import { oneOf, parsePage } from './query-patterns';

const TABS: readonly string[] = ['verified', 'featured'];

/** State keys and their query-string names, in the order they appear in the URL. */
function paramNames<K extends string>(spec: DirectorySpec<K>): [keyof DirectoryUrlState<K>, string][] {
  const [first, second] = spec.selects;
  return [
    ['search', 'q'],
    [first.key, first.param],
    ['location', 'location'],
    [second.key, second.param],
    ['verificationStatus', 'status'],
    ['tab', 'tab'],
    ['page', 'page'],
  ];
}

/** Reads the URL; unknown values fall back to "all" so a hand-edited link still works. */
export function parseDirectoryParams<K extends string>(spec: DirectorySpec<K>, params: URLSearchParams): DirectoryUrlState<K> {
  const selects = Object.fromEntries(spec.selects.map((select) => [select.key, oneOf(params.get(select.param), select.options)])) as Record<
    K,
    string
  >;
  return {
    search: params.get('q') ?? '',
    location: params.get('location') ?? '',
    verificationStatus: (oneOf(params.get('status'), VERIFICATION_STATUSES) || 'all') as DirectoryUrlState<K>['verificationStatus'],
    tab: (oneOf(params.get('tab'), TABS) || 'all') as DirectoryTab,
    page: parsePage(params.get('page')),
    ...selects,
  } as DirectoryUrlState<K>;
}

/** Writes the state back, leaving defaults out of the URL. */
export function toDirectoryParams<K extends string>(spec: DirectorySpec<K>, state: DirectoryUrlState<K>): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: DirectoryUrlState<K> = { ...emptyFilters(spec), tab: 'all' };
  paramNames(spec).forEach(([key, param]) => {
    const value = state[key] as unknown;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text && value !== defaults[key]) params.set(param, key === 'location' ? String(value) : text);
  });
  return params;
}

/** A directory link carrying some filters (for example Similar Investors). */
export function directoryHref<K extends string>(spec: DirectorySpec<K>, basePath: string, patch: Partial<DirectoryUrlState<K>>): string {
  const state: DirectoryUrlState<K> = { ...emptyFilters(spec), tab: 'all', ...patch };
  const query = toDirectoryParams(spec, state).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The server query for a URL state: the Verified tab filters to verified, Featured reads the featured list. */
export function toDirectoryFilters<K extends string>(state: DirectoryUrlState<K>): DirectoryFilters<K> {
  const { tab, ...rest } = state;
  return { ...rest, verifiedOnly: tab === 'verified', featured: tab === 'featured' } as DirectoryFilters<K>;
}

/** Directory state kept in the query string. Any change but a page change goes back to page 1. */
export function useDirectoryFilters<K extends string>(spec: DirectorySpec<K>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDirectoryParams(spec, params), [spec, params]);
  const filters = useMemo(() => toDirectoryFilters(state), [state]);

  const update = useCallback(
    (patch: Partial<DirectoryUrlState<K>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => toDirectoryParams(spec, { ...parseDirectoryParams(spec, current), page: 1, ...patch } as DirectoryUrlState<K>),
        { replace: options.replace },
      );
    },
    [spec, setParams],
  );

  /** Reset Filters: clears search and filters, keeps the tab. */
  const reset = useCallback(() => {
    // the empty filters' verifiedOnly and featured are no URL values, so toDirectoryParams leaves them out
    setParams((current) =>
      toDirectoryParams(spec, { ...parseDirectoryParams(spec, current), ...emptyFilters(spec) } as DirectoryUrlState<K>),
    );
  }, [spec, setParams]);

  return { state, filters, update, reset };
}
