import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_MESSAGES } from '@donation-network/shared-rules';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import * as api from '../../api/partner-analytics';
import { PartnerAnalytics } from './PartnerAnalytics';

jest.mock('../../api/partner-analytics');
const mocked = jest.mocked(api);

const bucket = (day: string, figures: Partial<api.PartnerAnalyticsBucket> = {}): api.PartnerAnalyticsBucket => ({
  bucket: day,
  views: 0,
  meeting_requests: 0,
  meetings_confirmed: 0,
  meetings_declined: 0,
  applications: 0,
  applications_accepted: 0,
  applications_rejected: 0,
  ...figures,
});

const DAILY: api.PartnerAnalytics = {
  granularity: 'day',
  buckets: [
    bucket('2026-11-26', { views: 4, meeting_requests: 2, meetings_confirmed: 1, meetings_declined: 1 }),
    bucket('2026-11-27', { views: 7, applications: 3, applications_accepted: 1, applications_rejected: 1 }),
    bucket('2026-11-28', { views: 1 }),
  ],
};

const LISTINGS: api.ListingViews[] = [
  { item_kind: 'blood_service', item_id: 'l1', title: 'O Positive Whole Blood', views: 9 },
  { item_kind: 'professional', item_id: 'p1', title: 'Dr. Ada · Medical Director', views: 1 },
  { item_kind: 'opportunity', item_id: 'o1', title: 'Head of Supply · City Hospital', views: 0 },
];

beforeEach(() => {
  jest.clearAllMocks();
  mocked.fetchPartnerAnalytics.mockResolvedValue(DAILY);
  mocked.fetchListingViews.mockResolvedValue(LISTINGS);
});

describe('PartnerAnalytics', () => {
  it('shows the totals of the period with the outcomes of requests and applications', async () => {
    renderWithProviders(<PartnerAnalytics />);
    const region = screen.getByRole('region', { name: 'Listing analytics' });
    const figures = await within(region).findByLabelText('Totals of the last 30 days');
    expect(figures).toHaveTextContent('Views12in the last 30 days');
    expect(figures).toHaveTextContent('Meeting requests21 confirmed · 1 declined');
    expect(figures).toHaveTextContent('Applications31 accepted · 1 rejected');
    expect(mocked.fetchPartnerAnalytics).toHaveBeenCalledWith(30, expect.anything());
  });

  it('draws the views and the requests as charts, each with its figures as a table', async () => {
    renderWithProviders(<PartnerAnalytics />);
    const views = await screen.findByRole('img', { name: /^Views of your listings/ });
    expect(views).toHaveAccessibleName(expect.stringContaining('Views: 12 in total, most on 27 Nov 2026 (7).'));
    const requests = screen.getByRole('img', { name: /^Meeting requests and applications/ });
    expect(requests).toHaveAccessibleName(expect.stringContaining('Applications accepted: 1 in total'));
    await userEvent.click(screen.getAllByText('Show the figures as a table')[0]);
    const table = screen.getByRole('table', { name: 'Views of your listings: figures' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('lists the most viewed listings with their kind and views, leaving out those nobody viewed', async () => {
    renderWithProviders(<PartnerAnalytics />);
    const list = await screen.findByRole('list', { name: 'Most viewed listings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['O Positive Whole Blood Marketplace listing9 views', 'Dr. Ada · Medical Director Professional1 view']);
  });

  it('another period loads its own figures, by week for 90 days', async () => {
    mocked.fetchPartnerAnalytics.mockImplementation(async (days) =>
      days === 90 ? { granularity: 'week', buckets: [bucket('2026-11-16', { views: 20 }), bucket('2026-11-23', { views: 5 })] } : DAILY,
    );
    renderWithProviders(<PartnerAnalytics />);
    await screen.findByLabelText('Totals of the last 30 days');
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByLabelText('Totals of the last 90 days')).toHaveTextContent('Views25');
    expect(mocked.fetchPartnerAnalytics).toHaveBeenLastCalledWith(90, expect.anything());
    expect(mocked.fetchListingViews).toHaveBeenLastCalledWith(90, expect.anything());
    expect(screen.getByRole('img', { name: /^Views of your listings/ })).toHaveAccessibleName(
      expect.stringContaining('most in the week of 16 Nov 2026 (20)'),
    );
  });

  it('says where views come from while there are none', async () => {
    mocked.fetchPartnerAnalytics.mockResolvedValue({ granularity: 'day', buckets: [bucket('2026-11-28')] });
    mocked.fetchListingViews.mockResolvedValue([{ ...LISTINGS[0], views: 0 }]);
    renderWithProviders(<PartnerAnalytics />);
    expect(await screen.findByText('None of your listings was viewed in this period.')).toBeInTheDocument();
    expect(
      await screen.findByText('No views in this period yet: views count when a subscriber opens one of your listings.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the figures cannot be read", async () => {
    mocked.fetchPartnerAnalytics.mockRejectedValue(new RequestError(ANALYTICS_MESSAGES.permissionRequired, { status: 403 }));
    renderWithProviders(<PartnerAnalytics />);
    expect(await screen.findByText(ANALYTICS_MESSAGES.permissionRequired)).toBeInTheDocument();
  });
});
