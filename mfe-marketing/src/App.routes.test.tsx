// Every route portal-manifest sends to this remote must be a page here, not the not-found page.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { permissionsFor, setSupabaseClient, useSession } from '@donation-network/shared-auth';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import App from './App';
import { createFakeSupabase } from './testing/fake-supabase';

const { folder, routes } = remote('marketing');

/** A concrete value for each route parameter (an unknown page id is a message, not the editor). */
const PARAMS = { pageId: 'about' };

/** The admin pages are visited by an admin, the others signed out. */
function signInFor(pathname: string) {
  const admin = pathname.startsWith('/admin/');
  useSession.setState({
    loading: false,
    user: admin
      ? {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Demo admin',
          email: 'admin@demo.donation.network',
          photoURL: null,
          isAdmin: true,
          role: 'admin',
          permissions: permissionsFor('admin'),
        }
      : null,
  });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setSupabaseClient(createFakeSupabase().client as never);
});

afterEach(() => {
  setSupabaseClient(null);
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls marketing', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it.each(routes.map((route) => [examplePath(route, PARAMS), route]))('%s (manifest route %s) is a page, not Not Found', async (pathname) => {
  signInFor(pathname);
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
});
