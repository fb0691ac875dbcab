import { screen, within } from '@testing-library/react';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { listMyIntros } from '../../../../lib/intros';
import { loadDashboardFigures } from '../../api/dashboard-api';
import { InvestorDashboard } from './InvestorDashboard';

jest.mock('../../api/dashboard-api', () => ({ loadDashboardFigures: jest.fn() }));
jest.mock('../../../../lib/intros', () => ({ listMyIntros: jest.fn(), respondIntro: jest.fn(), getIntroContact: jest.fn() }));

const investor: AppUser = {
  id: '00000000-0000-4000-8000-000000000006',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
};

const DEALS = [
  {
    id: 'f0a1c2d3-00de-4a5b-8c6d-0000000000de',
    company_name: 'Demo Vitals',
    industry: 'Healthcare',
    funding_stage: 'Seed',
    location: 'Austin, TX',
    credibility_score: 64,
  },
  {
    id: 'f0a1c2d3-0002-4a5b-8c6d-000000000002',
    company_name: 'CareLedger',
    industry: 'FinTech',
    funding_stage: 'Seed',
    location: 'London, UK',
    credibility_score: 58,
  },
];

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: investor, loading: false });
  jest.mocked(loadDashboardFigures).mockResolvedValue({
    profileId: 'a0b1c2d3-00de-4b5c-8d6e-0000000000de',
    completion: 90,
    matches: DEALS,
    planName: null,
    planEndsAt: null,
    premium: false,
  });
  jest.mocked(listMyIntros).mockResolvedValue([
    {
      id: 'i-9',
      direction: 'received',
      status: 'pending',
      message: 'Raising our seed round.',
      created_at: '2026-11-20T10:00:00Z',
      responded_at: null,
      other_kind: 'founder',
      other_profile_id: 'f0a1c2d3-00de-4a5b-8c6d-0000000000de',
      other_name: 'Demo Vitals',
    },
  ]);
});

test('computed figures, deal flow from the best matches, founders asking for intros, premium portfolio', async () => {
  renderWithProviders(<InvestorDashboard />);
  expect(screen.getByRole('heading', { level: 1, name: 'Investor Dashboard' })).toBeInTheDocument();

  const completion = await screen.findByRole('region', { name: 'Profile Completion' });
  expect(loadDashboardFigures).toHaveBeenCalledWith('investor', investor.id, expect.any(AbortSignal));
  expect(within(completion).getByText('90%')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Startup Matches' })).getByText('2')).toBeInTheDocument();
  const subscription = screen.getByRole('region', { name: 'Subscription' });
  expect(within(subscription).getByText('Free')).toBeInTheDocument();
  expect(within(subscription).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing#directory-plans');
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/investor/profile');

  const deals = screen.getByRole('region', { name: 'Recent Deal Flow' });
  for (const deal of DEALS) {
    expect(within(deals).getByRole('link', { name: deal.company_name })).toHaveAttribute('href', `/founders/${deal.id}`);
  }
  expect(within(deals).getByText(/Healthcare · Seed · Score 64\/100/)).toBeInTheDocument();

  const requests = screen.getByRole('region', { name: 'Intro Requests' });
  expect(await within(requests).findByRole('button', { name: 'Accept intro from Demo Vitals' })).toBeInTheDocument();
  expect(within(requests).getByRole('link', { name: 'Demo Vitals' })).toHaveAttribute(
    'href',
    '/founders/f0a1c2d3-00de-4a5b-8c6d-0000000000de',
  );

  const portfolio = screen.getByRole('region', { name: 'Portfolio Performance' });
  expect(within(portfolio).getByText('Premium')).toBeInTheDocument();
  // /pricing offers founders and investors no plan, so nothing sends them there
  expect(within(portfolio).queryByRole('link')).not.toBeInTheDocument();
  expect(document.querySelector('a[href="/pricing"]')).toBeNull();
});
