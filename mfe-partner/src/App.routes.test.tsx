// Every route portal-manifest sends to this remote shows its own page here: not the not-found
// page, and not another page's content. Each page is known by its own level-1 heading.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { setSupabaseClient, useSession, type AppUser } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { fakeSupabase, testRouteGuards } from '@donation-network/portal-session/testing';
import App from './App';

const { folder, routes } = remote('partner');

/** The partner pages are for role partner. */
const PARTNER: AppUser = {
  id: 'partner-1',
  name: 'Grace Hospital',
  email: 'partners@grace-hospital.example',
  photoURL: null,
  isAdmin: false,
  role: 'partner',
  permissions: [],
};

/** Each manifest route's page, by its level-1 heading (/partner opens the dashboard). */
const PAGES: Record<string, string> = {
  '/partner': 'Partner Dashboard',
  '/partner/dashboard': 'Partner Dashboard',
};

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  fakeSupabase({ data: null, error: { message: 'offline' } });
});

afterEach(() => {
  setSupabaseClient(null);
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls partner', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it('knows the page of every route the manifest lists, and of no other', () => {
  expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) shows its own page', async (pathname, route) => {
  useSession.setState({ user: PARTNER, loading: false });
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
  expect(await screen.findByRole('heading', { level: 1, name: PAGES[route] })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // a redirect (/partner -> /partner/dashboard) must land on a path this remote also serves
  expect(routes.some((candidate) => currentUrl().split('?')[0] === examplePath(candidate))).toBe(true);
});

describe('the guards match the route table', () =>
  testRouteGuards(remote('partner').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
