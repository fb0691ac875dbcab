import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_MESSAGES, DIRECTORY_PLANS_PATH } from '@donation-network/shared-rules';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import * as api from '../../api/profile-analytics';
import { ProfileAnalytics } from './ProfileAnalytics';

jest.mock('../../api/profile-analytics');
const mocked = jest.mocked(api);

const DAILY: api.ProfileAnalytics = {
  granularity: 'day',
  buckets: [
    { bucket: '2026-11-26', views: 2, intro_requests: 1, intros_accepted: 1, intros_declined: 0 },
    { bucket: '2026-11-27', views: 5, intro_requests: 2, intros_accepted: 1, intros_declined: 1 },
    { bucket: '2026-11-28', views: 0, intro_requests: 1, intros_accepted: 0, intros_declined: 0 },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked.fetchProfileAnalytics.mockResolvedValue(DAILY);
});

describe('ProfileAnalytics', () => {
  it("a founder sees their profile's views, intro requests and how many they accepted", async () => {
    renderWithProviders(<ProfileAnalytics kind="founder" />);
    const panel = screen.getByRole('region', { name: 'Profile Analytics' });
    const totals = await within(panel).findByLabelText('Totals of the last 30 days');
    // 2 of the 3 answered requests accepted; the pending one counts as a request only
    expect(totals).toHaveTextContent('Profile views7Intro requests4Accepted67%');
    expect(mocked.fetchProfileAnalytics).toHaveBeenCalledWith('founder', 30, expect.anything());
    expect(within(panel).getByRole('img', { name: /^Views of your profile/ })).toHaveAccessibleName(
      expect.stringContaining('Views: 7 in total, most on 27 Nov 2026 (5).'),
    );
    expect(within(panel).getByRole('img', { name: /^Intro requests from investors/ })).toBeInTheDocument();
    expect(within(panel).queryByText('Premium')).not.toBeInTheDocument();
  });

  it('shows a dash for acceptance while no request was answered', async () => {
    mocked.fetchProfileAnalytics.mockResolvedValue({
      granularity: 'day',
      buckets: [{ bucket: '2026-11-28', views: 3, intro_requests: 1, intros_accepted: 0, intros_declined: 0 }],
    });
    renderWithProviders(<ProfileAnalytics kind="founder" />);
    expect(await screen.findByLabelText('Totals of the last 30 days')).toHaveTextContent('Accepted—');
  });

  it('reads another period when one is chosen', async () => {
    renderWithProviders(<ProfileAnalytics kind="investor" />);
    await screen.findByLabelText('Totals of the last 30 days');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByLabelText('Totals of the last 7 days')).toBeInTheDocument();
    expect(mocked.fetchProfileAnalytics).toHaveBeenLastCalledWith('investor', 7, expect.anything());
  });

  it('an investor without directory premium is offered the plans instead of the figures', async () => {
    mocked.fetchProfileAnalytics.mockRejectedValue(new RequestError(ANALYTICS_MESSAGES.premiumRequired, { status: 500 }));
    renderWithProviders(<ProfileAnalytics kind="investor" />);
    const panel = screen.getByRole('region', { name: 'Profile Analytics' });
    expect(within(panel).getByText('Premium')).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'See directory plans' })).toHaveAttribute('href', DIRECTORY_PLANS_PATH);
    expect(within(panel).getByText(new RegExp(ANALYTICS_MESSAGES.premiumRequired))).toBeInTheDocument();
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('group', { name: 'Analytics period' })).not.toBeInTheDocument();
  });

  it('a member without a profile is sent to create one', async () => {
    mocked.fetchProfileAnalytics.mockRejectedValue(new RequestError(ANALYTICS_MESSAGES.profileRequired, { status: 500 }));
    renderWithProviders(<ProfileAnalytics kind="founder" />);
    expect(await screen.findByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/founder/profile');
  });

  it('any other failure is the usual error with Retry', async () => {
    mocked.fetchProfileAnalytics.mockRejectedValueOnce(new RequestError('Choose a period of 7 to 365 days', { status: 400 }));
    renderWithProviders(<ProfileAnalytics kind="founder" />);
    expect(await screen.findByText('Choose a period of 7 to 365 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByLabelText('Totals of the last 30 days')).toBeInTheDocument();
  });
});
