/** The donor ID shown in the registration summary (written with the donor's donors row). */
import { loadSupabase } from '@donation-network/portal-session';
import { readMaybeSingle } from '@donation-network/portal-data';

/** 'a123456' -> 'a-12-34-56' (1, 2, 2, then the rest) when exactly 7 characters long; any other ID as it is. */
export function formatDonorId(donorId: string): string {
  if (donorId.length !== 7) return donorId;
  return [donorId.slice(0, 1), donorId.slice(1, 3), donorId.slice(3, 5), donorId.slice(5)].join('-');
}

/** The user's donor ID, or null while they have no donors row. */
export async function loadDonorId(userId: string, signal?: AbortSignal): Promise<string | null> {
  const query = (await loadSupabase()).from('donors').select('donor_id').eq('user_id', userId);
  const data = await readMaybeSingle(query, signal);
  return data?.donor_id ?? null;
}
