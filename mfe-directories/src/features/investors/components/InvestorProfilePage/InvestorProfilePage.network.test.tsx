import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { getInvestor } from '../../api/get-investor';
import type { InvestorProfile } from '../../api/investor-profile';
import { listSimilarInvestors } from '../../api/similar-investors';
import { InvestorProfilePage } from './InvestorProfilePage';

// The investor page's network parts: Similar Investors from the database, and Connect.
jest.mock('../../api/get-investor', () => ({
  ...jest.requireActual('../../api/get-investor'),
  getInvestor: jest.fn(),
  listPortfolio: jest.fn().mockResolvedValue([]),
  listInvestorDocuments: jest.fn().mockResolvedValue([]),
}));
jest.mock('../../api/similar-investors', () => ({ listSimilarInvestors: jest.fn() }));

const ID = 'a0b1c2d3-0001-4b5c-8d6e-000000000001';
const OWNER = '00000000-0000-4000-8000-000000000007';

const INVESTOR: InvestorProfile = {
  id: ID,
  user_id: OWNER,
  firm_name: 'Meridian Health Ventures',
  display_name: 'Meridian Health Ventures',
  investor_type: 'VC',
  investment_focus: ['Healthcare', 'SaaS'],
  investment_stages: ['Seed', 'Series A'],
  typical_check_size: '$500K - $2M',
  total_assets_under_management: 250_000_000,
  location: 'San Francisco, CA',
  website: null,
  linkedin_url: null,
  social_urls: {},
  investment_thesis: null,
  verification_status: 'verified',
  credibility_score: 88,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const founder: AppUser = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Demo Founder',
  email: 'founder@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'founder',
  permissions: [],
};

const renderPage = () => renderWithProviders(<InvestorProfilePage />, { route: `/investors/${ID}`, path: '/investors/:id' });

beforeEach(() => {
  jest.mocked(getInvestor).mockResolvedValue(INVESTOR);
  jest.mocked(listSimilarInvestors).mockResolvedValue([
    {
      id: 'a0b1c2d3-0002-4b5c-8d6e-000000000002',
      firm_name: '',
      display_name: 'Sarah Whitfield',
      investor_type: 'Angel',
      location: 'London, UK',
      credibility_score: 70,
      shared_focus: ['Healthcare'],
      same_location: false,
    },
    {
      id: 'a0b1c2d3-0003-4b5c-8d6e-000000000003',
      firm_name: 'Golden Gate Health',
      display_name: 'Golden Gate Health',
      investor_type: 'PE',
      location: 'San Francisco, CA',
      credibility_score: 60,
      shared_focus: [],
      same_location: true,
    },
  ]);
  useSession.setState({ user: null, loading: false });
});
afterEach(() => useSession.getState().reset());

test("Similar Investors lists the database's similar profiles with the reason, and keeps the filtered directory links", async () => {
  renderPage();
  const profiles = await screen.findByRole('list', { name: 'Similar investor profiles' });
  expect(listSimilarInvestors).toHaveBeenCalledWith(ID, expect.any(AbortSignal));
  expect(within(profiles).getByRole('link', { name: 'Sarah Whitfield' })).toHaveAttribute(
    'href',
    '/investors/a0b1c2d3-0002-4b5c-8d6e-000000000002',
  );
  expect(within(profiles).getByText('Also invests in Healthcare')).toBeInTheDocument();
  expect(within(profiles).getByRole('link', { name: 'Golden Gate Health' })).toBeInTheDocument();
  expect(within(profiles).getByText('Also in San Francisco, CA')).toBeInTheDocument();

  const links = screen.getByRole('list', { name: 'Similar investors' });
  expect(within(links).getByRole('link', { name: 'Healthcare investors in San Francisco, CA' })).toHaveAttribute(
    'href',
    '/investors?location=San+Francisco%2C+CA&focus=Healthcare',
  );
});

test('Connect: visitors go to the login page; a signed-in founder opens the intro dialog; the owner sees no button', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage();
  expect(await screen.findByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/login');
  unmount();

  useSession.setState({ user: founder, loading: false });
  const second = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Connect' }));
  expect(screen.getByRole('dialog', { name: 'Request an intro to Meridian Health Ventures' })).toBeInTheDocument();
  second.unmount();

  useSession.setState({ user: { ...founder, id: OWNER, role: 'investor' }, loading: false });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Connect' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
});
