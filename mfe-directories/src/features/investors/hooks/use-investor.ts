import { useAsyncData, type AsyncData } from 'shared-ui';
import type { InvestorProfile } from '../api/investor-profile';
import { getInvestor } from '../api/get-investor';

/** Loads one investor profile; the data is null when it does not exist. */
export function useInvestor(id: string): AsyncData<InvestorProfile | null> {
  return useAsyncData((signal) => getInvestor(id, signal), [id]);
}
