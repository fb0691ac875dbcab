/**
 * Demo mode of the backend, from the runtime configuration (`demoMode` in /config.json).
 * In demo mode the login screen offers one-click demo logins and falls back to the demo
 * admin when a social provider is not enabled; the database accepts mock payments only
 * then (public.demo_mode()). Off until a configuration says otherwise.
 */
let demoMode = false;

/** Set by connectFromRuntimeConfig (and tests). */
export function setDemoMode(enabled: boolean): void {
  demoMode = enabled === true;
}

/** Whether the portal runs against a demo backend. */
export function isDemoMode(): boolean {
  return demoMode;
}
