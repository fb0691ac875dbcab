import { INLINE_CONFIG_GLOBAL } from '@donation-network/portal-manifest';
import { preloadRemoteApps, registerPortalRemotes } from './remote-loader';
import { remoteForPath } from './remote-table';
import { remoteManifests } from './runtime-config';

/** The runtime configuration the shell's server put inside the page; undefined under the dev server. */
export function pageConfig(): unknown {
  return Reflect.get(window, INLINE_CONFIG_GLOBAL);
}

/**
 * Runs in the entry, before the shell's own code and shared libraries have downloaded: registers
 * the remotes from the page's configuration and starts fetching the current route's remote (its
 * manifest, entry and the exposed App's first chunks) in parallel with them. Without a page
 * configuration it does nothing; bootstrap registers the remotes from /config.json instead.
 * Failures are left to the real load, which shows the remote's fallback.
 * @returns whether the remotes are registered
 */
export function warmRouteRemote(pathname: string, config: unknown = pageConfig()): boolean {
  if (!config || typeof config !== 'object') return false;
  try {
    registerPortalRemotes(remoteManifests(config as Parameters<typeof remoteManifests>[0]));
  } catch (error) {
    console.error('[shell] the page configuration has no remotes', error);
    return false;
  }
  const key = remoteForPath(pathname);
  if (key) void preloadRemoteApps([key]).catch(() => undefined);
  return true;
}
