// The only part of the remote overrides in the shell's main bundle: whether this page load has anything to
// do with them. The override code itself (remote-overrides.ts) downloads only when it does.

/** The query parameter that sets an override (`<remote>=<manifest URL>`) or clears them all (`reset`). */
export const REMOTE_OVERRIDE_PARAM = 'remote-override';

/** Where this browser keeps its overrides: JSON, remote key -> manifest URL. */
export const REMOTE_OVERRIDE_STORAGE_KEY = 'portal.remote-overrides';

/** localStorage, or null where the browser refuses it (storage disabled: reading the property throws). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the address asks for an override or this browser has stored one. */
export function remoteOverrideRequested(search = window.location.search, storage = browserStorage()): boolean {
  if (new URLSearchParams(search).has(REMOTE_OVERRIDE_PARAM)) return true;
  try {
    return storage?.getItem(REMOTE_OVERRIDE_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}
