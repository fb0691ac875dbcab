// The only part of the remote overrides in the shell's main bundle: whether this page load has anything to
// do with them. The override code itself (remote-overrides.ts) downloads only when it does.

/** The query parameter that sets an override (`<remote>=<manifest URL>`) or clears them all (`reset`). */
export const REMOTE_OVERRIDE_PARAM = 'remote-override';

/** Where this browser keeps its overrides: JSON, remote key -> manifest URL. */
export const REMOTE_OVERRIDE_STORAGE_KEY = 'portal.remote-overrides';

/** When this browser's overrides end (milliseconds since 1970): an override is a preview, not a setting kept for good. */
export const REMOTE_OVERRIDE_EXPIRY_KEY = 'portal.remote-overrides-until';

/** The query parameter that opens the overrides panel (`?overrides`). */
export const REMOTE_OVERRIDE_PANEL_PARAM = 'overrides';

/** localStorage, or null where the browser refuses it (storage disabled: reading the property throws). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the address asks for an override or the overrides panel, or this browser has stored an override. */
export function remoteOverrideRequested(search = window.location.search, storage = browserStorage()): boolean {
  const params = new URLSearchParams(search);
  if (params.has(REMOTE_OVERRIDE_PARAM) || params.has(REMOTE_OVERRIDE_PANEL_PARAM)) return true;
  try {
    return storage?.getItem(REMOTE_OVERRIDE_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}
