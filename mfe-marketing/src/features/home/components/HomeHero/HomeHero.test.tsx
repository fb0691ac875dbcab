import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { heroText } from '../../../../lib/page-sections';
import { HOME_PAGE_CONTENT } from '../../home-page-content';
import { HomeHero } from './HomeHero';

const hero = heroText(HOME_PAGE_CONTENT);

describe('HomeHero', () => {
  it('announces the mobile apps with a New badge', () => {
    renderWithProviders(<HomeHero {...hero} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText(/mobile apps/i)).toBeInTheDocument();
  });

  it('links to donor and recipient registration', () => {
    renderWithProviders(<HomeHero {...hero} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting donors, saving lives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
  });

  it('shows the three home-page stat tiles', () => {
    renderWithProviders(<HomeHero {...hero} />);
    const tiles = screen.getAllByTestId('stat-tile');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]).getByText('50k+')).toBeInTheDocument();
    expect(within(tiles[0]).getByText('Lives Saved')).toBeInTheDocument();
    expect(within(tiles[1]).getByText('100k+')).toBeInTheDocument();
    expect(within(tiles[1]).getByText('Donations')).toBeInTheDocument();
    expect(within(tiles[2]).getByText('75+')).toBeInTheDocument();
    expect(within(tiles[2]).getByText('Countries')).toBeInTheDocument();
  });

  it('shows a managed subtitle as sanitised HTML, or a text lead', () => {
    const { unmount } = renderWithProviders(<HomeHero title="Headline" leadHtml="<p>Managed <strong>subtitle</strong></p>" />);
    expect(screen.getByText('subtitle').tagName).toBe('STRONG');
    unmount();
    renderWithProviders(<HomeHero title="Headline" lead="Plain lead" />);
    expect(screen.getByText('Plain lead').tagName).toBe('P');
  });
});
