/**
 * Social sign-in with Google, the only provider offered: offline access and a
 * consent prompt (so a refresh token is issued every time), redirect to
 * {origin}/dashboard.
 *
 * In a browser supabase-js does not call the server for signInWithOAuth: it
 * only builds the /authorize URL and navigates there. A provider that is not
 * enabled would then leave the user on the auth server's raw JSON error. So
 * the URL is built with skipBrowserRedirect, the auth server is asked
 * (isAuthProviderEnabled) whether Google is enabled, and only then the browser
 * is sent to the provider. An error returned by supabase-js itself (as in
 * tests and non-browser runtimes) is passed through unchanged.
 */
import { getSupabase, isAuthProviderEnabled } from 'shared-auth';

export const PROVIDER_NOT_ENABLED_MESSAGE = 'Unsupported provider: provider is not enabled';

/** True for the auth service's "provider is not enabled" answer. */
export function isProviderNotEnabledError(error: unknown): boolean {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error ?? '');
  return /provider is not enabled|unsupported provider/i.test(message);
}

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && 'message' in value) return new Error(String(value.message));
  return new Error(String(value));
}

/**
 * Starts the Google sign-in. Resolves `{ error: null }` once the browser is
 * being redirected to the provider, or `{ error }` without navigating.
 * May throw when the client itself fails (the caller shows the generic toast).
 */
export async function signInWithGoogle(origin: string): Promise<{ error: Error | null }> {
  const auth = getSupabase().auth;
  const { data, error } = await auth.signInWithOAuth({
    provider: 'google',
    options: {
      redirectTo: `${origin}/dashboard`,
      queryParams: { access_type: 'offline', prompt: 'consent' },
      skipBrowserRedirect: true,
    },
  });
  if (error) return { error: toError(error) };
  if (!data?.url) return { error: null };

  if ((await isAuthProviderEnabled('google')) === false) {
    return { error: new Error(PROVIDER_NOT_ENABLED_MESSAGE) };
  }
  window.location.assign(data.url);
  return { error: null };
}
