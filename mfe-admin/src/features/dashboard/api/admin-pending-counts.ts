import { loadSupabase } from '@donation-network/portal-session';
import { type CountedQuery, readCounted } from '@donation-network/portal-data';

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
  const count = async <Row>(query: CountedQuery<Row>) => (await readCounted(query, signal)).count ?? 0;
  const head = { count: 'exact', head: true } as const;
  const [profileChanges, partners, identityDocuments, newMessages] = await Promise.all([
    count(supabase.from('profile_change_requests').select('id', head).eq('status', 'pending')),
    count(supabase.from('partner_organisations').select('user_id', head).eq('verification_status', 'pending')),
    count(supabase.from('verification_documents').select('id', head).eq('kind', 'identity').eq('status', 'pending')),
    count(supabase.from('contact_messages').select('id', head).eq('status', 'new')),
  ]);
  return { profileChanges, partners, identityDocuments, newMessages };
}
