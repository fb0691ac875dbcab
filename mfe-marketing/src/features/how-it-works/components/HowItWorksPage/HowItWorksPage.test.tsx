import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { HOW_IT_WORKS_PAGE_CONTENT } from '../../how-it-works-page-content';
import { HowItWorksPage } from './HowItWorksPage';

const [hero, donors, recipients, partners, matching, privacy, eligibility] = HOW_IT_WORKS_PAGE_CONTENT.sections;

describe('HowItWorksPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContent({ data: storedRow(HOW_IT_WORKS_PAGE_CONTENT) });
  });

  afterEach(() => jest.restoreAllMocks());

  it('sets the document title and meta description', async () => {
    renderWithProviders(<HowItWorksPage />, { route: '/how-it-works' });
    await settle();
    expect(document.title).toBe('How It Works | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', HOW_IT_WORKS_PAGE_CONTENT.description);
    expect(screen.getByRole('heading', { level: 1, name: 'From willingness to give to a donation that helps' })).toBeInTheDocument();
  });

  it('walks donors, recipients and partners through their steps', async () => {
    renderWithProviders(<HowItWorksPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const donors = screen.getByRole('region', { name: 'For Donors' });
    expect(within(donors).getAllByRole('listitem')).toHaveLength(5);
    expect(within(donors).getByRole('link', { name: 'Become a Donor' })).toHaveAttribute('href', '/register/donor');
    const recipients = screen.getByRole('region', { name: 'For Recipients' });
    expect(within(recipients).getByText(/Essential Plan \(\$15 per month\)/)).toBeInTheDocument();
    expect(within(recipients).getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    const partners = screen.getByRole('region', { name: 'For Healthcare Partners' });
    expect(within(partners).getByRole('link', { name: 'Explore Partnerships' })).toHaveAttribute('href', '/partnerships');
  });

  it('explains matching and privacy', async () => {
    renderWithProviders(<HowItWorksPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'How Matching Works' })).toBeInTheDocument();
    const privacy = screen.getByRole('region', { name: 'Your Privacy' });
    expect(within(privacy).getByText(/never shown in search results/)).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(privacy).getByRole('link', { name: 'Data Protection Policy' })).toHaveAttribute('href', '/data-protection');
  });

  it('lists the donation intervals the database uses', async () => {
    renderWithProviders(<HowItWorksPage />);
    await settle();
    const table = screen.getByRole('table', { name: /minimum interval/i });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['United States', 'Everyone', '56 days'],
      ['United Kingdom', 'Men', '84 days (12 weeks)'],
      ['United Kingdom', 'Women', '112 days (16 weeks)'],
      ['India', 'Men', '90 days (3 months)'],
      ['India', 'Women', '120 days (4 months)'],
      ['All other countries', 'Everyone', '56 days'],
    ]);
  });

  it('states that no medical services are provided and links onwards', async () => {
    renderWithProviders(<HowItWorksPage />);
    await settle();
    expect(screen.getByText(/does not provide medical services/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Donation Process' })).toHaveAttribute('href', '/donation-process');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('shows edited, added and reordered sections and drops deleted ones, keeping the buttons and the table by section id', async () => {
    servePageContent({
      data: storedRow(HOW_IT_WORKS_PAGE_CONTENT, [
        { ...hero, title: 'Giving made simple', content: '<p>Edited lead.</p>', order: 0 },
        {
          ...recipients,
          title: 'For Patients',
          content: '<p>Edited intro.</p><ol><li><h3>Sign up</h3><p>One step.</p></li></ol>',
          order: 1,
        },
        { id: 'volunteers', title: 'For Volunteers', content: '<p>Help at events.</p>', order: 2 },
        { ...donors, order: 3 },
        { ...eligibility, order: 4 },
      ]),
    });
    renderWithProviders(<HowItWorksPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Giving made simple' })).toBeInTheDocument();
    expect(screen.getByText('Edited lead.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(0, 4),
    ).toEqual(['For Patients', 'For Volunteers', 'For Donors', 'When You Can Donate Again']);
    const patients = screen.getByRole('region', { name: 'For Patients' });
    expect(within(patients).getAllByRole('listitem')).toHaveLength(1);
    expect(within(patients).getByRole('link', { name: 'Request Donation' })).toHaveAttribute('href', '/register/recipient');
    const volunteers = screen.getByRole('region', { name: 'For Volunteers' });
    expect(volunteers).toHaveTextContent('Help at events.');
    expect(within(volunteers).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'When You Can Donate Again' })).getByRole('table')).toBeInTheDocument();
    for (const removed of [partners, matching, privacy]) {
      expect(screen.queryByRole('heading', { name: removed.title })).not.toBeInTheDocument();
    }
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<HowItWorksPage />);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(within(screen.getByRole('region', { name: 'For Donors' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Your Privacy' })).toHaveTextContent('never shown in search results');
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(HOW_IT_WORKS_PAGE_CONTENT, [hero, { ...donors, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<HowItWorksPage />);
    await settle();
    expect(screen.getByRole('region', { name: 'For Donors' })).toHaveTextContent('Safe text');
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
