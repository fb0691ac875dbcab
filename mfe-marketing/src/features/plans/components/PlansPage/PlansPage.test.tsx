import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithProviders } from 'shared-ui/testing';
import { ESSENTIAL_PLAN_PRICE, formatPrice } from '../../plans-content';
import { PlansPage } from './PlansPage';

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
});
afterEach(() => scrollTo.mockRestore());

describe('PlansPage', () => {
  it("shows 'Our Plans' with the four cards in order and scrolls to the top", () => {
    renderWithProviders(<PlansPage />, { route: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Plans' })).toBeInTheDocument();
    expect(document.title).toBe('Our Plans | Donation Network');
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
  ])('%s: price %s, button %s → %s', (title, price, button, href) => {
    renderWithProviders(<PlansPage />);
    const plan = card(title);
    expect(within(plan).getByTestId('plan-price')).toHaveTextContent(price, { normalizeWhitespace: false });
    expect(within(plan).getByRole('link', { name: button })).toHaveAttribute('href', href);
    const features = within(within(plan).getByRole('list', { name: `${title} features` })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(FEATURES[title]);
  });

  it('formats the Essential price from the constant with Intl.NumberFormat', () => {
    expect(ESSENTIAL_PLAN_PRICE).toEqual({ amount: 15, currency: 'USD' });
    expect(formatPrice(15, 'USD')).toBe('$15');
    expect(formatPrice(15.5, 'USD')).toBe('$15.50');
    renderWithProviders(<PlansPage />);
    expect(within(card('Essential Plan')).getByText('$15')).toBeInTheDocument();
    expect(within(card('Essential Plan')).getByText('per month')).toBeInTheDocument();
  });

  it('marks only the Donor plan as popular', () => {
    renderWithProviders(<PlansPage />);
    expect(within(card('Donor')).getByText('Most Popular')).toBeInTheDocument();
    expect(card('Donor')).toHaveAttribute('data-popular', 'true');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    for (const title of ['Healthcare Partner', 'Corporate Tie-up', 'Essential Plan']) {
      expect(card(title)).not.toHaveAttribute('data-popular');
    }
  });

  it('navigates with the plan buttons', async () => {
    renderWithProviders(<PlansPage />, { route: '/plans' });
    await userEvent.setup().click(within(card('Donor')).getByRole('link', { name: 'Register' }));
    expect(currentUrl()).toBe('/register/donor');
  });
});
