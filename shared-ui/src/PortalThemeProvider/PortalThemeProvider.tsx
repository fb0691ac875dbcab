import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle/GlobalStyle';
import { cssVariableTheme } from '../theme/css-variables';
import {
  DARK_SCHEME_QUERY,
  THEME_STORAGE_KEY,
  resolveThemeMode,
  systemPrefersDark,
  useThemePreference,
  type ResolvedThemeMode,
} from '../theme/theme-preference';

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  if (typeof query.addEventListener === 'function') {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  // Safari < 14
  query.addListener(onChange);
  return () => query.removeListener(onChange);
}

/** Live value of `(prefers-color-scheme: dark)`; false where matchMedia is missing. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
}

/** The theme actually shown: the stored preference with `system` resolved. */
export function useResolvedThemeMode(): ResolvedThemeMode {
  const preference = useThemePreference((state) => state.preference);
  const prefersDark = useSystemPrefersDark();
  return resolveThemeMode(preference, prefersDark);
}

export interface PortalThemeProviderProps {
  children?: ReactNode;
}

/**
 * Provides the theme plus GlobalStyle, and marks <html> with the mode to show (the user's stored
 * preference, with `system` following the OS setting live). The theme object is the same in both
 * modes (its colours are CSS variables that GlobalStyle switches on data-theme), so server-rendered
 * markup, which cannot know the mode, hydrates with the same class names.
 */
export function PortalThemeProvider({ children }: PortalThemeProviderProps) {
  // Keep tabs in sync when the preference changes in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) void useThemePreference.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Reads the live preference and OS setting itself rather than through useResolvedThemeMode: while
  // hydrating, that hook answers with the server's guess, which would briefly undo the boot script.
  useEffect(() => {
    const apply = () => {
      const mode = resolveThemeMode(useThemePreference.getState().preference, systemPrefersDark());
      const root = document.documentElement;
      root.dataset.theme = mode;
      // The boot script sets color-scheme inline (before any stylesheet loads); an inline value
      // outranks GlobalStyle's rules, so it has to follow the mode from here on.
      root.style.colorScheme = mode;
    };
    apply();
    const stopPreference = useThemePreference.subscribe(apply);
    const stopScheme = subscribeToSystemScheme(apply);
    return () => {
      stopPreference();
      stopScheme();
    };
  }, []);

  return (
    <ThemeProvider theme={cssVariableTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
