import { loadSupabase, useSession } from '@donation-network/portal-session';
import { requestError } from '@donation-network/portal-data';

/** The query the reset e-mail's link carries: {site}/reset-password?token_hash=...&type=recovery. */
export function recoveryTokenHash(search: string): string | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash');
  return params.get('type') === 'recovery' && tokenHash ? tokenHash : null;
}

/**
 * Verifies the reset link's token hash (it works once), which signs the person in for the reset, and
 * puts that session into the store at once so the page can show the new-password form.
 */
export async function verifyRecoveryLink(tokenHash: string): Promise<void> {
  const { data, error } = await (await loadSupabase()).auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
  if (error || !data.session) throw requestError(error ?? 'The reset link did not sign you in', error?.status);
  await useSession.getState().handleAuthEvent('PASSWORD_RECOVERY', data.session);
}
