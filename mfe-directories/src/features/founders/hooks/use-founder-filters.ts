import type { DirectoryUrlState } from '../../../lib/directory-spec';
import { parseDirectoryParams, toDirectoryFilters, toDirectoryParams } from '../../../lib/directory-url-state';
import { FOUNDERS_SPEC, type FounderFilters, type FounderSelectKey } from '../api/list-founders';

/** The founders directory state as it appears in the query string (shareable links). */
export type FounderUrlState = DirectoryUrlState<FounderSelectKey>;

/** Reads the URL; unknown values fall back to "all" so a hand-edited link still works. */
export const parseFounderParams = (params: URLSearchParams): FounderUrlState => parseDirectoryParams(FOUNDERS_SPEC, params);

/** Writes the state back, leaving defaults out of the URL. */
export const toFounderParams = (state: FounderUrlState): URLSearchParams => toDirectoryParams(FOUNDERS_SPEC, state);

/** The server query for a URL state. */
export const toFounderFilters = (state: FounderUrlState): FounderFilters => toDirectoryFilters(state);
