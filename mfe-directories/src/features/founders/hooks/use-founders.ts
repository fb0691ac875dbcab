import { useAsyncData, type AsyncData } from 'shared-ui';
import { listFounders, type FounderFilters, type FounderPage } from '../api/list-founders';

/** Loads a page of founders for the filters; answers to older filters are dropped. */
export function useFounders(filters: FounderFilters): AsyncData<FounderPage> {
  return useAsyncData((signal) => listFounders(filters, signal), [JSON.stringify(filters)]);
}
