import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { AdditionalServicesPage } from './AdditionalServicesPage';

describe('AdditionalServicesPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and covers the five services', () => {
    renderWithProviders(<AdditionalServicesPage />, { route: '/additional-services' });
    expect(document.title).toBe('Additional Services | Donation Network');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
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

  it('describes cryonics as experimental, and organ allocation as outside the network', () => {
    renderWithProviders(<AdditionalServicesPage />);
    expect(screen.getByRole('region', { name: 'Cryonics' })).toHaveTextContent('there is no scientific evidence that revival is possible');
    expect(screen.getByRole('region', { name: 'Transplant Coordination' })).toHaveTextContent('never by us');
    expect(screen.getByText(/does not provide medical services/)).toBeInTheDocument();
  });

  it('links to the contact form for additional services and to the services partnership', () => {
    renderWithProviders(<AdditionalServicesPage />);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact?service=Additional%20Services');
    expect(screen.getByRole('link', { name: 'Become a Provider Partner' })).toHaveAttribute('href', '/partnerships#services');
  });
});
