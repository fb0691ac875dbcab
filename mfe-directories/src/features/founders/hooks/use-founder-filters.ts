import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FOUNDER_INDUSTRIES, FUNDING_STAGES, type VerificationStatus } from '../api/founder-profile';
import { oneOf, parsePage } from '../../../lib/query-patterns';
import { EMPTY_FOUNDER_FILTERS, type FounderFilters } from '../api/list-founders';

export type FounderTab = 'all' | 'verified' | 'featured';

/** The directory state as it appears in the query string (shareable links). */
export interface FounderUrlState {
  search: string;
  industry: string;
  location: string;
  fundingStage: string;
  verificationStatus: VerificationStatus | 'all';
  tab: FounderTab;
  page: number;
}

const PARAM: Record<keyof FounderUrlState, string> = {
  search: 'q',
  industry: 'industry',
  location: 'location',
  fundingStage: 'stage',
  verificationStatus: 'status',
  tab: 'tab',
  page: 'page',
};

const STATUSES: readonly string[] = ['verified', 'pending', 'unverified'];
const TABS: readonly string[] = ['verified', 'featured'];


/** Reads the URL; unknown values fall back to "all" so a hand-edited link still works. */
export function parseFounderParams(params: URLSearchParams): FounderUrlState {
  return {
    search: params.get(PARAM.search) ?? '',
    industry: oneOf(params.get(PARAM.industry), FOUNDER_INDUSTRIES),
    location: params.get(PARAM.location) ?? '',
    fundingStage: oneOf(params.get(PARAM.fundingStage), FUNDING_STAGES),
    verificationStatus: (oneOf(params.get(PARAM.verificationStatus), STATUSES) || 'all') as FounderUrlState['verificationStatus'],
    tab: (oneOf(params.get(PARAM.tab), TABS) || 'all') as FounderTab,
    page: parsePage(params.get(PARAM.page)),
  };
}

/** Writes the state back, leaving defaults out of the URL. */
export function toFounderParams(state: FounderUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: FounderUrlState = { ...EMPTY_FOUNDER_FILTERS, tab: 'all' };
  (Object.keys(PARAM) as (keyof FounderUrlState)[]).forEach((key) => {
    const value = state[key];
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text && value !== defaults[key]) params.set(PARAM[key], key === 'location' ? String(value) : text);
  });
  return params;
}

/** The server query for a URL state. The Featured tab has no effect (spec section 2). */
export function toFounderFilters(state: FounderUrlState): FounderFilters {
  return {
    search: state.search,
    industry: state.industry,
    location: state.location,
    fundingStage: state.fundingStage,
    verificationStatus: state.verificationStatus,
    verifiedOnly: state.tab === 'verified',
    page: state.page,
  };
}

/** Directory state kept in the query string. Any change but a page change goes back to page 1. */
export function useFounderFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseFounderParams(params), [params]);
  const filters = useMemo(() => toFounderFilters(state), [state]);

  const update = useCallback(
    (patch: Partial<FounderUrlState>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseFounderParams(current);
          return toFounderParams({ ...previous, page: 1, ...patch });
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  /** Reset Filters: clears search and filters, keeps the tab. */
  const reset = useCallback(() => {
    setParams((current) => toFounderParams({ ...parseFounderParams(current), ...EMPTY_FOUNDER_FILTERS }));
  }, [setParams]);

  return { state, filters, update, reset };
}
