import type { RuntimeConfig } from '@donation-network/portal-session';
import { REMOTE_KEYS, type RemoteKey } from './remote-table';

/**
 * The manifest URL of every remote, from the runtime configuration (read by portal-session's
 * connectFromRuntimeConfig), so moving a remote never needs a shell rebuild.
 */
export function remoteManifests(config: Pick<RuntimeConfig, 'remotes'>): Record<RemoteKey, string> {
  const missing = REMOTE_KEYS.filter((key) => typeof config.remotes[key] !== 'string');
  if (missing.length > 0) throw new Error(`config.json has no manifest URL for: ${missing.join(', ')}`);
  return Object.fromEntries(REMOTE_KEYS.map((key) => [key, config.remotes[key]])) as Record<RemoteKey, string>;
}
