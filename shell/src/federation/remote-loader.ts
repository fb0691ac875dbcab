import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, REMOTE_KEYS, type RemoteKey } from './remote-table';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

const UNAVAILABLE = Symbol.for('portal.remote-unavailable');

interface UnavailableModule {
  [UNAVAILABLE]: unknown;
}

function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}

/**
 * Turns a failed manifest, entry or chunk load into a marker module instead of an
 * unhandled rejection inside the federation runtime. The shell's error boundary
 * then shows the "temporarily unavailable" panel for that remote only.
 */
export function remoteFallbackPlugin({ log = true }: { log?: boolean } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, from }) {
      if (log) console.error(`[federation] ${id} failed to load`, error);
      const marker: UnavailableModule = { [UNAVAILABLE]: error };
      // Build-time remotes expect a module factory, runtime loadRemote the module itself.
      return from === 'build' ? () => marker : marker;
    },
  };
}

/** Containers being warmed for a page the visitor may open next (prefetchRemotes), not for the current one. */
const idlePrefetchContainers = new Set<string>();

/**
 * The federation runtime hints a remote's files with `rel=preload`, which is right for the current
 * route's remote (page-config.ts) but not for remotes warmed while idle: a preload is fetched at high
 * priority and Chromium warns about every one the page does not use within seconds. For those
 * remotes the hint becomes `rel=prefetch`: low priority, kept in the cache for the next page.
 */
export function idlePrefetchHintPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-idle-prefetch-hints',
    createLink({ url, attrs, remoteInfo }) {
      if (attrs?.rel !== 'preload' || !remoteInfo || !idlePrefetchContainers.has(remoteInfo.name)) return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.rel = 'prefetch';
      link.href = url;
      return link;
    },
  };
}

let manifestUrls: Partial<Record<RemoteKey, string>> = {};

export function registerPortalRemotes(remotes: Record<string, string>): void {
  manifestUrls = {};
  for (const key of REMOTE_KEYS) manifestUrls[key] = remotes[key];
  registerPlugins([remoteFallbackPlugin(), idlePrefetchHintPlugin()]);
  registerRemotes(REMOTE_KEYS.map((key) => ({ name: REMOTE_CONTAINERS[key], entry: remotes[key] })));
}

/** Loads a remote's exposed route tree; throws RemoteUnavailableError when it cannot. */
export async function loadRemoteApp(key: RemoteKey): Promise<ComponentType> {
  let module: unknown;
  try {
    module = await loadRemote(`${REMOTE_CONTAINERS[key]}/App`);
  } catch (error) {
    throw new RemoteUnavailableError(key, error);
  }
  if (isUnavailable(module)) throw new RemoteUnavailableError(key, module[UNAVAILABLE]);
  const component = (module as { default?: ComponentType } | null)?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteUnavailableError(key, new Error('The remote does not export a default App component'));
  }
  return component as ComponentType;
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(key: RemoteKey): void {
  const entry = manifestUrls[key];
  if (entry) registerRemotes([{ name: REMOTE_CONTAINERS[key], entry }], { force: true });
}

/** Network Information API (Chromium): absent elsewhere, then nothing is known to be constrained. */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a connection too slow to spend on pages the visitor may never open. */
export function isConstrainedConnection(connection = (navigator as { connection?: ConnectionHints }).connection): boolean {
  return connection?.saveData === true || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

/**
 * Downloads the remotes' entries and App code without running them. share: false: shared libraries come
 * from the shell, or are fetched when a page first needs them, never ahead for a page not shown yet.
 */
export function preloadRemoteApps(keys: readonly RemoteKey[]): Promise<void> {
  return preloadRemote(
    keys.map((key) => ({
      nameOrAlias: REMOTE_CONTAINERS[key],
      exposes: ['./App'],
      resourceCategory: 'sync',
      share: false,
      depsRemote: false,
    })),
  );
}

/**
 * Warms the likely next remotes once the page has loaded, the current route's remote has arrived
 * (`after`) and the browser is idle, so prefetching never competes with the current page; skipped
 * with data saver or on a slow connection. Failures are left for the real visit.
 */
export function prefetchRemotes(keys: RemoteKey[], after: Promise<unknown> = Promise.resolve()): void {
  if (keys.length === 0 || isConstrainedConnection()) return;
  const run = () => {
    for (const key of keys) idlePrefetchContainers.add(REMOTE_CONTAINERS[key]);
    void preloadRemoteApps(keys).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  };
  const afterCurrentRoute = () => void after.catch(() => undefined).then(whenIdle);
  if (document.readyState === 'complete') afterCurrentRoute();
  else window.addEventListener('load', afterCurrentRoute, { once: true });
}
