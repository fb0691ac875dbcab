import type { RuntimeConfig } from './types';
import { setDemoMode } from './demo-mode';
import { startSessionSync, useSession } from './session-store';
import { configureSupabase, loadSupabase, mayHaveBrowserSession, onSupabaseCreated, sessionStorageKey } from './supabase-client';

async function fetchRuntimeConfig(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

export interface ConnectOptions {
  /**
   * Create the client (and download the SDK) only when needed: at once when the browser may hold a
   * session; otherwise the visitor is known to be signed out and the client waits for loadSupabase()
   * (a page that needs data) or for a sign-in in another tab. The shell's choice; standalone pages
   * of a remote create it at once.
   */
  deferClientWhenSignedOut?: boolean;
}

let watchingOtherTabs = false;

/** A session stored by another tab (sign-in there) loads the client here, which then reports it. */
function loadClientOnSignInElsewhere(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  const key = sessionStorageKey();
  window.addEventListener('storage', (event) => {
    if (event.key === key && event.newValue) void loadSupabase().catch(() => undefined);
  });
}

/**
 * Reads the runtime configuration (`inline`, the copy the shell's page carries, when given; else
 * `url`, default /config.json, never cached), configures the shared client and syncs the session
 * store with it from the moment it exists. Used by the shell (which then registers `remotes`) and by
 * each remote's standalone page. Idempotent.
 */
export async function connectFromRuntimeConfig(
  url = '/config.json',
  inline?: unknown,
  { deferClientWhenSignedOut = false }: ConnectOptions = {},
): Promise<RuntimeConfig> {
  const raw = (inline ?? (await fetchRuntimeConfig(url))) as Partial<RuntimeConfig> | null;
  if (!raw || typeof raw.supabaseUrl !== 'string' || typeof raw.supabaseAnonKey !== 'string') {
    throw new Error(`${inline ? "The page's runtime configuration" : url} must name supabaseUrl and supabaseAnonKey`);
  }
  const config: RuntimeConfig = {
    supabaseUrl: raw.supabaseUrl,
    supabaseAnonKey: raw.supabaseAnonKey,
    // only an explicit true turns demo mode on
    demoMode: raw.demoMode === true,
    remotes: raw.remotes ?? {},
  };
  setDemoMode(config.demoMode);
  configureSupabase(config);
  onSupabaseCreated((client) => startSessionSync(client));
  if (deferClientWhenSignedOut && !mayHaveBrowserSession()) {
    // No stored session and no auth redirect: signed out, known without the SDK.
    await useSession.getState().handleAuthEvent('INITIAL_SESSION', null);
    loadClientOnSignInElsewhere();
  } else {
    await loadSupabase();
  }
  return config;
}
