/**
 * Social sign-in (Google, the first provider; GitHub, the second) for the login screen and
 * the registration wizard. Google asks for offline access and a consent prompt, so a
 * refresh token is issued every time.
 *
 * In a browser supabase-js does not call the server for signInWithOAuth: it
 * only builds the /authorize URL and navigates there. A provider that is not
 * enabled would then leave the user on the auth server's raw JSON error. So
 * the URL is built with skipBrowserRedirect, the auth server is asked
 * (isAuthProviderEnabled) whether the provider is enabled, and only then the browser
 * is sent to the provider. An error returned by supabase-js itself (as in
 * tests and non-browser runtimes) is passed through unchanged.
 */
import { loadSupabase, isAuthProviderEnabled, type Role } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';

export type SocialProvider = 'google' | 'github';

/** The provider's display name and the demo account a demo falls back to when the provider is not enabled: Google signs in the demo admin, GitHub the demo partner. */
export const SOCIAL_PROVIDERS: Readonly<Record<SocialProvider, { name: string; demoRole: Role }>> = Object.freeze({
  google: { name: 'Google', demoRole: 'admin' },
  github: { name: 'GitHub', demoRole: 'partner' },
});

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
 * Starts the sign-in with `provider`, coming back to `redirectTo`. Resolves `{ error: null }`
 * once the browser is being redirected to the provider, or `{ error }` without navigating.
 * May throw when the client itself fails (the caller shows the generic toast).
 */
export async function signInWithProvider(provider: SocialProvider, redirectTo: string): Promise<{ error: Error | null }> {
  const auth = (await loadSupabase()).auth;
  const { data, error } = await auth.signInWithOAuth({
    provider,
    options: {
      redirectTo,
      ...(provider === 'google' ? { queryParams: { access_type: 'offline', prompt: 'consent' } } : {}),
      skipBrowserRedirect: true,
    },
  });
  if (error) return { error: toError(error) };
  if (!data?.url) return { error: null };

  if ((await isAuthProviderEnabled(provider)) === false) {
    return { error: new Error(PROVIDER_NOT_ENABLED_MESSAGE) };
  }
  window.location.assign(data.url);
  return { error: null };
}

/** Texts of a social sign-in and its demo fallback, word for word as the product words them, by provider name ('Google') and demo role ('admin'). */
export const socialLoginFailedMessage = (provider: string) => `Failed to login with ${provider}. Please try again.`;
export const providerUnavailableTitle = (provider: string) => `${provider} Login Unavailable`;
export const demoFallbackDescription = (role: string) => `Falling back to ${role} email/password login`;
export const demoFallbackTitle = (roleLabel: string) => `${roleLabel} Login`;
export const demoFallbackCredentialsDescription = (role: string, provider: string) =>
  `Using ${role} credentials since ${provider} auth is not enabled`;
/** How long each toast of the demo fallback stays before the next replaces it (one toast is on screen at a time). */
export const FALLBACK_TOAST_READ_MS = 1500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The login screen's demo fallback for a disabled provider announces itself in two toasts, one after the
 * other, each on screen long enough to read; resolves once the second has been read, before the sign-in.
 */
export async function announceDemoFallback(provider: SocialProvider): Promise<void> {
  const { name, demoRole } = SOCIAL_PROVIDERS[provider];
  const roleLabel = demoRole.charAt(0).toUpperCase() + demoRole.slice(1);
  notify({ title: providerUnavailableTitle(name), description: demoFallbackDescription(demoRole) });
  await pause(FALLBACK_TOAST_READ_MS);
  notify({ title: demoFallbackTitle(roleLabel), description: demoFallbackCredentialsDescription(demoRole, name) });
  await pause(FALLBACK_TOAST_READ_MS);
}

/** Outside demo mode there is no fallback to a demo account: a disabled provider is just unavailable. */
export const providerNotAvailableMessage = (provider: string) =>
  `${provider} sign-in is not available. Please sign in with your email and password.`;
export const providerNotEnabledDescription = (provider: string) => `${provider} sign-in is not enabled for this portal`;
