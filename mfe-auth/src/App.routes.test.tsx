// Every route portal-manifest sends to this remote must be a page here, not the not-found page.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { permissionsFor, useSession, type Role } from '@donation-network/shared-auth';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import App from './App';

const { folder, routes } = remote('auth');

/** A concrete value for each route parameter (an unknown user type is a 404 by design). */
const PARAMS = { type: 'donor' };

/** The signed-in role a guarded page needs; public pages are visited signed out. */
function roleFor(pathname: string): Role | null {
  if (pathname.startsWith('/donor/')) return 'donor';
  if (pathname.startsWith('/admin/')) return 'admin';
  return null;
}

function signIn(role: Role | null) {
  useSession.setState({
    loading: false,
    user: role && {
      id: '00000000-0000-4000-8000-000000000003',
      name: `Demo ${role}`,
      email: `${role}@demo.donation.network`,
      photoURL: null,
      isAdmin: role === 'admin',
      role,
      permissions: permissionsFor(role),
    },
  });
}

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls auth', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it.each(routes.map((route) => [examplePath(route, PARAMS), route]))('%s (manifest route %s) is a page, not Not Found', async (pathname) => {
  signIn(roleFor(pathname));
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
});
