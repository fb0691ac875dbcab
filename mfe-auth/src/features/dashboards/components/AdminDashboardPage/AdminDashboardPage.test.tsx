import { renderWithProviders } from '../../../../test-utils';
import { screen } from '@testing-library/react';
import { permissionsFor, useSession, type Role } from 'shared-auth';
import App from '../../../../App';

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

beforeEach(() => useSession.getState().reset());

describe('AdminDashboardPage', () => {
  it('welcomes the admin with a link to edit page content', () => {
    signIn('admin');
    renderWithProviders(<App />, { initialEntries: ['/admin/dashboard'] });

    expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit page content' })).toHaveAttribute('href', '/admin/content');
  });

  it('sends a visitor to /login with the intended role', () => {
    useSession.setState({ loading: false, user: null });
    renderWithProviders(<App />, { initialEntries: ['/admin/dashboard'] });
    expect(screen.getByLabelText(/I am logging in as/)).toHaveValue('admin');
  });
});
