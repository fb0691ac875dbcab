import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oneOf, parsePage } from '../../../lib/query-patterns';
import { INVESTMENT_FOCUS_OPTIONS, INVESTOR_TYPES, type VerificationStatus } from '../api/investor-profile';
import { EMPTY_INVESTOR_FILTERS, type InvestorFilters } from '../api/list-investors';

export type InvestorTab = 'all' | 'verified' | 'featured';

/** The directory state as it appears in the query string (shareable links). */
export interface InvestorUrlState {
  search: string;
  investorType: string;
  location: string;
  investmentFocus: string;
  verificationStatus: VerificationStatus | 'all';
  tab: InvestorTab;
  page: number;
}

const PARAM: Record<keyof InvestorUrlState, string> = {
  search: 'q',
  investorType: 'type',
  location: 'location',
  investmentFocus: 'focus',
  verificationStatus: 'status',
  tab: 'tab',
  page: 'page',
};

const STATUSES: readonly string[] = ['verified', 'pending', 'unverified'];
const TABS: readonly string[] = ['verified', 'featured'];

/** Reads the URL; unknown values fall back to "all" so a hand-edited link still works. */
export function parseInvestorParams(params: URLSearchParams): InvestorUrlState {
  return {
    search: params.get(PARAM.search) ?? '',
    investorType: oneOf(params.get(PARAM.investorType), INVESTOR_TYPES),
    location: params.get(PARAM.location) ?? '',
    investmentFocus: oneOf(params.get(PARAM.investmentFocus), INVESTMENT_FOCUS_OPTIONS),
    verificationStatus: (oneOf(params.get(PARAM.verificationStatus), STATUSES) || 'all') as InvestorUrlState['verificationStatus'],
    tab: (oneOf(params.get(PARAM.tab), TABS) || 'all') as InvestorTab,
    page: parsePage(params.get(PARAM.page)),
  };
}

/** Writes the state back, leaving defaults out of the URL. */
export function toInvestorParams(state: InvestorUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: InvestorUrlState = { ...EMPTY_INVESTOR_FILTERS, tab: 'all' };
  (Object.keys(PARAM) as (keyof InvestorUrlState)[]).forEach((key) => {
    const value = state[key];
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text && value !== defaults[key]) params.set(PARAM[key], key === 'location' ? String(value) : text);
  });
  return params;
}

/** A directory link carrying some filters (Similar Investors). */
export function investorsHref(patch: Partial<InvestorUrlState>): string {
  const query = toInvestorParams({ ...EMPTY_INVESTOR_FILTERS, tab: 'all', ...patch }).toString();
  return query ? `/investors?${query}` : '/investors';
}

/** The server query for a URL state. The Featured tab has no effect (spec section 2). */
export function toInvestorFilters(state: InvestorUrlState): InvestorFilters {
  return {
    search: state.search,
    investorType: state.investorType,
    location: state.location,
    investmentFocus: state.investmentFocus,
    verificationStatus: state.verificationStatus,
    verifiedOnly: state.tab === 'verified',
    page: state.page,
  };
}

/** Directory state kept in the query string. Any change but a page change goes back to page 1. */
export function useInvestorFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseInvestorParams(params), [params]);
  const filters = useMemo(() => toInvestorFilters(state), [state]);

  const update = useCallback(
    (patch: Partial<InvestorUrlState>, options: { replace?: boolean } = {}) => {
      setParams((current) => toInvestorParams({ ...parseInvestorParams(current), page: 1, ...patch }), {
        replace: options.replace,
      });
    },
    [setParams],
  );

  /** Reset Filters: clears search and filters, keeps the tab. */
  const reset = useCallback(() => {
    setParams((current) => toInvestorParams({ ...parseInvestorParams(current), ...EMPTY_INVESTOR_FILTERS }));
  }, [setParams]);

  return { state, filters, update, reset };
}
