import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { screen } from '@testing-library/react';
import { permissionsFor, useSession, type Role } from '@donation-network/portal-session';
import App from '../../../../App';
import { renderAppWithLogin } from '../../../../testing/render-with-login';
import { fetchAdminPendingCounts } from '../../api/admin-pending-counts';

jest.mock('../../api/admin-pending-counts', () => ({ fetchAdminPendingCounts: jest.fn() }));

function signIn(role: Role) {
  useSession.setState({
    loading: false,
    user: {
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      photoURL: null,
      isAdmin: role === 'admin',
      role,
      permissions: permissionsFor(role),
    },
  });
}

beforeEach(() => {
  useSession.getState().reset();
  jest.mocked(fetchAdminPendingCounts).mockResolvedValue({ profileChanges: 2, partners: 1, identityDocuments: 3, newMessages: 4 });
});

describe('AdminDashboardPage', () => {
  it('welcomes the admin with a link to edit page content', async () => {
    signIn('admin');
    renderWithProviders(<App />, { route: '/admin/dashboard' });

    // the page loads with its route
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit page content' })).toHaveAttribute('href', '/admin/content');
    await screen.findByText('4 new');
  });

  it('links to every console page with what waits there', async () => {
    signIn('admin');
    renderWithProviders(<App />, { route: '/admin/dashboard' });

    expect(screen.getByRole('link', { name: 'Review profile changes' })).toHaveAttribute('href', '/admin/profile-changes');
    expect(screen.getByRole('link', { name: 'Review verifications' })).toHaveAttribute('href', '/admin/partners');
    expect(screen.getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/messages');
    expect(screen.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Moderate directories' })).toHaveAttribute('href', '/admin/directories');
    expect(await screen.findByText('2 pending')).toBeInTheDocument();
    expect(screen.getByText('1 partner, 3 documents pending')).toBeInTheDocument();
    expect(screen.getByText('4 new')).toBeInTheDocument();
  });

  it('keeps the links when the counts cannot be read', async () => {
    jest.mocked(fetchAdminPendingCounts).mockRejectedValue(new Error('offline'));
    signIn('admin');
    renderWithProviders(<App />, { route: '/admin/dashboard' });
    await screen.findByRole('link', { name: 'Review profile changes' });
    expect(screen.queryByText(/pending/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login with the intended role', () => {
    useSession.setState({ loading: false, user: null });
    renderAppWithLogin('/admin/dashboard');
    expect(screen.getByTestId('login-page')).toHaveTextContent('Logging in as admin');
  });
});
