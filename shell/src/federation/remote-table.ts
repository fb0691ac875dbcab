import { remoteForPath as manifestRemoteForPath, remotes, type RemoteKey } from '@donation-network/portal-manifest';

export type { RemoteKey };

/** Remote keys as they appear in /config.json, in portal-manifest's order. */
export const REMOTE_KEYS: readonly RemoteKey[] = remotes.map((remote) => remote.key);

/** Container name of each remote, as its build declares it (webpack.shared.js reads the same manifest). */
export const REMOTE_CONTAINERS: Readonly<Record<RemoteKey, string>> = Object.fromEntries(
  remotes.map((remote) => [remote.key, remote.federationName]),
);

/** Which remote renders which paths: exactly the routes each remote's App serves (portal-manifest). */
export const ROUTE_OWNERSHIP: Readonly<Record<RemoteKey, readonly string[]>> = Object.fromEntries(
  remotes.map((remote) => [remote.key, remote.routes]),
);

/** Remotes worth warming while the browser is idle (the likely next pages). */
export const PREFETCH_KEYS: readonly RemoteKey[] = remotes.filter((remote) => remote.prefetch).map((remote) => remote.key);

/** The remote that owns a pathname, or null when no remote does (the shell then shows Not Found). */
export function remoteForPath(pathname: string): RemoteKey | null {
  return manifestRemoteForPath(pathname);
}
