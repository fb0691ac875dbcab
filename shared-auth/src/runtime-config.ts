import type { RuntimeConfig } from './types';
import { setDemoMode } from './demo-mode';
import { startSessionSync } from './session-store';
import { initSupabase } from './supabase-client';

/**
 * Reads the runtime configuration (default /config.json, never cached), creates the
 * shared client and starts the session sync. Used by the shell (which then registers
 * `remotes`) and by each remote's standalone page. Both calls inside are idempotent.
 */
export async function connectFromRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const raw = (await response.json()) as Partial<RuntimeConfig> | null;
  if (!raw || typeof raw.supabaseUrl !== 'string' || typeof raw.supabaseAnonKey !== 'string') {
    throw new Error(`${url} must name supabaseUrl and supabaseAnonKey`);
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
