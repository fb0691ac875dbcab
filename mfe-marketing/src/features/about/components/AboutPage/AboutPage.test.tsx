import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { ABOUT_PAGE_CONTENT } from '../../about-page-content';
import { AboutPage } from './AboutPage';

const [hero, mission, story, whatWeDo, values, impact, contact] = ABOUT_PAGE_CONTENT.sections;

describe('AboutPage', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContent({ data: storedRow(ABOUT_PAGE_CONTENT) });
  });

  afterEach(() => jest.restoreAllMocks());

  it('renders every section heading in order', async () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Connecting donors and recipients, one life at a time' })).toBeInTheDocument();
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sectionHeadings).toEqual([
      'Our Mission',
      'Our Story',
      'What We Do',
      'Our Values',
      'Our Impact',
      'Join Our Mission',
      'Contact Us',
    ]);
  });

  it('tells the story of the 2021 founding', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    expect(screen.getByText(/founded in 2021 by a group of healthcare professionals and technology experts/i)).toBeInTheDocument();
  });

  it('lists the five services and states that no medical services are provided', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    const section = screen.getByRole('region', { name: 'What We Do' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const name of [
      'Blood and organ donation matching',
      'DNA storage',
      'Fertility clinic connections',
      'Transplant coordination',
      'Global health network',
    ]) {
      expect(within(section).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(section).getByText(/we do not provide medical services/i)).toBeInTheDocument();
  });

  it('shows the four values, each with a sentence', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    const section = screen.getByRole('region', { name: 'Our Values' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Compassion', 'Integrity', 'Innovation', 'Accessibility']);
  });

  it('shows the about-page impact figures', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    const section = screen.getByRole('region', { name: 'Our Impact' });
    expect(within(section).getByText(/over 10,000 donations/i)).toBeInTheDocument();
    const tiles = within(section)
      .getAllByTestId('stat-tile')
      .map((tile) => tile.textContent);
    expect(tiles).toEqual(['Donations facilitated10,000+', 'Healthcare facilities500+', 'Countries35']);
  });

  it('links to registration and to the contact page', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    const join = screen.getByRole('region', { name: 'Join Our Mission' });
    expect(within(join).getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(within(join).getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link')).toHaveAttribute('href', '/contact');
  });

  it('sets the document title and meta description', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    expect(document.title).toBe('About Us | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', ABOUT_PAGE_CONTENT.description);
  });

  it('scrolls to the top when it opens', async () => {
    renderWithProviders(<AboutPage />);
    await settle();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('shows stored texts in the designed bands, hides a band whose section was removed and adds new sections at the end', async () => {
    servePageContent({
      data: storedRow(ABOUT_PAGE_CONTENT, [
        { ...hero, title: 'We connect people', content: '<p>Edited lead.</p>' },
        { ...mission, content: '<p>Edited mission.</p>' },
        whatWeDo,
        values,
        impact,
        contact,
        { id: 'our-team', title: 'Our Team', content: '<p>Meet the team.</p>', order: 7 },
      ]),
    });
    renderWithProviders(<AboutPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'We connect people' })).toBeInTheDocument();
    expect(screen.getByText('Edited lead.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toHaveTextContent('Edited mission.');
    expect(screen.queryByRole('heading', { name: story.title })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'What We Do',
      'Our Values',
      'Our Impact',
      'Join Our Mission',
      'Contact Us',
      'Our Team',
    ]);
    expect(screen.getByRole('region', { name: 'Our Team' })).toHaveTextContent('Meet the team.');
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<AboutPage />);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText(/founded in 2021/)).toBeInTheDocument();
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(ABOUT_PAGE_CONTENT, [hero, { ...mission, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<AboutPage />);
    await settle();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toHaveTextContent('Safe text');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
