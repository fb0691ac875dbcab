// Every route portal-manifest sends to this remote must be a page here, not the not-found page.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { useSession, type AppUser } from '@donation-network/shared-auth';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import App from './App';

jest.mock('./lib/subscription', () => ({
  ...jest.requireActual('./lib/subscription'),
  getCurrentSubscription: jest.fn().mockResolvedValue(null),
}));

const { folder, routes } = remote('recipient');

/** Every recipient page is for role recipient. */
const RECIPIENT: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

beforeEach(() => useSession.setState({ user: RECIPIENT, session: null, loading: false }));

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls recipient', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) is a page, not Not Found', async (pathname) => {
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
  // a redirect (/recipient -> /recipient/dashboard) must land on a path this remote also serves
  expect(routes.some((route) => currentUrl().split('?')[0] === examplePath(route))).toBe(true);
});
