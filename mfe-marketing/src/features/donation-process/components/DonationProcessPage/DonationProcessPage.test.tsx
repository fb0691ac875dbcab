import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { DONATION_PROCESS_PAGE_CONTENT } from '../../donation-process-page-content';
import { DonationProcessPage } from './DonationProcessPage';

const [hero, before, during, after, intervals, organs] = DONATION_PROCESS_PAGE_CONTENT.sections;

describe('DonationProcessPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContent({ data: storedRow(DONATION_PROCESS_PAGE_CONTENT) });
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and meta description and covers before, during and after a donation', async () => {
    renderWithProviders(<DonationProcessPage />, { route: '/donation-process' });
    await settle();
    expect(document.title).toBe('Donation Process | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', DONATION_PROCESS_PAGE_CONTENT.description);
    expect(screen.getByRole('heading', { level: 1, name: 'What to expect when you donate' })).toBeInTheDocument();
    for (const name of ['Before Your Donation', 'During Your Visit', 'After Your Donation']) {
      expect(within(screen.getByRole('region', { name })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    }
    expect(screen.getByRole('region', { name: 'During Your Visit' })).toHaveTextContent('Only the centre decides whether you donate.');
  });

  it('lists the donation intervals the database uses', async () => {
    renderWithProviders(<DonationProcessPage />);
    await settle();
    const section = screen.getByRole('region', { name: 'How Often You Can Give' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      'United States',
      'United Kingdom, men',
      'United Kingdom, women',
      'India, men',
      'India, women',
      'All other countries',
    ]);
    expect(values).toEqual([
      '56 days',
      '84 days (12 weeks)',
      '112 days (16 weeks)',
      '90 days (3 months)',
      '120 days (4 months)',
      '56 days',
    ]);
  });

  it('explains organ donation without allocating organs, and states that no medical services are provided', async () => {
    renderWithProviders(<DonationProcessPage />);
    await settle();
    expect(screen.getByRole('region', { name: 'Organ Donation' })).toHaveTextContent('We do not allocate organs');
    expect(screen.getByText(/does not provide medical services/)).toBeInTheDocument();
  });

  it('links to registration, the FAQs, How It Works and the contact page', async () => {
    renderWithProviders(<DonationProcessPage />);
    await settle();
    expect(screen.getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows edited, added and reordered stages and drops deleted ones', async () => {
    servePageContent({
      data: storedRow(DONATION_PROCESS_PAGE_CONTENT, [
        { ...hero, order: 0 },
        { ...after, title: 'Afterwards', content: '<p>Edited.</p><ul><li>Rest.</li></ul>', order: 1 },
        { id: 'follow-up', title: 'Follow-up', content: '<p>We check in a week later.</p>', order: 2 },
        { ...before, order: 3 },
        { ...intervals, order: 4 },
      ]),
    });
    renderWithProviders(<DonationProcessPage />);
    await settle();
    const stages = screen.getAllByRole('heading', { level: 2 }).slice(0, 3);
    expect(stages.map((heading) => heading.textContent)).toEqual(['Afterwards', 'Follow-up', 'Before Your Donation']);
    expect(stages.map((heading) => heading.previousElementSibling?.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('region', { name: 'Afterwards' })).toHaveTextContent('Edited.');
    expect(screen.getByRole('region', { name: 'Follow-up' })).toHaveTextContent('We check in a week later.');
    expect(within(screen.getByRole('region', { name: 'How Often You Can Give' })).getAllByRole('term')).toHaveLength(6);
    expect(screen.queryByRole('region', { name: during.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: organs.title })).not.toBeInTheDocument();
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<DonationProcessPage />);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(screen.getByRole('region', { name: 'During Your Visit' })).toHaveTextContent('Only the centre decides whether you donate.');
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(DONATION_PROCESS_PAGE_CONTENT, [{ ...before, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<DonationProcessPage />);
    await settle();
    expect(screen.getByRole('region', { name: 'Before Your Donation' })).toHaveTextContent('Safe text');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
