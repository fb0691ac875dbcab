// Directory premium of the signed-in member (public.has_directory_premium, 20261128002000_directory-premium-plans.sql).
import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';

/** Whether the member holds directory premium now (an active, unexpired directory plan); a failed read throws. */
export async function hasDirectoryPremium(userId: string, signal?: AbortSignal): Promise<boolean> {
  const query = (await loadSupabase()).rpc('has_directory_premium', { user_id: userId });
  const data = await readQuery(query, signal);
  return data === true;
}
