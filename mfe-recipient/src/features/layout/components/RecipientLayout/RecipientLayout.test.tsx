import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { signOut, useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { RecipientLayout } from './RecipientLayout';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { useNotificationSummary } from '../../../../lib/notification-summary';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  signOut: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({
  ...jest.requireActual('@donation-network/shared-ui'),
  notify: jest.fn(),
}));
jest.mock('../../../../lib/notification-summary', () => ({ useNotificationSummary: jest.fn() }));

const mockedSignOut = jest.mocked(signOut);
const mockedNotify = jest.mocked(notify);

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

/** The layout around a stand-in page, next to a stand-in login page. */
const renderApp = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<h1>Login</h1>} />
      <Route path="/recipient" element={<RecipientLayout />}>
        <Route path="*" element={<p>Page content</p>} />
      </Route>
    </Routes>,
    { route },
  );

beforeEach(() => {
  mockedSignOut.mockReset();
  mockedNotify.mockReset();
  jest.mocked(useNotificationSummary).mockReturnValue({ unreadCount: 0, totalCount: 4 });
  signIn(RECIPIENT);
});

afterAll(() => useSession.getState().reset());

test('the layout: title, subtitle, greeting with name and e-mail, and the sidebar links', () => {
  renderApp('/recipient/dashboard');
  expect(screen.getByRole('heading', { level: 1, name: 'Recipient Portal' })).toBeInTheDocument();
  expect(screen.getByText('View available blood services and manage your profile')).toBeInTheDocument();

  const sidebar = screen.getByTestId('recipient-sidebar');
  expect(within(sidebar).getByText('Demo Recipient')).toBeInTheDocument();
  expect(within(sidebar).getByText('recipient@demo.donation.network')).toBeInTheDocument();
  expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/recipient/dashboard');
  expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(within(sidebar).getByRole('link', { name: 'Blood Services' })).toHaveAttribute('href', '/recipient/blood-services');
  expect(within(sidebar).getByRole('link', { name: 'Appointments' })).toHaveAttribute('href', '/recipient/appointments');
  expect(within(sidebar).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/recipient/notifications');
  expect(within(sidebar).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/recipient/profile');
  expect(within(sidebar).getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
  expect(within(sidebar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  // the header has its own Sign Out
  expect(screen.getAllByRole('button', { name: 'Sign Out' })).toHaveLength(2);
  // rendered inside the shell's <main>, the area adds no main landmark of its own
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
});

test('sign out: logs out, toasts Logged out successfully and goes to /login', async () => {
  const user = userEvent.setup();
  mockedSignOut.mockImplementation(async () => {
    signIn(null);
  });
  renderApp('/recipient/dashboard');

  await user.click(within(screen.getByTestId('recipient-sidebar')).getByRole('button', { name: 'Sign Out' }));

  expect(mockedSignOut).toHaveBeenCalledTimes(1);
  expect(mockedNotify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logged out successfully' }));
  await waitFor(() => expect(currentUrl()).toBe('/login'));
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
});

test('a failed sign out stays put and shows the error', async () => {
  const user = userEvent.setup();
  mockedSignOut.mockRejectedValue(new Error('Network down'));
  renderApp('/recipient/dashboard');

  await user.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]);

  expect(mockedNotify).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Error', description: 'Network down', variant: 'destructive' }),
  );
  expect(currentUrl()).toBe('/recipient/dashboard');
});

test('the menu toggle opens the navigation and it closes again after navigating', async () => {
  const user = userEvent.setup();
  renderApp('/recipient/dashboard');
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  const sidebar = screen.getByTestId('recipient-sidebar');
  await user.click(within(sidebar).getByRole('link', { name: 'Blood Services' }));
  await waitFor(() => expect(currentUrl()).toBe('/recipient/blood-services'));
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the unread count beside Notifications: a badge, named for screen readers, 99+ above 99, none at 0', () => {
  jest.mocked(useNotificationSummary).mockReturnValue({ unreadCount: 3, totalCount: 7 });
  const { unmount } = renderApp('/recipient/dashboard');
  const link = within(screen.getByTestId('recipient-sidebar')).getByRole('link', { name: 'Notifications (3 unread)' });
  expect(within(link).getByTestId('unread-count')).toHaveTextContent('3');
  expect(within(link).getByTestId('unread-count')).toHaveAttribute('aria-hidden', 'true');
  unmount();

  jest.mocked(useNotificationSummary).mockReturnValue({ unreadCount: 120, totalCount: 120 });
  const again = renderApp('/recipient/dashboard');
  expect(screen.getByTestId('unread-count')).toHaveTextContent('99+');
  expect(screen.getByRole('link', { name: 'Notifications (120 unread)' })).toBeInTheDocument();
  again.unmount();

  jest.mocked(useNotificationSummary).mockReturnValue(null);
  renderApp('/recipient/dashboard');
  expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
});
