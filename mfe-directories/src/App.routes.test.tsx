// Every route portal-manifest sends to this remote must be a page here, not the not-found page.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { loadSupabase, useSession, type AppUser } from '@donation-network/shared-auth';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import App from './App';

// No backend: every query fails, which the pages show as an error state (not a missing route).
jest.mock('@donation-network/shared-auth', () => ({
  ...jest.requireActual('@donation-network/shared-auth'),
  loadSupabase: jest.fn(() => Promise.reject(new Error('no backend in this test'))),
}));

const { folder, routes } = remote('directories');

/** The signed-in role a dashboard needs; the directories are public. */
function userFor(pathname: string): AppUser | null {
  const role = pathname.startsWith('/founder/') ? 'founder' : pathname.startsWith('/investor/') ? 'investor' : null;
  if (!role) return null;
  return {
    id: '00000000-0000-4000-8000-000000000002',
    name: `Demo ${role}`,
    email: `${role}@demo.donation.network`,
    photoURL: null,
    isAdmin: false,
    role,
    permissions: [],
  };
}

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls directories', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
  expect(jest.isMockFunction(loadSupabase)).toBe(true);
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) is a page, not Not Found', async (pathname) => {
  useSession.setState({ user: userFor(pathname), loading: false });
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
});
