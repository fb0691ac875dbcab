import { loadSupabase } from '@donation-network/shared-auth';
import { requestError } from '@donation-network/shared-ui';

/**
 * Sets a new password for the signed-in user. On /reset-password the
 * recovery link has signed the user in (detectSessionInUrl).
 */
export async function updatePassword(password: string): Promise<{ error: Error | null }> {
  try {
    const { error } = await (await loadSupabase()).auth.updateUser({ password });
    // keeps the status (e.g. 429) so the page can say what happened
    return { error: error ? requestError(error) : null };
  } catch (caught) {
    return { error: caught instanceof Error ? caught : new Error(String(caught)) };
  }
}
