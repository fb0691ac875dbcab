import { loadSupabase } from '@donation-network/portal-session';
import { requestError } from '@donation-network/portal-data';

/**
 * Sets a new password for the signed-in user. On /reset-password the
 * recovery link has signed the user in (detectSessionInUrl). Throws the auth service's error.
 */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.updateUser({ password });
  // keeps the status (e.g. 429) so the page can say what happened
  if (error) throw requestError(error);
}
