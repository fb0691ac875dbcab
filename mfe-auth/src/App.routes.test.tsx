// Every route portal-manifest sends to this remote must be served here by its own page.
import path from 'node:path';
import { screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { useSession } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { testRouteGuards } from '@donation-network/portal-session/testing';
import App from './App';

const { folder, routes } = remote('auth');

/** A concrete value for each route parameter. */
const PARAMS = { type: 'donor' };

/** The main heading of the page each manifest route shows to a signed-out visitor. */
const PAGE_HEADINGS: Record<string, string> = {
  '/register': 'Register with Donation Network',
  '/register/:type': 'Blood Donor Registration',
  '/login': 'Login',
  '/reset-password': 'Reset Password',
};

beforeEach(() => useSession.setState({ loading: false, user: null }));

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls auth', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it('names the page of every manifest route', () => {
  expect(Object.keys(PAGE_HEADINGS).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route, PARAMS), route]))(
  '%s (manifest route %s) shows its own page',
  async (pathname, route) => {
    renderWithProviders(<App />, { route: pathname });
    expect(await screen.findByRole('heading', { name: PAGE_HEADINGS[route], level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  },
);

describe('the guards match the route table', () =>
  testRouteGuards(remote('auth').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
