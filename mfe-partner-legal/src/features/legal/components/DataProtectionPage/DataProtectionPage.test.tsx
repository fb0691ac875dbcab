import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { DataProtectionPage } from './DataProtectionPage';

describe('DataProtectionPage', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is the Data Protection Policy, last updated April 1, 2025, and sets the document title', async () => {
    renderWithProviders(<DataProtectionPage />, { route: '/data-protection' });
    expect(screen.getByRole('heading', { level: 1, name: 'Data Protection Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 1, 2025')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Data Protection Policy | Donation Network'));
  });

  it('says the product provides no medical services and names the user’s rights', () => {
    renderWithProviders(<DataProtectionPage />);
    expect(screen.getByText(/we provide no medical services/i)).toBeInTheDocument();
    for (const heading of ['1. Our Principles', '3. How We Keep Data Secure', '6. Your Rights', '7. Requests and Complaints']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('states the 15-business-day complaint review and the processing fee, and links to legal support', () => {
    renderWithProviders(<DataProtectionPage />);
    expect(screen.getByText(/we review every request and complaint within 15 business days/i)).toBeInTheDocument();
    expect(screen.getByText(/a minor processing fee may apply/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?service=legal-support');
  });
});
