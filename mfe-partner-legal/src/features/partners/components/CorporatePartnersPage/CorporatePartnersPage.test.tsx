import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { CorporatePartnersPage } from './CorporatePartnersPage';

describe('CorporatePartnersPage', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is the corporate partnerships page and sets the document title', async () => {
    renderWithProviders(<CorporatePartnersPage />, { route: '/partners/corporate' });
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Partnerships' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Corporate Partners | Donation Network'));
  });

  it('shows the benefit cards', () => {
    renderWithProviders(<CorporatePartnersPage />);
    const benefits = screen.getByRole('list', { name: 'Benefits for corporate partners' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Employee Engagement', 'Corporate Social Responsibility', 'Brand Visibility', 'Measurable Impact']);
  });

  it('lists six partnership opportunities', () => {
    renderWithProviders(<CorporatePartnersPage />);
    const opportunities = screen.getByRole('list', { name: 'Partnership opportunities' });
    expect(within(opportunities).getAllByRole('listitem')).toHaveLength(6);
    expect(within(opportunities).getByRole('heading', { name: 'Workplace Blood Drives' })).toBeInTheDocument();
  });

  it('shows placeholder partner logos', () => {
    renderWithProviders(<CorporatePartnersPage />);
    const logos = screen.getByRole('list', { name: 'Partner logos' });
    expect(within(logos).getAllByText('Partner logo')).toHaveLength(6);
  });

  it('links to the contact form with the corporate programme preselected', () => {
    renderWithProviders(<CorporatePartnersPage />);
    for (const name of ['Become a Partner', 'Contact Our Partnerships Team']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/contact?service=Corporate%20Partner');
    }
  });
});
