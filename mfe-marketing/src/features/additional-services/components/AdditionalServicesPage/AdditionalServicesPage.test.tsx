import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { ADDITIONAL_SERVICES_PAGE_CONTENT } from '../../additional-services-page-content';
import { AdditionalServicesPage } from './AdditionalServicesPage';

// the first section is the hero (tagline and lead), then the services
const [, dna, fertility] = ADDITIONAL_SERVICES_PAGE_CONTENT.sections;

describe('AdditionalServicesPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContent({ data: storedRow(ADDITIONAL_SERVICES_PAGE_CONTENT) });
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and covers the five services', async () => {
    renderWithProviders(<AdditionalServicesPage />, { route: '/additional-services' });
    await settle();
    expect(document.title).toBe('Additional Services | Donation Network');
    expect(screen.getByRole('heading', { level: 1, name: 'More ways our network can help' })).toBeInTheDocument();
    const services = ['DNA Storage', 'Fertility Services', 'Cryonics', 'Transplant Coordination', 'Global Health Network'];
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(0, 5),
    ).toEqual(services);
    for (const name of services) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('heading', { level: 3, name: 'How we help' })).toBeInTheDocument();
      expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it('describes cryonics as experimental, and organ allocation as outside the network', async () => {
    renderWithProviders(<AdditionalServicesPage />);
    await settle();
    expect(screen.getByRole('region', { name: 'Cryonics' })).toHaveTextContent('there is no scientific evidence that revival is possible');
    expect(screen.getByRole('region', { name: 'Transplant Coordination' })).toHaveTextContent('never by us');
    expect(screen.getByText(/does not provide medical services/)).toBeInTheDocument();
  });

  it('links to the contact form for additional services and to the services partnership', async () => {
    renderWithProviders(<AdditionalServicesPage />);
    await settle();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact?service=Additional%20Services');
    expect(screen.getByRole('link', { name: 'Become a Provider Partner' })).toHaveAttribute('href', '/partnerships#services');
  });

  it('shows edited, added and reordered services and drops deleted ones', async () => {
    servePageContent({
      data: storedRow(ADDITIONAL_SERVICES_PAGE_CONTENT, [
        { ...fertility, title: 'Fertility Clinics', content: '<p>Edited text.</p>', order: 0 },
        { id: 'home-testing', title: 'Home Testing', content: '<p>New service.</p>', order: 1 },
        { ...dna, order: 2 },
      ]),
    });
    renderWithProviders(<AdditionalServicesPage />);
    await settle();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(0, 3),
    ).toEqual(['Fertility Clinics', 'Home Testing', 'DNA Storage']);
    expect(screen.getByRole('region', { name: 'Fertility Clinics' })).toHaveTextContent('Edited text.');
    expect(screen.getByRole('region', { name: 'Home Testing' }).querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Cryonics' })).not.toBeInTheDocument();
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<AdditionalServicesPage />);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(screen.getByRole('region', { name: 'Cryonics' })).toHaveTextContent('there is no scientific evidence');
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(ADDITIONAL_SERVICES_PAGE_CONTENT, [{ ...dna, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<AdditionalServicesPage />);
    await settle();
    expect(screen.getByRole('region', { name: 'DNA Storage' })).toHaveTextContent('Safe text');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
