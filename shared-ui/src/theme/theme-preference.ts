import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'portal-theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export interface ThemePreferenceState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export const isThemePreference = (value: unknown): value is ThemePreference => value === 'light' || value === 'dark' || value === 'system';

type PersistedSlice = Pick<ThemePreferenceState, 'preference'>;

function readRaw(raw: string | null): ThemePreference | null {
  if (raw === null) return null;
  if (isThemePreference(raw)) return raw;
  // Tolerate zustand's default JSON envelope ({"state":{"preference":"dark"},"version":0}).
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isThemePreference(parsed)) return parsed;
    const nested = (parsed as { state?: { preference?: unknown } } | null)?.state?.preference;
    return isThemePreference(nested) ? nested : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * Stores the bare preference string (`light` | `dark` | `system`) under
 * `portal-theme`, so a pre-paint script or an e2e test can read/write it directly.
 */
const plainStringStorage: PersistStorage<PersistedSlice> = {
  getItem: (name): StorageValue<PersistedSlice> | null => {
    const preference = readRaw(safeLocalStorage()?.getItem(name) ?? null);
    return preference ? { state: { preference }, version: 0 } : null;
  },
  setItem: (name, value) => {
    try {
      safeLocalStorage()?.setItem(name, value.state.preference);
    } catch {
      /* storage full or blocked: the preference just is not remembered */
    }
  },
  removeItem: (name) => {
    try {
      safeLocalStorage()?.removeItem(name);
    } catch {
      /* ignore */
    }
  },
};

/** The user's theme choice, persisted in localStorage under `portal-theme` (default `system`). */
export const useThemePreference = create<ThemePreferenceState>()(
  persist(
    (set) => ({
      preference: 'system',
      setPreference: (preference) => set({ preference }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: plainStringStorage,
      partialize: (state) => ({ preference: state.preference }),
    },
  ),
);

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Whether the operating system currently asks for a dark colour scheme (false when unknown). */
export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export function resolveThemeMode(preference: ThemePreference, prefersDark: boolean): ResolvedThemeMode {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}
