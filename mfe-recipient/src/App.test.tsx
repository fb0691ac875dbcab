import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useSession, type AppUser } from '@donation-network/portal-session';
import App from './App';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';

jest.mock('./lib/subscription', () => ({
  ...jest.requireActual('./lib/subscription'),
  getCurrentSubscription: jest.fn().mockResolvedValue(null),
}));

const RECIPIENT: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

function signIn(user: AppUser | null) {
  useSession.setState({ user, session: null, loading: false });
}

/** App plus a stand-in login page, as the shell would route them. */
const renderApp = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<h1>Login</h1>} />
      <Route path="*" element={<App />} />
    </Routes>,
    { route },
  );

beforeEach(() => signIn(RECIPIENT));

afterAll(() => useSession.getState().reset());

test('every page sits in the recipient layout', async () => {
  renderApp('/recipient/blood-services');
  expect(screen.getByRole('heading', { level: 1, name: 'Recipient Portal' })).toBeInTheDocument();
  // the page itself loads with its route
  expect(await screen.findByRole('heading', { name: 'Resource Marketplace' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Subscription Required' })).toBeInTheDocument();
});

test('/recipient goes to the dashboard; unknown recipient paths show Not Found inside the layout', async () => {
  const { unmount } = renderApp('/recipient');
  await waitFor(() => expect(currentUrl()).toBe('/recipient/dashboard'));
  unmount();

  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/recipient/no-such-page');
  expect(screen.getByText('Recipient Portal')).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith(expect.stringContaining('/recipient/no-such-page'));
  log.mockRestore();
});

test('guarded: signed-out visitors go to /login, other roles are refused', async () => {
  signIn(null);
  const { unmount } = renderApp('/recipient/dashboard');
  await waitFor(() => expect(currentUrl()).toBe('/login'));
  unmount();

  act(() => signIn({ ...RECIPIENT, role: 'donor' }));
  renderApp('/recipient/dashboard');
  expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page.');
  expect(screen.queryByText('Recipient Portal')).not.toBeInTheDocument();
});
