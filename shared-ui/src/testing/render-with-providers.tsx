import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/tokens';

/** Renders the current path + query so tests can assert on URL changes. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL. Default '/'. */
  route?: string;
  /** Route pattern for `ui` (e.g. '/founders/:id'); without it `ui` renders at any path. */
  path?: string;
}

/** Renders `ui` inside what the shell gives a remote: the light theme and a router at `route` (+ a location probe, see `currentUrl`). */
export function renderWithProviders(ui: ReactElement, { route = '/', path, ...options }: RenderWithProvidersOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>
  );
  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  return render(element, { wrapper: Wrapper, ...options });
}

/** The path + query string the router is on. */
export function currentUrl(container: HTMLElement = document.body): string {
  const probe = container.querySelector('[data-testid="location"]');
  return probe?.textContent ?? '';
}
