/**
 * The single supabase-js client of the portal. portal-session is a Module
 * Federation singleton, so the shell and every remote share this instance.
 *
 * The SDK is a separate download (about 50 kB compressed), fetched by loadSupabase() on first need:
 * a signed-out visitor reading a marketing page never downloads it (see connectFromRuntimeConfig).
 * getSupabase() stays synchronous for code that runs once the client exists (pages the shell shows
 * after loading it, handlers of a signed-in user).
 */
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '@donation-network/portal-data';
import type { RuntimeConfig } from './types';

/** The portal's client: tables, views and functions typed as the migrations create them. */
export type PortalSupabaseClient = SupabaseClient<Database>;

/**
 * The same client without the schema's types, for the few helpers that name their table at run
 * time (one table per kind of profile): they type their rows themselves.
 */
export type UntypedSupabaseClient = SupabaseClient;

export const SUPABASE_NOT_INITIALISED_MESSAGE =
  'Supabase client is not initialised: call initSupabase with the runtime configuration first';

type ClientConfig = Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

let client: PortalSupabaseClient | null = null;
let clientConfig: ClientConfig | null = null;
let clientOptions: SupabaseClientOptions<'public'> = {};
let loading: Promise<PortalSupabaseClient> | null = null;
const createdListeners = new Set<(created: PortalSupabaseClient) => void>();

function browserStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    // Access to localStorage can throw (privacy modes, sandboxed iframes).
    return undefined;
  }
}

/**
 * Remembers the runtime configuration the client will be created from, without downloading the SDK.
 * `options` is merged on top of the defaults, e.g. `realtime: { transport: ws }` in Node tests.
 * The same URL and key again is a no-op; a different URL or key throws (there is only one client).
 */
export function configureSupabase(config: ClientConfig, options: SupabaseClientOptions<'public'> = {}): void {
  const { supabaseUrl, supabaseAnonKey } = config ?? ({} as ClientConfig);
  if (!supabaseUrl || !supabaseAnonKey) {
    throw new Error('initSupabase needs supabaseUrl and supabaseAnonKey from the runtime configuration');
  }
  if (clientConfig) {
    if (clientConfig.supabaseUrl === supabaseUrl && clientConfig.supabaseAnonKey === supabaseAnonKey) return;
    throw new Error('Supabase client is already initialised with a different configuration');
  }
  clientConfig = { supabaseUrl, supabaseAnonKey };
  clientOptions = options;
}

/**
 * The client, created on first call from the configured runtime configuration (the SDK is fetched
 * then). Sessions persist in local storage and refresh automatically; `detectSessionInUrl` lets the
 * /reset-password link (and OAuth redirects) establish a session. A failed download can be retried.
 */
export function loadSupabase(): Promise<PortalSupabaseClient> {
  if (client) return Promise.resolve(client);
  if (!clientConfig) return Promise.reject(new Error(SUPABASE_NOT_INITIALISED_MESSAGE));
  const config = clientConfig;
  loading ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      if (client) return client;
      const created = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
        ...clientOptions,
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          storage: browserStorage(),
          ...clientOptions.auth,
        },
      });
      client = created;
      createdListeners.forEach((listener) => listener(created));
      return created;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** configureSupabase, then loadSupabase: the client for this configuration. */
export function initSupabase(config: ClientConfig, options: SupabaseClientOptions<'public'> = {}): Promise<PortalSupabaseClient> {
  try {
    configureSupabase(config, options);
  } catch (error) {
    return Promise.reject(error);
  }
  return loadSupabase();
}

/** The client once loadSupabase (or setSupabaseClient) has provided it; throws before. */
export function getSupabase(): PortalSupabaseClient {
  if (!client) throw new Error(SUPABASE_NOT_INITIALISED_MESSAGE);
  return client;
}

/** The project URL and publishable key, for the few requests made without supabase-js (uploads with progress). */
export function supabaseEndpoint(): ClientConfig {
  if (!clientConfig) throw new Error(SUPABASE_NOT_INITIALISED_MESSAGE);
  return clientConfig;
}

/** Whether the client exists yet (without creating it). */
export function isSupabaseLoaded(): boolean {
  return client !== null;
}

/** Calls `listener` with the client when it is created (at once when it already exists). */
export function onSupabaseCreated(listener: (created: PortalSupabaseClient) => void): () => void {
  if (client) listener(client);
  else createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

/** Injects a client (tests, tooling); `null` forgets the current one and the configuration. */
export function setSupabaseClient(next: PortalSupabaseClient | null): void {
  client = next;
  clientConfig = null;
  clientOptions = {};
  loading = null;
  createdListeners.clear();
}

/** Local-storage key of the session, as supabase-js names it (`sb-<first label of the host>-auth-token`). */
export function sessionStorageKey(): string {
  if (!clientConfig) throw new Error(SUPABASE_NOT_INITIALISED_MESSAGE);
  return clientOptions.auth?.storageKey ?? `sb-${new URL(clientConfig.supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** URL parameters (query or hash) with which supabase-js completes a sign-in, recovery or OAuth redirect. */
export const AUTH_CALLBACK_PARAMS = ['access_token', 'refresh_token', 'code', 'error', 'error_code', 'error_description'];

/**
 * Whether this browser may hold a session the SDK must read: a stored session (or a sign-in in
 * progress) for this project, or an auth callback in the URL. False means certainly signed out.
 */
export function mayHaveBrowserSession(location: Pick<Location, 'search' | 'hash'> = globalThis.location): boolean {
  if (!clientConfig) return false;
  const key = sessionStorageKey();
  const storage = browserStorage();
  try {
    if (storage?.getItem(key) || storage?.getItem(`${key}-code-verifier`)) return true;
  } catch {
    return true;
  }
  if (!location) return false;
  const params = new URLSearchParams(location.search);
  new URLSearchParams(location.hash.replace(/^#/, '')).forEach((value, name) => params.set(name, value));
  return AUTH_CALLBACK_PARAMS.some((name) => params.has(name));
}

/**
 * An anonymous read through the REST API (PostgREST) without the SDK: `query` is PostgREST's query
 * string (`select=...&page_id=eq.home`). Rows are what row-level security shows the anonymous role.
 */
export async function selectAnonymously<Row>(table: string, query: string, signal?: AbortSignal): Promise<Row[]> {
  if (!clientConfig) throw new Error(SUPABASE_NOT_INITIALISED_MESSAGE);
  const { supabaseUrl, supabaseAnonKey } = clientConfig;
  const response = await fetch(`${supabaseUrl}/rest/v1/${encodeURIComponent(table)}?${query}`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`Reading ${table} failed: HTTP ${response.status}`);
  return (await response.json()) as Row[];
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
