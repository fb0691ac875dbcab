import type { DirectoryUrlState } from '../../../lib/directory-spec';
import { directoryHref, parseDirectoryParams, toDirectoryFilters, toDirectoryParams } from '../../../lib/directory-url-state';
import { INVESTORS_SPEC, type InvestorFilters, type InvestorSelectKey } from '../api/list-investors';

/** The investors directory state as it appears in the query string (shareable links). */
export type InvestorUrlState = DirectoryUrlState<InvestorSelectKey>;

/** Reads the URL; unknown values fall back to "all" so a hand-edited link still works. */
export const parseInvestorParams = (params: URLSearchParams): InvestorUrlState => parseDirectoryParams(INVESTORS_SPEC, params);

/** Writes the state back, leaving defaults out of the URL. */
export const toInvestorParams = (state: InvestorUrlState): URLSearchParams => toDirectoryParams(INVESTORS_SPEC, state);

/** A directory link carrying some filters (Similar Investors). */
export const investorsHref = (patch: Partial<InvestorUrlState>): string => directoryHref(INVESTORS_SPEC, '/investors', patch);

/** The server query for a URL state. */
export const toInvestorFilters = (state: InvestorUrlState): InvestorFilters => toDirectoryFilters(state);
