import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => scrollTo.mockRestore());

  it('renders every section heading in order', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
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

  it('tells the story of the 2021 founding', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByText(/founded in 2021 by a group of healthcare professionals and technology experts/i)).toBeInTheDocument();
  });

  it('lists the five services and states that no medical services are provided', () => {
    renderWithProviders(<AboutPage />);
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

  it('shows the four values, each with a sentence', () => {
    renderWithProviders(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Our Values' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Compassion', 'Integrity', 'Innovation', 'Accessibility']);
  });

  it('shows the about-page impact figures', () => {
    renderWithProviders(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Our Impact' });
    expect(within(section).getByText(/over 10,000 donations/i)).toBeInTheDocument();
    const tiles = within(section)
      .getAllByTestId('stat-tile')
      .map((tile) => tile.textContent);
    expect(tiles).toEqual(['Donations facilitated10,000+', 'Healthcare facilities500+', 'Countries35']);
  });

  it('links to registration and to the contact page', () => {
    renderWithProviders(<AboutPage />);
    const join = screen.getByRole('region', { name: 'Join Our Mission' });
    expect(within(join).getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(within(join).getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link')).toHaveAttribute('href', '/contact');
  });

  it('sets the document title', () => {
    renderWithProviders(<AboutPage />);
    expect(document.title).toBe('About Us | Donation Network');
  });

  it('scrolls to the top when it opens', () => {
    renderWithProviders(<AboutPage />);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
