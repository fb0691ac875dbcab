import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { StatCard } from './StatCard';

test('a region named by its title, with the figure, progress bar, description and action', () => {
  renderWithProviders(
    <StatCard title="Profile Completion" value="33%" progress={33} description="Complete your profile" action={<a href="/p">Go</a>} />,
  );
  const card = screen.getByRole('region', { name: 'Profile Completion' });
  expect(within(card).getByRole('heading', { level: 3, name: 'Profile Completion' })).toBeInTheDocument();
  expect(within(card).getByText('33%')).toBeInTheDocument();
  expect(within(card).getByRole('progressbar', { name: 'Profile Completion' })).toHaveAttribute('aria-valuenow', '33');
  expect(within(card).getByText('Complete your profile')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Go' })).toBeInTheDocument();
});

test('without a figure: heading level, badge and free content', () => {
  renderWithProviders(
    <StatCard title="Portfolio" titleAs="h2" badge={<span>Premium</span>}>
      <p>Nothing yet.</p>
    </StatCard>,
  );
  const card = screen.getByRole('region', { name: 'Portfolio' });
  expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Portfolio');
  expect(within(card).getByText('Premium')).toBeInTheDocument();
  expect(within(card).getByText('Nothing yet.')).toBeInTheDocument();
  expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
});
