import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { FounderDashboard } from './FounderDashboard';

test('static cards: 33% completion, 5 investor matches, Free plan, empty lists', () => {
  renderWithProviders(<FounderDashboard />);
  expect(screen.getByRole('heading', { level: 1, name: 'Founder Dashboard' })).toBeInTheDocument();

  const completion = screen.getByRole('region', { name: 'Profile Completion' });
  expect(within(completion).getByText('33%')).toBeInTheDocument();
  expect(within(completion).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

  expect(within(screen.getByRole('region', { name: 'Investor Matches' })).getByText('5')).toBeInTheDocument();

  const subscription = screen.getByRole('region', { name: 'Subscription' });
  expect(within(subscription).getByText('Free')).toBeInTheDocument();
  expect(within(subscription).getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();

  expect(screen.getByRole('region', { name: 'Recent Investors' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Upcoming Events' })).toBeInTheDocument();
});
