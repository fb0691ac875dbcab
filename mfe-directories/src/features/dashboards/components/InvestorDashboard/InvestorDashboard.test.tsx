import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { InvestorDashboard, RECENT_DEAL_FLOW } from './InvestorDashboard';

test('static cards: 50% completion, 8 startup matches, Free plan, deal flow and premium portfolio', () => {
  renderWithProviders(<InvestorDashboard />);
  expect(screen.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeInTheDocument();

  const completion = screen.getByRole('region', { name: 'Profile Completion' });
  expect(within(completion).getByText('50%')).toBeInTheDocument();
  expect(within(completion).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  expect(within(screen.getByRole('region', { name: 'Startup Matches' })).getByText('8')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Subscription' })).getByText('Free')).toBeInTheDocument();

  const deals = screen.getByRole('region', { name: 'Recent Deal Flow' });
  for (const deal of RECENT_DEAL_FLOW) {
    expect(within(deals).getByRole('link', { name: deal.company })).toHaveAttribute('href', `/founders/${deal.id}`);
  }

  const portfolio = screen.getByRole('region', { name: 'Portfolio Performance' });
  expect(within(portfolio).getByText('Premium')).toBeInTheDocument();
});
