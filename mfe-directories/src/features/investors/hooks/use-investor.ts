import { useLoaded } from '../../../lib/use-loaded';
import type { InvestorProfile } from '../api/investor-profile';
import { getInvestor } from '../api/get-investor';

/** Loads one investor profile; `investor` is null when it does not exist. */
export function useInvestor(id: string): { loading: boolean; investor: InvestorProfile | null } {
  const { loading, value } = useLoaded(getInvestor, id);
  return { loading, investor: value ?? null };
}
