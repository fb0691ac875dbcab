import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { HowItWorksPage } from './HowItWorksPage';

describe('HowItWorksPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title', () => {
    renderWithProviders(<HowItWorksPage />, { route: '/how-it-works' });
    expect(document.title).toBe('How It Works | Donation Network');
  });

  it('walks donors, recipients and partners through their steps', () => {
    renderWithProviders(<HowItWorksPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const donors = screen.getByRole('region', { name: 'For Donors' });
    expect(within(donors).getAllByRole('listitem')).toHaveLength(5);
    expect(within(donors).getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    const recipients = screen.getByRole('region', { name: 'For Recipients' });
    expect(within(recipients).getByText(/Essential Plan \(\$15 per month\)/)).toBeInTheDocument();
    expect(within(recipients).getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    const partners = screen.getByRole('region', { name: 'For Healthcare Partners' });
    expect(within(partners).getByRole('link', { name: 'Explore Partnerships' })).toHaveAttribute('href', '/partnerships');
  });

  it('explains matching and privacy', () => {
    renderWithProviders(<HowItWorksPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'How Matching Works' })).toBeInTheDocument();
    const privacy = screen.getByRole('region', { name: 'Your Privacy' });
    expect(within(privacy).getByText(/never shown in search results/)).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(privacy).getByRole('link', { name: 'Data Protection Policy' })).toHaveAttribute('href', '/data-protection');
  });

  it('lists the donation intervals the database uses', () => {
    renderWithProviders(<HowItWorksPage />);
    const table = screen.getByRole('table', { name: /minimum interval/i });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['United States', 'Everyone', '56 days'],
      ['United Kingdom', 'Men', '84 days (12 weeks)'],
      ['United Kingdom', 'Women', '112 days (16 weeks)'],
      ['India', 'Men', '90 days (3 months)'],
      ['India', 'Women', '120 days (4 months)'],
      ['All other countries', 'Everyone', '56 days'],
    ]);
  });

  it('states that no medical services are provided and links onwards', () => {
    renderWithProviders(<HowItWorksPage />);
    expect(screen.getByText(/does not provide medical services/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Donation Process' })).toHaveAttribute('href', '/donation-process');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
  });
});
