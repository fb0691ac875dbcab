/**
 * The single supabase-js client of the portal. shared-auth is a Module
 * Federation singleton, so the shell and every remote share this instance.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { RuntimeConfig } from './types';

export const SUPABASE_NOT_INITIALISED_MESSAGE =
  'Supabase client is not initialised: call initSupabase with the runtime configuration first';

let client: SupabaseClient | null = null;
let clientConfig: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'> | null = null;

function browserStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    // Access to localStorage can throw (privacy modes, sandboxed iframes).
    return undefined;
  }
}

/**
 * Creates the client from the runtime configuration and returns it.
 *
 * Sessions persist in local storage and refresh automatically;
 * `detectSessionInUrl` lets the /reset-password link (and OAuth redirects)
 * establish a session. `options` is merged on top, e.g. to pass
 * `realtime: { transport: ws }` in Node tests.
 *
 * Calling it again with the same URL and key returns the existing client;
 * with a different URL or key it throws (there is only one client).
 */
export function initSupabase(
  config: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient {
  const { supabaseUrl, supabaseAnonKey } = config ?? ({} as typeof config);
  if (!supabaseUrl || !supabaseAnonKey) {
    throw new Error('initSupabase needs supabaseUrl and supabaseAnonKey from the runtime configuration');
  }
  if (client && clientConfig) {
    if (clientConfig.supabaseUrl === supabaseUrl && clientConfig.supabaseAnonKey === supabaseAnonKey) {
      return client;
    }
    throw new Error('Supabase client is already initialised with a different configuration');
  }
  client = createClient(supabaseUrl, supabaseAnonKey, {
    ...options,
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storage: browserStorage(),
      ...options.auth,
    },
  });
  clientConfig = { supabaseUrl, supabaseAnonKey };
  return client;
}

/** The client created by initSupabase (or injected by setSupabaseClient). */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error(SUPABASE_NOT_INITIALISED_MESSAGE);
  return client;
}

/** Injects a client (tests, tooling); `null` forgets the current one. */
export function setSupabaseClient(next: SupabaseClient | null): void {
  client = next;
  clientConfig = null;
}

/**
 * Whether the auth server has a social provider enabled, from its public /settings.
 * In a browser supabase-js's signInWithOAuth only navigates, so a disabled provider
 * would strand the user on the auth server's JSON error; asking first lets the UI
 * fall back. Null when it cannot tell (no config yet, network, unexpected answer).
 */
export async function isAuthProviderEnabled(provider: string): Promise<boolean | null> {
  if (!clientConfig || typeof fetch !== 'function') return null;
  try {
    const response = await fetch(`${clientConfig.supabaseUrl}/auth/v1/settings`, {
      headers: { apikey: clientConfig.supabaseAnonKey },
    });
    if (!response.ok) return null;
    const settings = (await response.json()) as { external?: Record<string, unknown> };
    const enabled = settings.external?.[provider];
    return typeof enabled === 'boolean' ? enabled : null;
  } catch {
    return null;
  }
}
