import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { lightTheme } from '@donation-network/shared-ui';
import { ThemeProvider } from 'styled-components';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Router history, e.g. ['/login'] or [{ pathname: '/login', state: { intendedRole: 'founder' } }]. */
  initialEntries?: InitialEntry[];
}

/** Renders `ui` inside the light theme and a MemoryRouter (what the shell provides around this remote). */
export function renderWithProviders(ui: ReactElement, { initialEntries = ['/'], ...options }: RenderWithProvidersOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      </ThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Shows the current location (path and state) so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-pathname={location.pathname}>
      {JSON.stringify({ pathname: location.pathname, state: location.state ?? null })}
    </output>
  );
}
