import type { RuntimeConfig } from 'shared-auth';
import { REMOTE_KEYS } from './remote-table';

/**
 * Reads /config.json, served next to the shell by whatever serves it, so moving a
 * remote or the backend never needs a shell rebuild.
 */
export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = raw as Partial<RuntimeConfig> | null;
  if (!value || typeof value.supabaseUrl !== 'string' || typeof value.supabaseAnonKey !== 'string') {
    throw new Error('config.json must name supabaseUrl and supabaseAnonKey');
  }
  const remotes = value.remotes ?? {};
  const missing = REMOTE_KEYS.filter((key) => typeof remotes[key] !== 'string');
  if (missing.length > 0) throw new Error(`config.json has no manifest URL for: ${missing.join(', ')}`);
  return { supabaseUrl: value.supabaseUrl, supabaseAnonKey: value.supabaseAnonKey, remotes };
}
