import type { SupabaseClient } from '@supabase/supabase-js';
import { startSessionSync } from './session-store';
import { initSupabase } from './supabase-client';

/**
 * Standalone hook-up for a remote's own page (outside the shell): reads the
 * runtime configuration (default /config.json, never cached), creates the
 * shared client and starts the session sync. The shell does the same with
 * initSupabase + startSessionSync after reading its own config; both calls
 * are idempotent, so running this inside the shell too is harmless.
 */
export async function connectFromRuntimeConfig(url = '/config.json'): Promise<SupabaseClient> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const raw = (await response.json()) as { supabaseUrl?: unknown; supabaseAnonKey?: unknown } | null;
  if (!raw || typeof raw.supabaseUrl !== 'string' || typeof raw.supabaseAnonKey !== 'string') {
    throw new Error(`${url} must name supabaseUrl and supabaseAnonKey`);
  }
  const client = initSupabase({ supabaseUrl: raw.supabaseUrl, supabaseAnonKey: raw.supabaseAnonKey });
  startSessionSync(client);
  return client;
}
