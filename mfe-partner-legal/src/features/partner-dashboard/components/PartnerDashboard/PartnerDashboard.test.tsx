import { screen, within } from '@testing-library/react';
import { useCurrentUser, type AppUser } from 'shared-auth';
import { renderWithProviders } from 'shared-ui/testing';
import { PartnerDashboard } from './PartnerDashboard';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useCurrentUser: jest.fn(),
}));

const mockedUseCurrentUser = jest.mocked(useCurrentUser);

const partner: AppUser = {
  id: 'partner-1',
  name: 'Grace Hospital',
  email: 'partners@grace-hospital.example',
  photoURL: null,
  isAdmin: false,
  role: 'partner',
  permissions: [],
};

describe('PartnerDashboard', () => {
  beforeEach(() => mockedUseCurrentUser.mockReturnValue({ user: partner, loading: false }));

  it('welcomes the partner with their name and e-mail', () => {
    renderWithProviders(<PartnerDashboard />, { route: '/partner/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
    const welcome = screen.getByRole('region', { name: 'Welcome, Grace Hospital' });
    expect(within(welcome).getByText('partners@grace-hospital.example')).toBeInTheDocument();
  });

  it('links to the healthcare programme, the partnerships contact and pricing', () => {
    renderWithProviders(<PartnerDashboard />);
    const resources = screen.getByRole('list', { name: 'Partner resources' });
    const hrefs = within(resources)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/partners/healthcare', '/contact?service=Healthcare%20Partner', '/pricing']);
  });

  it('falls back to a generic greeting when the profile has no name', () => {
    mockedUseCurrentUser.mockReturnValue({ user: { ...partner, name: '' }, loading: false });
    renderWithProviders(<PartnerDashboard />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Partner' })).toBeInTheDocument();
  });
});
