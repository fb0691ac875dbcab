import { useAsyncData, type AsyncData } from 'shared-ui';
import type { FounderProfile } from '../api/founder-profile';
import { getFounder } from '../api/get-founder';

/** Loads one founder profile; the data is null when it does not exist. */
export function useFounder(id: string): AsyncData<FounderProfile | null> {
  return useAsyncData((signal) => getFounder(id, signal), [id]);
}
