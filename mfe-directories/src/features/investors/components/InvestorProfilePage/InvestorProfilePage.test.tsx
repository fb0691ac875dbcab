import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { getInvestor, listInvestorDocuments, listPortfolio } from '../../api/get-investor';
import type { InvestorProfile } from '../../api/investor-profile';
import { openStoredFile } from '../../../../lib/open-stored-file';
import { InvestorProfilePage } from './InvestorProfilePage';

jest.mock('../../../../lib/open-stored-file', () => ({ openStoredFile: jest.fn() }));
// the signed-in member of these cases holds directory premium (SignedInContent.test.tsx: those who do not)
jest.mock('../../../../lib/directory-premium', () => ({ hasDirectoryPremium: jest.fn(async () => true) }));

jest.mock('../../api/get-investor', () => ({
  ...jest.requireActual('../../api/get-investor'),
  getInvestor: jest.fn(),
  listPortfolio: jest.fn(),
  listInvestorDocuments: jest.fn(),
}));

const mockedGet = jest.mocked(getInvestor);
const mockedPortfolio = jest.mocked(listPortfolio);
const mockedDocuments = jest.mocked(listInvestorDocuments);
const ID = 'a0a1c2d3-0001-4a5b-8c6d-000000000001';

const INVESTOR: InvestorProfile = {
  id: ID,
  user_id: null,
  firm_name: 'Meridian Health Ventures',
  display_name: 'Meridian Health Ventures',
  investor_type: 'VC',
  investment_focus: ['Healthcare', 'SaaS'],
  investment_stages: ['Seed', 'Series A'],
  typical_check_size: '$500K - $2M',
  total_assets_under_management: 250_000_000,
  location: 'San Francisco, CA',
  website: 'https://meridian.example.com',
  linkedin_url: null,
  social_urls: {},
  investment_thesis: null,
  verification_status: 'pending',
  credibility_score: 88,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const member: AppUser = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
};

const renderAt = (id: string) => renderWithProviders(<InvestorProfilePage />, { route: `/investors/${id}`, path: '/investors/:id' });

beforeEach(() => {
  mockedGet.mockReset();
  mockedPortfolio.mockReset();
  mockedDocuments.mockReset();
  useSession.setState({ user: null, loading: false });
});
afterEach(() => useSession.getState().reset());

test('a missing investor: Investor Not Found, the explanation and a link back to /investors', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(null);
  renderAt('a0a1c2d3-0009-4a5b-8c6d-000000000009');

  expect(screen.getByText('Loading investor profile...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Investor Not Found' })).toBeInTheDocument();
  expect(
    screen.getByText("The investor you're looking for doesn't exist or you don't have permission to view this profile."),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to Investors' }));
  expect(currentUrl()).toBe('/investors');
});

test('an investor: overview, the four tabs and the sidebar cards', async () => {
  mockedGet.mockResolvedValue({ ...INVESTOR, firm_name: '', display_name: 'Sarah Whitfield' });
  renderAt(ID);

  // no firm: the name the database keeps for the listing
  expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Whitfield' })).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Verification is in progress');
  expect(screen.getByText('$250.0M')).toBeInTheDocument();
  expect(screen.getByText('$500K - $2M')).toBeInTheDocument();
  expect(screen.getByText('Seed, Series A')).toBeInTheDocument();
  expect(screen.getByText('88/100')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Portfolio', 'Investment Thesis', 'Documents']);
  expect(screen.getByRole('heading', { name: 'Connect' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Verification Standards' })).toBeInTheDocument();
  const similar = within(screen.getByRole('list', { name: 'Similar investors' }));
  expect(similar.getByRole('link', { name: 'Healthcare investors in San Francisco, CA' })).toHaveAttribute(
    'href',
    '/investors?location=San+Francisco%2C+CA&focus=Healthcare',
  );
  expect(similar.getByRole('link', { name: 'SaaS investors in San Francisco, CA' })).toHaveAttribute(
    'href',
    '/investors?location=San+Francisco%2C+CA&focus=SaaS',
  );
});

test('no thesis: the empty text', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(INVESTOR);
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Investment Thesis' }));
  expect(screen.getByText('No investment thesis has been shared by this investor.')).toBeInTheDocument();
});

test('a saved thesis shows under Investment Thesis', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue({ ...INVESTOR, investment_thesis: 'Blood-supply logistics software, seed to Series A.' });
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Investment Thesis' }));
  expect(screen.getByText('Blood-supply logistics software, seed to Series A.')).toBeInTheDocument();
  expect(screen.queryByText('No investment thesis has been shared by this investor.')).not.toBeInTheDocument();
});

test('signed out: portfolio and documents show the restriction texts and are not queried', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(INVESTOR);
  renderAt(ID);

  await user.click(await screen.findByRole('tab', { name: 'Portfolio' }));
  expect(screen.getByText('Portfolio information is available to subscribed users only.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register to View' })).toHaveAttribute('href', '/register');

  await user.click(screen.getByRole('tab', { name: 'Documents' }));
  expect(screen.getByText('Documents available with premium access')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get Premium Access' })).toHaveAttribute('href', '/register');

  expect(mockedPortfolio).not.toHaveBeenCalled();
  expect(mockedDocuments).not.toHaveBeenCalled();
});

test('signed in with premium: the portfolio and the documents with Download links', async () => {
  const user = userEvent.setup();
  useSession.setState({ user: member, loading: false });
  mockedGet.mockResolvedValue(INVESTOR);
  mockedPortfolio.mockResolvedValue([
    { company: 'HemoLink Health', industry: 'Healthcare', stage: 'Series A', exit_status: 'Active' },
    { company: 'CareLedger', industry: 'FinTech', stage: 'Seed', exit_status: 'Acquired' },
  ]);
  mockedDocuments.mockResolvedValue([
    { name: 'Accreditation Letter', url: null, object_path: `${member.id}/verification-1700000000000.pdf` },
    { name: 'Fund Registration', url: 'https://files.example.com/fund.pdf', object_path: null },
  ]);
  renderAt(ID);

  await user.click(await screen.findByRole('tab', { name: 'Portfolio' }));
  const rows = await screen.findAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'CompanyIndustryStageExit Status',
    'HemoLink HealthHealthcareSeries AActive',
    'CareLedgerFinTechSeedAcquired',
  ]);
  expect(mockedPortfolio).toHaveBeenCalledWith(ID, expect.any(AbortSignal));

  await user.click(screen.getByRole('tab', { name: 'Documents' }));
  expect(await screen.findByText('Fund Registration')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download Fund Registration' })).toHaveAttribute('href', 'https://files.example.com/fund.pdf');
  expect(screen.queryByText('Documents available with premium access')).not.toBeInTheDocument();
  // an uploaded document is read from the private bucket by the signed-in reader
  expect(screen.queryByRole('link', { name: 'Download Accreditation Letter' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download Accreditation Letter' }));
  expect(openStoredFile).toHaveBeenCalledWith('directory-documents', `${member.id}/verification-1700000000000.pdf`);
});

test('signed in with premium, without documents: the empty text', async () => {
  const user = userEvent.setup();
  useSession.setState({ user: member, loading: false });
  mockedGet.mockResolvedValue(INVESTOR);
  mockedDocuments.mockResolvedValue([]);
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Documents' }));
  expect(await screen.findByText('No verification documents available.')).toBeInTheDocument();
});
