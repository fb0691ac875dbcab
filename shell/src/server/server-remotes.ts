import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from '../federation/remote-loader';
import { REMOTE_CONTAINERS, REMOTE_KEYS, type RemoteKey } from '../federation/remote-table';

/** How the server learns that a remote was redeployed: its server entry's validator, read at most this often. */
export interface RemoteRevalidation {
  /** Minimum time between two checks of one remote (ms); 0 checks on every request. */
  intervalMs: number;
  /** Time allowed for one check; a check that fails or takes longer keeps the loaded build. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface RemoteState {
  entry: string;
  version: string | null;
  checkedAt: number;
  checking: Promise<void> | null;
}

/** The entry URL the runtime loads: a new validator is a new URL, so nothing cached for the old build is reused. */
const versionedEntry = (entry: string, version: string | null) =>
  version ? `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` : entry;

/**
 * The remotes' server entries, registered with the federation runtime of the shell's server. Each
 * request names the entry that is live now (a promotion or a rollback moves it to another release's URL:
 * registered at once) and asks (at most once per interval, within a small time budget) whether that
 * entry changed in place (a redeploy to the same URL); a changed one is registered again under a new URL,
 * so the next render loads the new build without a restart of the shell.
 */
export function createServerRemotes(
  entries: Record<RemoteKey, string>,
  { intervalMs, timeoutMs, fetch: fetchFn = fetch }: RemoteRevalidation,
) {
  const states = new Map<RemoteKey, RemoteState>(
    REMOTE_KEYS.map((key) => [key, { entry: entries[key], version: null, checkedAt: -Infinity, checking: null }]),
  );
  // The render reports a failed remote itself, in one line per page (page-renderer.tsx).
  registerPlugins([remoteFallbackPlugin({ log: false })]);
  registerRemotes(REMOTE_KEYS.map((key) => ({ name: REMOTE_CONTAINERS[key], entry: entries[key] })));

  async function check(key: RemoteKey, state: RemoteState): Promise<void> {
    try {
      const response = await fetchFn(state.entry, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
      const version = response.ok ? (response.headers.get('etag') ?? response.headers.get('last-modified')) : null;
      if (version && version !== state.version) {
        const firstSighting = state.version === null;
        state.version = version;
        // The first validator names the build loaded at start-up (or not loaded yet): nothing to replace.
        if (!firstSighting) {
          registerRemotes([{ name: REMOTE_CONTAINERS[key], entry: versionedEntry(state.entry, version) }], { force: true });
        }
      }
    } catch {
      // Unreachable or slow: the render finds out and falls back; the loaded build (if any) stays.
    } finally {
      state.checkedAt = Date.now();
    }
  }

  return {
    /** Makes sure the next load of `key` gets the deployed build, from `entry` when given (the live release's). */
    async revalidate(key: RemoteKey, entry?: string): Promise<void> {
      const state = states.get(key)!;
      if (entry && entry !== state.entry) {
        // Another release: its own URL, so nothing loaded from the previous one is reused.
        state.entry = entry;
        state.version = null;
        state.checkedAt = -Infinity;
        registerRemotes([{ name: REMOTE_CONTAINERS[key], entry }], { force: true });
      }
      if (state.checking) return state.checking;
      if (Date.now() - state.checkedAt < intervalMs) return;
      state.checking = check(key, state).finally(() => {
        state.checking = null;
      });
      return state.checking;
    },
  };
}
