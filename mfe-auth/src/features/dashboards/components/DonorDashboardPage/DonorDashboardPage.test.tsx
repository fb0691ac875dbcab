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

describe('DonorDashboardPage', () => {
  it('welcomes the donor and links to pricing, contact and how it works', () => {
    signIn('donor');
    renderWithProviders(<App />, { initialEntries: ['/donor/dashboard'] });

    expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/pricing', '/contact', '/how-it-works']));
  });

  it('denies the donor page to another role', () => {
    signIn('recipient');
    renderWithProviders(<App />, { initialEntries: ['/donor/dashboard'] });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page.');
  });
});
