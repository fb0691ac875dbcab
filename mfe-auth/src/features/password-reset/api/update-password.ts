import { getSupabase } from 'shared-auth';

/**
 * Sets a new password for the signed-in user. On /reset-password the
 * recovery link has signed the user in (detectSessionInUrl).
 */
export async function updatePassword(password: string): Promise<{ error: Error | null }> {
  try {
    const { error } = await getSupabase().auth.updateUser({ password });
    return { error: error ? new Error(error.message) : null };
  } catch (caught) {
    return { error: caught instanceof Error ? caught : new Error(String(caught)) };
  }
}
