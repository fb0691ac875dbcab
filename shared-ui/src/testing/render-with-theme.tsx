import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme } from '../theme/tokens';

/** Test helper: render inside the light (or dark) theme and a MemoryRouter. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { dark?: boolean } = {}) {
  const { dark, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={dark ? darkTheme : lightTheme}>
      <MemoryRouter>{children}</MemoryRouter>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...rest });
}

type Listener = (event: MediaQueryListEvent) => void;

/** Installs a controllable window.matchMedia (jsdom has none). */
export function mockMatchMedia(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<Listener>();
  const matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    matchMedia,
    listenerCount: () => listeners.size,
    setDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: next, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent));
    },
    restore() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
