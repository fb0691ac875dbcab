import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { HealthcarePartnersPage } from './HealthcarePartnersPage';

describe('HealthcarePartnersPage', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is the healthcare partnerships page, says no medical services are provided, and sets the document title', async () => {
    renderWithProviders(<HealthcarePartnersPage />, { route: '/partners/healthcare' });
    expect(screen.getByRole('heading', { level: 1, name: 'Healthcare Partnerships' })).toBeInTheDocument();
    expect(screen.getByText(/we provide the connection, not medical services/i)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Healthcare Partners | Donation Network'));
  });

  it('shows six benefits', () => {
    renderWithProviders(<HealthcarePartnersPage />);
    const benefits = screen.getByRole('list', { name: 'Benefits for healthcare partners' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the six-step partnership process in order', () => {
    renderWithProviders(<HealthcarePartnersPage />);
    const steps = screen.getByRole('list', { name: 'Partnership process' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Application', 'Verification', 'Integration Assessment', 'Agreement', 'Onboarding', 'Launch']);
  });

  it('shows four partner types and a spotlight quote', () => {
    renderWithProviders(<HealthcarePartnersPage />);
    const types = screen.getByRole('list', { name: 'Partner types' });
    expect(
      within(types)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hospitals', 'Blood Banks', 'Transplant Centers', 'Clinics and Laboratories']);
    const spotlight = screen.getByRole('region', { name: 'Partner Spotlight' });
    expect(within(spotlight).getByRole('figure')).toHaveTextContent('Donor services coordinator, partner blood bank');
  });

  it('shows the download link with no target, and links applications to the contact form', () => {
    renderWithProviders(<HealthcarePartnersPage />);
    const guide = screen.getByText('Download Partnership Guide');
    expect(guide.tagName).toBe('A');
    expect(guide).not.toHaveAttribute('href');
    expect(guide).not.toHaveAttribute('target');
    for (const name of ['Apply to Partner', 'Start Your Application']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/contact?service=Healthcare%20Partner');
    }
  });
});
