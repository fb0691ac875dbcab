import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { HomeHero } from './HomeHero';

describe('HomeHero', () => {
  it('announces the mobile apps with a New badge', () => {
    renderWithProviders(<HomeHero />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText(/mobile apps/i)).toBeInTheDocument();
  });

  it('links to donor and recipient registration', () => {
    renderWithProviders(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
  });

  it('shows the three home-page stat tiles', () => {
    renderWithProviders(<HomeHero />);
    const tiles = screen.getAllByTestId('stat-tile');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]).getByText('50k+')).toBeInTheDocument();
    expect(within(tiles[0]).getByText('Lives Saved')).toBeInTheDocument();
    expect(within(tiles[1]).getByText('100k+')).toBeInTheDocument();
    expect(within(tiles[1]).getByText('Donations')).toBeInTheDocument();
    expect(within(tiles[2]).getByText('75+')).toBeInTheDocument();
    expect(within(tiles[2]).getByText('Countries')).toBeInTheDocument();
  });
});
