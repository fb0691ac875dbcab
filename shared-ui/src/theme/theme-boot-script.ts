import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './theme-preference';

/**
 * Source of the inline script the page runs in its <head>, before first paint: it reads the stored
 * preference the way `useThemePreference` stores it (a bare `light` / `dark` / `system`, or zustand's
 * JSON envelope), resolves `system` with the OS setting, and sets `data-theme` and `color-scheme` on
 * <html>, so a dark-theme visitor never sees the light page the server could not tailor.
 * Plain ES5 without dependencies, because it runs before any bundle; every step may fail (storage
 * blocked, corrupt JSON, no matchMedia) and the page must still load, hence the try/catch.
 */
export const THEME_BOOT_SCRIPT = `(function () {
  try {
    var stored = null;
    try {
      stored = window.localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
    } catch (e) {}
    var valid = function (value) {
      return value === 'light' || value === 'dark' || value === 'system';
    };
    var preference = valid(stored) ? stored : 'system';
    if (stored !== null && !valid(stored)) {
      try {
        var parsed = JSON.parse(stored);
        var nested = parsed && parsed.state ? parsed.state.preference : parsed;
        if (valid(nested)) preference = nested;
      } catch (e) {}
    }
    var mode = preference;
    if (preference === 'system') {
      var dark = typeof window.matchMedia === 'function' && window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches;
      mode = dark ? 'dark' : 'light';
    }
    var root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  } catch (e) {}
})();`;
