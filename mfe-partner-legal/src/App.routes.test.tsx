// Every route portal-manifest sends to this remote must be a page here, not the not-found page.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { setSupabaseClient, useSession, type AppUser } from '@donation-network/shared-auth';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import App from './App';
import { servePageContent } from './testing/page-content-client';

const { folder, routes } = remote('partnerLegal');

/** The partner pages are for role partner; the legal pages are public. */
const PARTNER: AppUser = {
  id: 'partner-1',
  name: 'Grace Hospital',
  email: 'partners@grace-hospital.example',
  photoURL: null,
  isAdmin: false,
  role: 'partner',
  permissions: [],
};

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  servePageContent({});
});

afterEach(() => {
  setSupabaseClient(null);
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls partnerLegal', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) is a page, not Not Found', async (pathname) => {
  useSession.setState({ user: pathname.startsWith('/partner') ? PARTNER : null, loading: false });
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
});
