import { screen, within } from '@testing-library/react';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { RecipientDashboard } from './RecipientDashboard';

const RECIPIENT: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

afterEach(() => useSession.getState().reset());

test('a welcome card and four cards linking to their routes', () => {
  useSession.setState({ user: RECIPIENT, loading: false });
  renderWithProviders(<RecipientDashboard />);
  expect(screen.getByRole('heading', { name: 'Welcome, Demo Recipient!' })).toBeInTheDocument();
  const expected: [string, string][] = [
    ['Blood Services', '/recipient/blood-services'],
    ['My Appointments', '/recipient/appointments'],
    ['My Notifications', '/recipient/notifications'],
    ['My Profile', '/recipient/profile'],
  ];
  for (const [title, href] of expected) {
    const card = screen.getByRole('region', { name: title });
    expect(within(card).getByRole('link')).toHaveAttribute('href', href);
  }
});
