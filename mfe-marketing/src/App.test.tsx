import { screen } from '@testing-library/react';
import { loadSupabase, setSupabaseClient } from '@donation-network/portal-session';
import App from './App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { createFakeSupabase } from './testing/fake-supabase';
import { settle } from './testing/page-content-client';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

describe('marketing App routes', () => {
  let fake: ReturnType<typeof createFakeSupabase>;

  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fake = createFakeSupabase();
    jest.mocked(loadSupabase).mockResolvedValue(fake.client);
    setSupabaseClient(fake.client);
  });

  afterEach(() => jest.restoreAllMocks());

  it('renders the home hero at /', async () => {
    renderWithProviders(<App />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    await settle();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('renders the about page at /about', async () => {
    renderWithProviders(<App />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    await settle();
  });

  it('renders the contact page at /contact with the service prefill', async () => {
    renderWithProviders(<App />, { route: '/contact?service=partnership' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Partnership Inquiry: Partnership');
    expect(await screen.findByText(/Thank you for your interest in Partnership\./)).toBeInTheDocument();
    expect(fake.eq).toHaveBeenCalledWith('page_content', 'page_id', 'contact');
  });

  it.each(['/pricing', '/plans'])('renders the plans page at %s', async (route) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Plans' })).toBeInTheDocument();
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it.each([
    ['/how-it-works', 'How It Works | Donation Network'],
    ['/faqs', 'Frequently Asked Questions | Donation Network'],
    ['/donation-process', 'Donation Process | Donation Network'],
    ['/partnerships', 'Partnerships | Donation Network'],
    ['/additional-services', 'Additional Services | Donation Network'],
  ])('loads the content page at %s when it is visited', async (route, title) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it.each([
    ['/legal', 'Terms & Conditions'],
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy Policy'],
  ])('%s opens the legal page on %s', async (route, selected) => {
    renderWithProviders(<App />, { route });
    expect(await screen.findByText('Last updated: October 1, 2024')).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('tab', { name: selected })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: selected })).toBeInTheDocument();
  });

  it('falls back to the not-found page for paths it does not serve yet', () => {
    // The not-found page logs the attempted path.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<App />, { route: '/no-such-page' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
  });
});
