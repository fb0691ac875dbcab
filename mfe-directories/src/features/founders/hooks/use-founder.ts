import { useLoaded } from '../../../lib/use-loaded';
import type { FounderProfile } from '../api/founder-profile';
import { getFounder } from '../api/get-founder';

/** Loads one founder profile; `founder` is null when it does not exist. */
export function useFounder(id: string): { loading: boolean; founder: FounderProfile | null } {
  const { loading, value } = useLoaded(getFounder, id);
  return { loading, founder: value ?? null };
}
