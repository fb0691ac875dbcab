import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle/GlobalStyle';
import { darkTheme, lightTheme } from '../theme/tokens';
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
 * Provides the light or dark theme (per the user's stored preference, with
 * `system` following the OS setting live) plus GlobalStyle.
 */
export function PortalThemeProvider({ children }: PortalThemeProviderProps) {
  const mode = useResolvedThemeMode();

  // Keep tabs in sync when the preference changes in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) void useThemePreference.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
