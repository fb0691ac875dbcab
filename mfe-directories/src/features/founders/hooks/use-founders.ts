import { useLoaded } from '../../../lib/use-loaded';
import { listFounders, type FounderFilters, type FounderPage } from '../api/list-founders';

export interface UseFoundersResult extends FounderPage {
  loading: boolean;
}

/** Loads a page of founders for the filters; answers to older filters are dropped. */
export function useFounders(filters: FounderFilters): UseFoundersResult {
  const { loading, value } = useLoaded(listFounders, filters);
  return { loading, founders: value?.founders ?? [], total: value?.total ?? 0 };
}
