import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { PartnershipsPage } from './PartnershipsPage';

describe('PartnershipsPage', () => {
  let scrollTo: jest.SpyInstance;
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('sets the document title and has the three programme sections with their anchor ids', () => {
    const { container } = renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    expect(document.title).toBe('Partnerships | Donation Network');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('#healthcare')).toBe(screen.getByRole('region', { name: 'Healthcare Partners' }));
    expect(container.querySelector('#corporate')).toBe(screen.getByRole('region', { name: 'Corporate Partners' }));
    expect(container.querySelector('#services')).toBe(screen.getByRole('region', { name: 'Additional Services' }));
  });

  it.each([
    ['Healthcare Partners', '/contact?service=Healthcare%20Partner', '/partners/healthcare'],
    ['Corporate Partners', '/contact?service=Corporate%20Partner', '/partners/corporate'],
    ['Additional Services', '/contact?service=Additional%20Services', '/additional-services'],
  ])('%s lists its benefits and links to the contact form and its own page', (name, contact, details) => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    const section = screen.getByRole('region', { name });
    expect(within(section).getAllByRole('list')[0].children.length).toBeGreaterThanOrEqual(4);
    expect(within(section).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', contact);
    expect(within(section).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', details);
  });

  it('scrolls to the anchor on arrival and moves focus there', () => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships#corporate' });
    const section = screen.getByRole('region', { name: 'Corporate Partners' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens at the top without an anchor', () => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('links to each programme from the top of the page', () => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    expect(screen.getByRole('link', { name: 'Healthcare Partners' })).toHaveAttribute('href', '/partnerships#healthcare');
    expect(screen.getByRole('link', { name: 'Corporate Partners' })).toHaveAttribute('href', '/partnerships#corporate');
    expect(screen.getByRole('link', { name: 'Additional Services' })).toHaveAttribute('href', '/partnerships#services');
  });
});
