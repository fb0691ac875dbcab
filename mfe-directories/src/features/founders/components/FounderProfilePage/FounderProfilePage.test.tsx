import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { listFounderDocuments, listTeamMembers } from '../../api/founder-premium';
import type { FounderProfile } from '../../api/founder-profile';
import { openStoredFile } from '../../../../lib/open-stored-file';
import { getFounder } from '../../api/get-founder';
import { FounderProfilePage } from './FounderProfilePage';

jest.mock('../../api/get-founder', () => ({
  ...jest.requireActual('../../api/get-founder'),
  getFounder: jest.fn(),
}));

jest.mock('../../../../lib/open-stored-file', () => ({ openStoredFile: jest.fn() }));
// the signed-in member of these cases holds directory premium (SignedInContent.test.tsx: those who do not)
jest.mock('../../../../lib/directory-premium', () => ({ hasDirectoryPremium: jest.fn(async () => true) }));

jest.mock('../../api/founder-premium', () => ({
  listTeamMembers: jest.fn(),
  listFounderDocuments: jest.fn(),
}));

const mockedGet = jest.mocked(getFounder);
const mockedTeam = jest.mocked(listTeamMembers);
const mockedDocuments = jest.mocked(listFounderDocuments);

const member: AppUser = {
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
};
const ID = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';

const FOUNDER: FounderProfile = {
  id: ID,
  user_id: null,
  company_name: 'HemoLink Health',
  industry: 'Healthcare',
  funding_stage: 'Series A',
  location: 'Boston, MA',
  founded_year: 2019,
  team_size: 42,
  company_description: 'Blood-supply software for hospital networks.',
  looking_for: 'Strategic Partnerships',
  website: 'https://hemolink.example.com',
  linkedin_url: null,
  social_urls: {},
  pitch_deck_url: null,
  pitch_deck_path: null,
  achievements: [],
  verification_status: 'verified',
  credibility_score: 92,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const renderAt = (id: string) => renderWithProviders(<FounderProfilePage />, { route: `/founders/${id}`, path: '/founders/:id' });

beforeEach(() => {
  mockedGet.mockReset();
  mockedTeam.mockReset();
  mockedDocuments.mockReset();
  useSession.setState({ user: null, loading: false });
});
afterEach(() => useSession.getState().reset());

test('a missing founder: Founder Not Found, the explanation and a link back to /founders', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(null);
  renderAt('f0a1c2d3-0009-4a5b-8c6d-000000000009');

  expect(screen.getByText('Loading founder profile...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Founder Not Found' })).toBeInTheDocument();
  expect(
    screen.getByText("The founder you're looking for doesn't exist or you don't have permission to view this profile."),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to Founders' }));
  expect(currentUrl()).toBe('/founders');
  expect(mockedGet).toHaveBeenCalledWith('f0a1c2d3-0009-4a5b-8c6d-000000000009', expect.any(AbortSignal));
});

test('a founder: name, badge and overview fields', async () => {
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);

  expect(await screen.findByRole('heading', { level: 1, name: 'HemoLink Health' })).toBeInTheDocument();
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.getByText('Blood-supply software for hospital networks.')).toBeInTheDocument();
  expect(screen.getByText('2019')).toBeInTheDocument();
  expect(screen.getByText('42')).toBeInTheDocument();
  expect(screen.getByText('92/100')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://hemolink.example.com');
  expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('an empty achievements list says so', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
  expect(screen.getByText('No achievements have been added yet.')).toBeInTheDocument();
});

test("achievement dates read 'dd MMM yyyy'; a date written as text stays as written", async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue({
    ...FOUNDER,
    achievements: [
      { title: 'Seed round', date: '2023-03-14', description: null },
      { title: 'Pilot', date: 'Spring 2024', description: null },
    ],
  });
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Achievements' }));
  expect(screen.getByText('· 14 Mar 2023', { exact: false })).toBeInTheDocument();
  expect(screen.queryByText(/2023-03-14/)).not.toBeInTheDocument();
  expect(screen.getByText('· Spring 2024', { exact: false })).toBeInTheDocument();
});

test('the four tabs and the sidebar: no pitch deck, Connect, Verification Standards', async () => {
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);
  await screen.findByRole('heading', { level: 1, name: 'HemoLink Health' });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Team', 'Achievements', 'Documents']);
  expect(screen.getByRole('heading', { name: 'Pitch Deck' })).toBeInTheDocument();
  expect(screen.getByText('No pitch deck available or requires subscription to view.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Connect' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Verification Standards' })).toBeInTheDocument();
});

test('a pitch deck link when there is one', async () => {
  mockedGet.mockResolvedValue({ ...FOUNDER, pitch_deck_url: 'https://files.example.com/deck.pdf' });
  renderAt(ID);
  expect(await screen.findByRole('link', { name: 'View Pitch Deck' })).toHaveAttribute('href', 'https://files.example.com/deck.pdf');
  expect(screen.queryByText('No pitch deck available or requires subscription to view.')).not.toBeInTheDocument();
});

test('signed out: team and documents show the restriction texts and are not queried', async () => {
  const user = userEvent.setup();
  mockedGet.mockResolvedValue(FOUNDER);
  renderAt(ID);

  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  expect(screen.getByText('Team information is available to subscribed users only.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register to View' })).toHaveAttribute('href', '/register');

  await user.click(screen.getByRole('tab', { name: 'Documents' }));
  expect(screen.getByText('Documents available with premium access')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Get Premium Access' }));
  expect(currentUrl()).toBe('/register');

  expect(mockedTeam).not.toHaveBeenCalled();
  expect(mockedDocuments).not.toHaveBeenCalled();
});

test('signed in with premium: team members in order and documents with Download links', async () => {
  const user = userEvent.setup();
  useSession.setState({ user: member, loading: false });
  mockedGet.mockResolvedValue(FOUNDER);
  mockedTeam.mockResolvedValue([
    { name: 'Dr. Amara Okafor', role: 'CEO', bio: 'Former hematologist.', linkedin_url: null },
    { name: 'Ravi Menon', role: 'CTO', bio: null, linkedin_url: 'https://linkedin.com/in/ravi' },
  ]);
  mockedDocuments.mockResolvedValue([
    { name: 'Business Plan', url: 'https://files.example.com/plan.pdf', object_path: null },
    { name: 'Financials', url: null, object_path: 'founder-id/1-financials.pdf' },
  ]);
  renderAt(ID);

  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  const team = await screen.findByRole('list', { name: 'Team members' });
  const names = within(team)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
  expect(names).toEqual(['Dr. Amara Okafor', 'Ravi Menon']);
  expect(screen.getByText('Former hematologist.')).toBeInTheDocument();
  expect(mockedTeam).toHaveBeenCalledWith(ID, expect.any(AbortSignal));

  await user.click(screen.getByRole('tab', { name: 'Documents' }));
  expect(await screen.findByRole('link', { name: 'Download Business Plan' })).toHaveAttribute('href', 'https://files.example.com/plan.pdf');
  // an uploaded document opens from the private bucket
  await user.click(screen.getByRole('button', { name: 'Download Financials' }));
  expect(openStoredFile).toHaveBeenCalledWith('directory-documents', 'founder-id/1-financials.pdf');
});

test('signed in with premium, without documents: the empty text', async () => {
  const user = userEvent.setup();
  useSession.setState({ user: member, loading: false });
  mockedGet.mockResolvedValue(FOUNDER);
  mockedDocuments.mockResolvedValue([]);
  renderAt(ID);
  await user.click(await screen.findByRole('tab', { name: 'Documents' }));
  expect(await screen.findByText('No documents available.')).toBeInTheDocument();
});

test('a failed profile read: the error with Retry (not "Not Found"); Retry loads the profile', async () => {
  const user = userEvent.setup();
  mockedGet.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(FOUNDER);
  renderAt(ID);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("We couldn't reach the server");
  expect(screen.queryByRole('heading', { name: 'Founder Not Found' })).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'HemoLink Health' })).toBeInTheDocument();
});

test('signed in, a failed team read: the error with Retry inside the tab', async () => {
  const user = userEvent.setup();
  useSession.setState({ user: member, loading: false });
  mockedGet.mockResolvedValue(FOUNDER);
  mockedTeam
    .mockRejectedValueOnce(new Error('permission denied for table founder_team_members'))
    .mockResolvedValueOnce([{ name: 'Ravi Menon', role: 'CTO', bio: null, linkedin_url: null }]);
  renderAt(ID);

  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  const alert = await screen.findByRole('alert');
  expect(alert).not.toHaveTextContent(/permission denied/);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Team members' })).toHaveTextContent('Ravi Menon');
});
