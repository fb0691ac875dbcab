import { useAsyncData, type AsyncData } from 'shared-ui';
import { listInvestors, type InvestorFilters, type InvestorPage } from '../api/list-investors';

/** Loads a page of investors for the filters; answers to older filters are dropped. */
export function useInvestors(filters: InvestorFilters): AsyncData<InvestorPage> {
  return useAsyncData((signal) => listInvestors(filters, signal), [JSON.stringify(filters)]);
}
