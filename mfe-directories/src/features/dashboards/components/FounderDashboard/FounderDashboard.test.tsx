import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { getIntroContact, listMyIntros, respondIntro, type MyIntro } from '../../../../lib/intros';
import { loadDashboardFigures, type DashboardFigures } from '../../api/dashboard-api';
import { FounderDashboard } from './FounderDashboard';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/dashboard-api', () => ({ loadDashboardFigures: jest.fn() }));
jest.mock('../../../../lib/intros', () => ({ listMyIntros: jest.fn(), respondIntro: jest.fn(), getIntroContact: jest.fn() }));

const mockedFigures = jest.mocked(loadDashboardFigures);
const mockedIntros = jest.mocked(listMyIntros);
const mockedRespond = jest.mocked(respondIntro);
const mockedContact = jest.mocked(getIntroContact);

const founder: AppUser = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Demo Founder',
  email: 'founder@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'founder',
  permissions: [],
};

const FIGURES: DashboardFigures = {
  profileId: 'f0a1c2d3-00de-4a5b-8c6d-0000000000de',
  completion: 70,
  matches: [
    {
      id: 'a0b1c2d3-00de-4b5c-8d6e-0000000000de',
      firm_name: 'Demo Capital',
      investor_type: 'VC',
      location: 'Austin, TX',
      credibility_score: 77,
    },
    {
      id: 'a0b1c2d3-0002-4b5c-8d6e-000000000002',
      firm_name: '',
      display_name: 'Sarah Whitfield',
      investor_type: 'Angel',
      location: 'London, UK',
      credibility_score: 52,
    },
  ],
  planName: 'Directory Premium',
  planEndsAt: '2026-12-28T12:00:00Z',
  premium: true,
};

const pending: MyIntro = {
  id: 'i-1',
  direction: 'received',
  status: 'pending',
  message: 'We back seed healthcare software.',
  created_at: '2026-11-20T10:00:00Z',
  responded_at: null,
  other_kind: 'investor',
  other_profile_id: 'a0b1c2d3-00de-4b5c-8d6e-0000000000de',
  other_name: 'Demo Capital',
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: founder, loading: false });
  mockedFigures.mockResolvedValue(FIGURES);
  mockedIntros.mockResolvedValue([]);
});

test('the figures come from the database: completion, matches, plan, best matches', async () => {
  renderWithProviders(<FounderDashboard />);
  expect(screen.getByRole('heading', { level: 1, name: 'Founder Dashboard' })).toBeInTheDocument();

  const completion = await screen.findByRole('region', { name: 'Profile Completion' });
  expect(mockedFigures).toHaveBeenCalledWith('founder', founder.id, expect.any(AbortSignal));
  expect(within(completion).getByText('70%')).toBeInTheDocument();
  expect(within(completion).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  expect(within(completion).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/founder/profile');
  expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/founder/profile');

  expect(within(screen.getByRole('region', { name: 'Investor Matches' })).getByText('2')).toBeInTheDocument();
  const subscription = screen.getByRole('region', { name: 'Subscription' });
  expect(within(subscription).getByText('Directory Premium')).toBeInTheDocument();
  expect(within(subscription).getByText('Premium until 28 Dec 2026')).toBeInTheDocument();
  // a premium member has nothing to upgrade to
  expect(within(subscription).queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();

  const best = screen.getByRole('region', { name: 'Best Investor Matches' });
  expect(within(best).getByRole('link', { name: 'Demo Capital' })).toHaveAttribute(
    'href',
    '/investors/a0b1c2d3-00de-4b5c-8d6e-0000000000de',
  );
  expect(within(best).getByRole('link', { name: 'Sarah Whitfield' })).toBeInTheDocument();
  expect(within(best).getByText(/Score 77\/100/)).toBeInTheDocument();

  expect(within(screen.getByRole('region', { name: 'Upcoming Events' })).getByText(/No upcoming events right now/)).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Recent Investors' })).findByText('No investors have asked for an intro yet.'),
  ).toBeInTheDocument();
});

test('without a profile: 0%, Create Profile, the Free plan with Upgrade Plan and no matches', async () => {
  mockedFigures.mockResolvedValue({ profileId: null, completion: 0, matches: [], planName: null, planEndsAt: null, premium: false });
  renderWithProviders(<FounderDashboard />);
  const completion = await screen.findByRole('region', { name: 'Profile Completion' });
  expect(within(completion).getByText('0%')).toBeInTheDocument();
  expect(within(completion).getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/founder/profile');
  const subscription = screen.getByRole('region', { name: 'Subscription' });
  expect(within(subscription).getByText('Free')).toBeInTheDocument();
  // the way to the directory plans of /pricing
  expect(within(subscription).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing#directory-plans');
  expect(within(screen.getByRole('region', { name: 'Investor Matches' })).getByText('0')).toBeInTheDocument();
  expect(screen.getByText(/No matching investors yet/)).toBeInTheDocument();
});

test('a complete profile offers no Complete Profile button; more matches than shown are counted', async () => {
  const more = Array.from({ length: 4 }, (_, index) => ({ ...FIGURES.matches[0], id: `a0b1c2d3-00${index}0-4b5c-8d6e-0000000000de` }));
  mockedFigures.mockResolvedValue({ ...FIGURES, completion: 100, matches: more });
  renderWithProviders(<FounderDashboard />);
  const completion = await screen.findByRole('region', { name: 'Profile Completion' });
  expect(within(completion).getByText('Your profile is complete')).toBeInTheDocument();
  expect(within(completion).queryByRole('link')).not.toBeInTheDocument();
  const best = screen.getByRole('region', { name: 'Best Investor Matches' });
  expect(within(best).getAllByRole('link', { name: /^View / })).toHaveLength(3);
  expect(within(best).getByText('The best 3 of 4 matches')).toBeInTheDocument();
  await within(screen.getByRole('region', { name: 'Recent Investors' })).findByText('No investors have asked for an intro yet.');
});

test('a failed read shows the error with Retry, which loads again', async () => {
  const user = userEvent.setup();
  mockedFigures.mockRejectedValueOnce(new Error('boom'));
  renderWithProviders(<FounderDashboard />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Profile Completion' })).toBeInTheDocument();
  expect(mockedFigures).toHaveBeenCalledTimes(2);
});

test('an investor who asked for an intro: Accept answers it, toasts and reloads the intros', async () => {
  const user = userEvent.setup();
  mockedIntros
    .mockResolvedValueOnce([pending])
    .mockResolvedValueOnce([{ ...pending, status: 'accepted', responded_at: '2026-11-21T10:00:00Z' }]);
  mockedRespond.mockResolvedValue(undefined);
  mockedContact.mockResolvedValue({
    name: 'Demo Capital',
    email: 'investor@demo.donation.network',
    website: 'https://democapital.example.com',
    linkedin_url: null,
  });
  renderWithProviders(<FounderDashboard />);

  const recent = await screen.findByRole('region', { name: 'Recent Investors' });
  expect(await within(recent).findByRole('link', { name: 'Demo Capital' })).toHaveAttribute(
    'href',
    '/investors/a0b1c2d3-00de-4b5c-8d6e-0000000000de',
  );
  expect(within(recent).getByText('We back seed healthcare software.')).toBeInTheDocument();
  expect(within(recent).getByText('Pending')).toBeInTheDocument();
  // no contact before acceptance
  expect(mockedContact).not.toHaveBeenCalled();

  await user.click(within(recent).getByRole('button', { name: 'Accept intro from Demo Capital' }));
  expect(mockedRespond).toHaveBeenCalledWith('i-1', true);
  const contact = await within(recent).findByRole('link', { name: 'investor@demo.donation.network' });
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Intro accepted' }));
  expect(contact).toHaveAttribute('href', 'mailto:investor@demo.donation.network');
  expect(mockedContact).toHaveBeenCalledWith('i-1', expect.any(AbortSignal));
  expect(within(recent).getByText('Accepted')).toBeInTheDocument();
  expect(within(recent).queryByRole('button', { name: /Accept intro/ })).not.toBeInTheDocument();
});

test('Decline answers no; a refusal is shown in words and nothing reloads', async () => {
  const user = userEvent.setup();
  mockedIntros.mockResolvedValue([pending]);
  mockedRespond.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('This intro request has already been answered'));
  renderWithProviders(<FounderDashboard />);
  const recent = await screen.findByRole('region', { name: 'Recent Investors' });

  await user.click(await within(recent).findByRole('button', { name: 'Decline intro from Demo Capital' }));
  expect(mockedRespond).toHaveBeenCalledWith('i-1', false);
  await waitFor(() => expect(mockedIntros).toHaveBeenCalledTimes(2));
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Intro declined' }));

  await user.click(await within(recent).findByRole('button', { name: 'Decline intro from Demo Capital' }));
  await waitFor(() =>
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'This intro request has already been answered', variant: 'destructive' }),
    ),
  );
  expect(mockedIntros).toHaveBeenCalledTimes(2);
});

test('sent intros are listed with their status', async () => {
  mockedIntros.mockResolvedValue([
    { ...pending, id: 'i-2', direction: 'sent', status: 'declined', other_name: 'Meridian Health Ventures' },
  ]);
  renderWithProviders(<FounderDashboard />);
  const sent = await screen.findByRole('region', { name: 'Sent Intro Requests' });
  expect(await within(sent).findByRole('link', { name: 'Meridian Health Ventures' })).toBeInTheDocument();
  expect(within(sent).getByText('Declined')).toBeInTheDocument();
  expect(within(sent).getByText(/^Sent \d{2} Nov 2026$/)).toBeInTheDocument();
  expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
});
