import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('renders both tabs with Terms & Conditions selected by default', () => {
    renderWithProviders(<LegalPage />, { route: '/legal' });
    const tablist = screen.getByRole('tablist', { name: 'Legal documents' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Terms & Conditions', 'Privacy Policy']);
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Terms & Conditions' });
    expect(within(panel).getByRole('heading', { level: 3, name: /acceptance of terms/i })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: /no medical services/i })).toBeInTheDocument();
  });

  it('sets the document title', async () => {
    renderWithProviders(<LegalPage />, { route: '/legal' });
    await waitFor(() => expect(document.title).toBe('Terms & Privacy | Donation Network'));
  });

  it('shows the last-updated date and the legal-support contact link', () => {
    renderWithProviders(<LegalPage />, { route: '/legal' });
    expect(screen.getByText('Last updated: October 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?service=legal-support');
  });

  it('states the 15-business-day complaint review and the processing fee', () => {
    renderWithProviders(<LegalPage />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/respond within 15 business days/i)).toBeInTheDocument();
    expect(within(panel).getByText(/minor processing fee/i)).toBeInTheDocument();
  });

  it('switches to the Privacy Policy with a click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LegalPage />);
    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    for (const heading of [
      /data we collect/i,
      /how we use your data/i,
      /sharing with healthcare partners/i,
      /data retention/i,
      /your rights/i,
    ]) {
      expect(within(panel).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(within(panel).getByText(/within 15 business days/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /acceptance of terms/i })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LegalPage />);
    const terms = screen.getByRole('tab', { name: 'Terms & Conditions' });
    const privacy = screen.getByRole('tab', { name: 'Privacy Policy' });

    await user.click(terms);
    await user.keyboard('{ArrowRight}');
    expect(privacy).toHaveFocus();
    expect(privacy).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('opens the Privacy Policy first when asked to', () => {
    renderWithProviders(<LegalPage initialTab="privacy" />, { route: '/privacy' });
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
