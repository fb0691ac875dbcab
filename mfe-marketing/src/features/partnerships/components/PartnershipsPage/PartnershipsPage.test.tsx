import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { PARTNERSHIPS_PAGE_CONTENT } from '../../partnerships-page-content';
import { PartnershipsPage } from './PartnershipsPage';

const [hero, healthcare, corporate, services, steps] = PARTNERSHIPS_PAGE_CONTENT.sections;

describe('PartnershipsPage', () => {
  let scrollTo: jest.SpyInstance;
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    servePageContent({ data: storedRow(PARTNERSHIPS_PAGE_CONTENT) });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('sets the document title and meta description and has the three programme sections with their anchor ids', async () => {
    const { container } = renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    expect(document.title).toBe('Partnerships | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', PARTNERSHIPS_PAGE_CONTENT.description);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner with us to save more lives' })).toBeInTheDocument();
    expect(container.querySelector('#healthcare')).toBe(screen.getByRole('region', { name: 'Healthcare Partners' }));
    expect(container.querySelector('#corporate')).toBe(screen.getByRole('region', { name: 'Corporate Partners' }));
    expect(container.querySelector('#services')).toBe(screen.getByRole('region', { name: 'Additional Services' }));
  });

  it.each([
    ['Healthcare Partners', '/contact?service=Healthcare%20Partner', '/partners/healthcare'],
    ['Corporate Partners', '/contact?service=Corporate%20Partner', '/partners/corporate'],
    ['Additional Services', '/contact?service=Additional%20Services', '/additional-services'],
  ])('%s lists its benefits and links to the contact form and its own page', async (name, contact, details) => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    const section = screen.getByRole('region', { name });
    expect(within(section).getAllByRole('list')[0].children.length).toBeGreaterThanOrEqual(4);
    expect(within(section).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', contact);
    expect(within(section).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', details);
  });

  it('scrolls to the anchor on arrival and moves focus there', async () => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships#corporate' });
    await settle();
    const section = screen.getByRole('region', { name: 'Corporate Partners' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens at the top without an anchor', async () => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('links to each programme from the top of the page', async () => {
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    expect(screen.getByRole('link', { name: 'Healthcare Partners' })).toHaveAttribute('href', '/partnerships#healthcare');
    expect(screen.getByRole('link', { name: 'Corporate Partners' })).toHaveAttribute('href', '/partnerships#corporate');
    expect(screen.getByRole('link', { name: 'Additional Services' })).toHaveAttribute('href', '/partnerships#services');
  });

  it('shows stored texts in the programme bands, hides a programme whose section was removed and adds new sections at the end', async () => {
    servePageContent({
      data: storedRow(PARTNERSHIPS_PAGE_CONTENT, [
        { ...hero, title: 'Work with us', content: '<p>Edited lead.</p>' },
        { ...healthcare, title: 'Hospitals and Blood Banks', content: '<p>Edited summary.</p>' },
        services,
        steps,
        { id: 'research', title: 'Research Partners', content: '<p>For universities.</p>', order: 5 },
      ]),
    });
    const { container } = renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Work with us' })).toBeInTheDocument();
    const hospitals = screen.getByRole('region', { name: 'Hospitals and Blood Banks' });
    expect(container.querySelector('#healthcare')).toBe(hospitals);
    expect(hospitals).toHaveTextContent('Edited summary.');
    expect(within(hospitals).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact?service=Healthcare%20Partner');
    expect(screen.getByRole('link', { name: 'Hospitals and Blood Banks' })).toHaveAttribute('href', '/partnerships#healthcare');
    expect(container.querySelector('#corporate')).toBeNull();
    expect(screen.queryByRole('link', { name: corporate.title })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Hospitals and Blood Banks',
      'Additional Services',
      'How Partnership Works',
      'Research Partners',
    ]);
    expect(screen.getByRole('region', { name: 'Research Partners' })).toHaveTextContent('For universities.');
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(screen.getByRole('region', { name: 'Corporate Partners' })).toHaveTextContent('donation drives');
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(PARTNERSHIPS_PAGE_CONTENT, [hero, { ...healthcare, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<PartnershipsPage />, { route: '/partnerships' });
    await settle();
    expect(screen.getByRole('region', { name: 'Healthcare Partners' })).toHaveTextContent('Safe text');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
