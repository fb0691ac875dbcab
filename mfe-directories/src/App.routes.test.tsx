// Every route portal-manifest sends to this remote shows its own page here: not the not-found
// page, and not another page's content. Each page is known by its own level-1 heading.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { loadSupabase, useSession, type AppUser } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { testRouteGuards } from '@donation-network/portal-session/testing';
import App from './App';
import type { FounderProfile } from './features/founders/api/founder-profile';
import type { InvestorProfile } from './features/investors/api/investor-profile';

// No backend: every query fails, which the pages show as an error state under their heading. The
// two public profiles are read through their own loaders, which answer with one listing each, so
// the profile pages show the listing's name as their heading.
jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(() => Promise.reject(new Error('no backend in this test'))),
}));

const FOUNDER = {
  id: 'example-id',
  user_id: null,
  company_name: 'HemoLink Health',
  industry: 'Healthcare',
  funding_stage: 'Series A',
  location: 'Boston, MA',
  founded_year: 2019,
  team_size: 42,
  company_description: null,
  looking_for: null,
  website: null,
  linkedin_url: null,
  social_urls: {},
  pitch_deck_url: null,
  pitch_deck_path: null,
  achievements: [],
  verification_status: 'verified',
  credibility_score: 92,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
} satisfies FounderProfile;

const INVESTOR = {
  id: 'example-id',
  user_id: null,
  firm_name: 'Meridian Health Ventures',
  display_name: 'Meridian Health Ventures',
  investor_type: 'VC',
  investment_focus: ['Healthcare'],
  investment_stages: ['Seed'],
  typical_check_size: null,
  total_assets_under_management: null,
  location: 'San Francisco, CA',
  website: null,
  linkedin_url: null,
  social_urls: {},
  investment_thesis: null,
  verification_status: 'pending',
  credibility_score: 88,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
} satisfies InvestorProfile;

jest.mock('./features/founders/api/get-founder', () => ({
  ...jest.requireActual('./features/founders/api/get-founder'),
  getFounder: jest.fn(() => Promise.resolve(FOUNDER)),
}));
jest.mock('./features/investors/api/get-investor', () => ({
  ...jest.requireActual('./features/investors/api/get-investor'),
  getInvestor: jest.fn(() => Promise.resolve(INVESTOR)),
}));

const { folder, routes } = remote('directories');

/** The level-1 heading of each manifest route's page. */
const PAGE_HEADINGS: Record<string, string> = {
  '/founders': 'Founders Directory',
  '/founders/:id': FOUNDER.company_name,
  '/investors': 'Investors Directory',
  '/investors/:id': INVESTOR.firm_name,
  '/founder/dashboard': 'Founder Dashboard',
  '/investor/dashboard': 'Investor Dashboard',
  '/founder/profile': 'Company Profile',
  '/investor/profile': 'Investor Profile',
};

/** The signed-in role a dashboard or profile form needs; the directories are public. */
function userFor(pathname: string): AppUser | null {
  const role = pathname.startsWith('/founder/') ? 'founder' : pathname.startsWith('/investor/') ? 'investor' : null;
  if (!role) return null;
  return {
    id: '00000000-0000-4000-8000-000000000002',
    name: `Demo ${role}`,
    email: `${role}@demo.donation.network`,
    photoURL: null,
    isAdmin: false,
    role,
    permissions: [],
  };
}

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls directories', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
  expect(jest.isMockFunction(loadSupabase)).toBe(true);
});

it('knows the page of every route the manifest lists, and of no other', () => {
  expect(Object.keys(PAGE_HEADINGS).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) shows its own page', async (pathname, route) => {
  useSession.setState({ user: userFor(pathname), loading: false });
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
  expect(await screen.findByRole('heading', { level: 1, name: PAGE_HEADINGS[route] })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

describe('the guards match the route table', () =>
  testRouteGuards(remote('directories').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
