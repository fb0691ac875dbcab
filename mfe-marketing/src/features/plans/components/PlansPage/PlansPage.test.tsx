import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { expectPayloadInert, SCRIPT_PAYLOAD, servePageContent, settle, storedRow } from '../../../../testing/page-content-client';
import { fetchEssentialPlan } from '../../api/essential-plan';
import { PLANS_PAGE_CONTENT } from '../../plans-page-content';
import { PlansPage } from './PlansPage';

jest.mock('../../api/essential-plan', () => ({
  ...jest.requireActual('../../api/essential-plan'),
  fetchEssentialPlan: jest.fn(async () => null),
}));

const [intro] = PLANS_PAGE_CONTENT.sections;

const FEATURES: Record<string, string[]> = {
  'Healthcare Partner': [
    'blood availability publishing',
    'organ availability publishing',
    'network information access',
    'inter-hospital coordination',
    'patient matching system',
    'analytics dashboard',
    'community outreach tools',
    'technical support',
    'priority support',
  ],
  'Corporate Tie-up': [
    'all donor features',
    'all recipient features',
    'reduced per-person charges',
    'dedicated account manager',
    'corporate dashboard',
    'CSR reporting',
    'employee engagement tools',
    'priority support',
    'custom branding options',
  ],
  Donor: [
    'donor registration',
    'Blood Buddy Program',
    'Donor Leaderboards & Challenges',
    'Donor Clubs',
    'Donor Certificates',
    'Sustainable Merchandise',
    'Donor Milestone Badges',
    'Health Insights',
    'Donation Impact Calculator',
  ],
  'Essential Plan': [
    'recipient registration',
    'donor search',
    'advanced matching',
    'appointment scheduling',
    'enhanced notifications',
    'mobile app access',
    'request history',
    'hospital locator',
    'store records (250 MB)',
  ],
};

const card = (title: string) => screen.getByRole('article', { name: title });

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  servePageContent({ data: storedRow(PLANS_PAGE_CONTENT) });
});
afterEach(() => jest.restoreAllMocks());

describe('PlansPage', () => {
  it("shows 'Our Plans' with the four cards in order, sets the title and meta description and scrolls to the top", async () => {
    renderWithProviders(<PlansPage />, { route: '/pricing' });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Plans' })).toBeInTheDocument();
    expect(screen.getByText(/there is a plan for you/)).toBeInTheDocument();
    expect(document.title).toBe('Our Plans | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', PLANS_PAGE_CONTENT.description);
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Healthcare Partner',
      'Corporate Tie-up',
      'Donor',
      'Essential Plan',
    ]);
    expect(scrollTo).toHaveBeenCalled();
  });

  it.each([
    ['Healthcare Partner', 'Contact Us', 'Apply Now', '/contact'],
    ['Corporate Tie-up', 'Contact Us', 'Contact Sales', '/contact'],
    ['Donor', 'FREE', 'Register', '/register/donor'],
    ['Essential Plan', '$15per month', 'Register', '/register/recipient'],
  ])('%s: price %s, button %s → %s', async (title, price, button, href) => {
    renderWithProviders(<PlansPage />);
    await settle();
    const plan = card(title);
    expect(within(plan).getByTestId('plan-price')).toHaveTextContent(price, { normalizeWhitespace: false });
    expect(within(plan).getByRole('link', { name: button })).toHaveAttribute('href', href);
    const features = within(within(plan).getByRole('list', { name: `${title} features` })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(FEATURES[title]);
  });

  it("shows the recipients' plan with the name and price stored in the plans table", async () => {
    jest.mocked(fetchEssentialPlan).mockResolvedValueOnce({ name: 'Essential Plan', price: '15.50', currency: 'USD' });
    renderWithProviders(<PlansPage />);
    expect(await within(card('Essential Plan')).findByText('$15.50')).toBeInTheDocument();
    expect(within(card('Essential Plan')).getByText('per month')).toBeInTheDocument();
    expect(fetchEssentialPlan).toHaveBeenCalled();
  });

  it('shows $15 until the stored plan is read, and when it cannot be', async () => {
    jest.mocked(fetchEssentialPlan).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<PlansPage />);
    await settle();
    expect(within(card('Essential Plan')).getByText('$15')).toBeInTheDocument();
  });

  it('marks only the Donor plan as popular', async () => {
    renderWithProviders(<PlansPage />);
    await settle();
    expect(within(card('Donor')).getByText('Most Popular')).toBeInTheDocument();
    expect(card('Donor')).toHaveAttribute('data-popular', 'true');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    for (const title of ['Healthcare Partner', 'Corporate Tie-up', 'Essential Plan']) {
      expect(card(title)).not.toHaveAttribute('data-popular');
    }
  });

  it('navigates with the plan buttons', async () => {
    renderWithProviders(<PlansPage />, { route: '/plans' });
    await settle();
    await userEvent.setup().click(within(card('Donor')).getByRole('link', { name: 'Register' }));
    expect(currentUrl()).toBe('/register/donor');
  });

  it('shows the stored heading and intro, keeps the plan cards and adds new sections after them', async () => {
    servePageContent({
      data: {
        ...storedRow(PLANS_PAGE_CONTENT, [
          { ...intro, content: '<p>Edited intro.</p>' },
          { id: 'discounts', title: 'Discounts for Charities', content: '<p>Ask us about reduced rates.</p>', order: 1 },
        ]),
        title: 'Plans and Pricing',
        description: 'Edited description.',
      },
    });
    renderWithProviders(<PlansPage />, { route: '/pricing' });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and Pricing' })).toBeInTheDocument();
    expect(document.title).toBe('Plans and Pricing | Donation Network');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Edited description.');
    expect(screen.getByText('Edited intro.')).toBeInTheDocument();
    expect(screen.queryByText(/there is a plan for you/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Discounts for Charities' })).toHaveTextContent('Ask us about reduced rates.');
  });

  it('hides the intro when its section was removed', async () => {
    servePageContent({
      data: storedRow(PLANS_PAGE_CONTENT, [{ id: 'discounts', title: 'Discounts', content: '<p>Ask us.</p>', order: 0 }]),
    });
    renderWithProviders(<PlansPage />);
    await settle();
    expect(screen.queryByText(/there is a plan for you/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Discounts' })).toBeInTheDocument();
  });

  it('shows the code text when the read fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    servePageContent({ data: null, error: { message: 'permission denied' } });
    renderWithProviders(<PlansPage />);
    await settle();
    expect(consoleError).toHaveBeenCalledWith(
      'Failed to load page content',
      expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Plans' })).toBeInTheDocument();
    expect(screen.getByText(/there is a plan for you/)).toBeInTheDocument();
  });

  it('renders a stored script payload inert', async () => {
    servePageContent({ data: storedRow(PLANS_PAGE_CONTENT, [{ ...intro, content: SCRIPT_PAYLOAD }]) });
    renderWithProviders(<PlansPage />);
    await settle();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(document.body);
  });
});
