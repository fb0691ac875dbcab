import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useSession } from '@donation-network/portal-session';
import { lightTheme } from '@donation-network/shared-ui';
import { shellRoutes } from './router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

function renderRoutes(path: string) {
  const router = createMemoryRouter(shellRoutes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const originalScrollTo = window.scrollTo;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: null, loading: false });
  // jsdom does not implement scrolling; ShellLayout scrolls to the top on every navigation.
  window.scrollTo = jest.fn();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  window.scrollTo = originalScrollTo;
  consoleError.mockRestore();
});

describe('shellRoutes', () => {
  it('renders the frame (header, main, footer) around Not Found for an unknown path', () => {
    renderRoutes('/does-not-exist');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page Not Found' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the marketing remote inside the frame at the index route', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h2>Marketing home</h2> });
    renderRoutes('/');

    expect(await screen.findByRole('heading', { name: 'Marketing home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Marketing home' }));
    expect(loadRemoteMock).toHaveBeenCalledWith('marketing/App');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
