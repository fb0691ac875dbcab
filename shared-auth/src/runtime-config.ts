import type { RuntimeConfig } from './types';
import { setDemoMode } from './demo-mode';
import { startSessionSync } from './session-store';
import { initSupabase } from './supabase-client';

async function fetchRuntimeConfig(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Reads the runtime configuration (`inline`, the copy the shell's page carries, when given; else
 * `url`, default /config.json, never cached), creates the shared client and starts the session sync.
 * Used by the shell (which then registers `remotes`) and by each remote's standalone page. Both
 * calls inside are idempotent.
 */
export async function connectFromRuntimeConfig(url = '/config.json', inline?: unknown): Promise<RuntimeConfig> {
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
  startSessionSync(initSupabase(config));
  return config;
}
