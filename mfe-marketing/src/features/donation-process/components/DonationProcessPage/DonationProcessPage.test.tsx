import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { DonationProcessPage } from './DonationProcessPage';

describe('DonationProcessPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and covers before, during and after a donation', () => {
    renderWithProviders(<DonationProcessPage />, { route: '/donation-process' });
    expect(document.title).toBe('Donation Process | Donation Network');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const name of ['Before Your Donation', 'During Your Visit', 'After Your Donation']) {
      expect(within(screen.getByRole('region', { name })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    }
    expect(screen.getByRole('region', { name: 'During Your Visit' })).toHaveTextContent('Only the centre decides whether you donate.');
  });

  it('lists the donation intervals the database uses', () => {
    renderWithProviders(<DonationProcessPage />);
    const section = screen.getByRole('region', { name: 'How Often You Can Give' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      'United States',
      'United Kingdom, men',
      'United Kingdom, women',
      'India, men',
      'India, women',
      'All other countries',
    ]);
    expect(values).toEqual([
      '56 days',
      '84 days (12 weeks)',
      '112 days (16 weeks)',
      '90 days (3 months)',
      '120 days (4 months)',
      '56 days',
    ]);
  });

  it('explains organ donation without allocating organs, and states that no medical services are provided', () => {
    renderWithProviders(<DonationProcessPage />);
    expect(screen.getByRole('region', { name: 'Organ Donation' })).toHaveTextContent('We do not allocate organs');
    expect(screen.getByText(/does not provide medical services/)).toBeInTheDocument();
  });

  it('links to registration, the FAQs, How It Works and the contact page', () => {
    renderWithProviders(<DonationProcessPage />);
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
