import { loadSupabase } from '@donation-network/shared-auth';
import { requestError } from '@donation-network/shared-ui';

/** What waits for an administrator, counted without reading the rows. */
export interface AdminPendingCounts {
  profileChanges: number;
  partners: number;
  identityDocuments: number;
  newMessages: number;
}

/** Counts the pending items of each console page (four head requests in parallel). */
export async function fetchAdminPendingCounts(signal?: AbortSignal): Promise<AdminPendingCounts> {
  const supabase = await loadSupabase();
  const count = async (
    query: PromiseLike<{ count: number | null; error: unknown; status: number }> & { abortSignal(s: AbortSignal): unknown },
  ) => {
    const answer = await ((signal ? query.abortSignal(signal) : query) as typeof query);
    if (answer.error) throw requestError(answer.error, answer.status);
    return answer.count ?? 0;
  };
  const head = { count: 'exact', head: true } as const;
  const [profileChanges, partners, identityDocuments, newMessages] = await Promise.all([
    count(supabase.from('profile_change_requests').select('id', head).eq('status', 'pending')),
    count(supabase.from('partner_organisations').select('user_id', head).eq('verification_status', 'pending')),
    count(supabase.from('verification_documents').select('id', head).eq('kind', 'identity').eq('status', 'pending')),
    count(supabase.from('contact_messages').select('id', head).eq('status', 'new')),
  ]);
  return { profileChanges, partners, identityDocuments, newMessages };
}
