import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type ViewedItemKind } from '@donation-network/shared-rules';
import { DataState, Stack } from '@donation-network/shared-ui';
import { AnalyticsBlock, AnalyticsFigures, AnalyticsPanel } from '@donation-network/shared-ui/charts';
import { fetchListingViews, fetchPartnerAnalytics, type ListingViews, type PartnerAnalyticsBucket } from '../../api/partner-analytics';

const Panel = styled(AnalyticsPanel)`
  margin-bottom: 32px;
`;

const TopList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 16px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const KIND_LABELS: Record<ViewedItemKind, string> = {
  blood_service: 'Marketplace listing',
  professional: 'Professional',
  opportunity: 'Opportunity',
  founder_profile: 'Founder profile',
  investor_profile: 'Investor profile',
};

const total = (buckets: readonly PartnerAnalyticsBucket[], key: Exclude<keyof PartnerAnalyticsBucket, 'bucket'>) =>
  buckets.reduce((sum, bucket) => sum + bucket[key], 0);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function MostViewed({ days }: { days: number }) {
  // most viewed first: the listings nobody viewed are left out
  const listings = usePortalRead({
    queryKey: ['partner', 'listing-views', days],
    read: async (signal) => (await fetchListingViews(days, signal)).filter((listing) => listing.views > 0),
  });
  return (
    <DataState
      result={listings}
      loadingLabel="Loading your most viewed listings"
      compact
      isEmpty={listings.data?.length === 0}
      emptyText="None of your listings was viewed in this period."
    >
      {() => (
        <TopList aria-label="Most viewed listings">
          {(listings.data as ListingViews[]).map((listing) => (
            <li key={`${listing.item_kind}:${listing.item_id}`}>
              <div>
                <strong>{listing.title}</strong> <span>{KIND_LABELS[listing.item_kind]}</span>
              </div>
              <span>{plural(listing.views, 'view', 'views')}</span>
            </li>
          ))}
        </TopList>
      )}
    </DataState>
  );
}

/**
 * The partner's analytics: views of their listings, and the meeting requests and applications they
 * brought with what became of them, per day (per week for 90 days), counted by the database.
 */
export function PartnerAnalytics() {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = usePortalRead({
    queryKey: ['partner', 'partner-analytics', days],
    read: (signal) => fetchPartnerAnalytics(days, signal),
  });

  return (
    <Panel
      title="Listing analytics"
      titleAs="h2"
      description="How often your listings are viewed and what they bring in. Your own views are not counted."
      period={{ options: ANALYTICS_PERIODS, value: days, onChange: (next) => setDays(next as AnalyticsPeriod) }}
    >
      <Stack gap={24}>
        <DataState result={analytics} loadingLabel="Loading your analytics">
          {() => {
            const { buckets, granularity } = analytics.data!;
            const series = (key: Exclude<keyof PartnerAnalyticsBucket, 'bucket'>) => buckets.map((bucket) => bucket[key]);
            const views = total(buckets, 'views');
            return (
              <AnalyticsFigures
                days={days}
                totals={[
                  { label: 'Views', value: views, detail: `in the last ${days} days` },
                  {
                    label: 'Meeting requests',
                    value: total(buckets, 'meeting_requests'),
                    detail: `${total(buckets, 'meetings_confirmed')} confirmed · ${total(buckets, 'meetings_declined')} declined`,
                  },
                  {
                    label: 'Applications',
                    value: total(buckets, 'applications'),
                    detail: `${total(buckets, 'applications_accepted')} accepted · ${total(buckets, 'applications_rejected')} rejected`,
                  },
                ]}
                dates={buckets.map((bucket) => bucket.bucket)}
                granularity={granularity}
                charts={[
                  {
                    heading: 'Views',
                    description:
                      views === 0
                        ? 'No views in this period yet: views count when a subscriber opens one of your listings.'
                        : 'One per viewer per listing per day.',
                    title: 'Views of your listings',
                    series: [{ key: 'views', label: 'Views', values: series('views') }],
                  },
                  {
                    heading: 'Requests and outcomes',
                    description: 'Requests by the day they were made, and how many were confirmed or accepted.',
                    title: 'Meeting requests and applications',
                    series: [
                      { key: 'meeting_requests', label: 'Meeting requests', values: series('meeting_requests') },
                      { key: 'meetings_confirmed', label: 'Meetings confirmed', values: series('meetings_confirmed') },
                      { key: 'applications', label: 'Applications', values: series('applications') },
                      { key: 'applications_accepted', label: 'Applications accepted', values: series('applications_accepted') },
                    ],
                  },
                ]}
              />
            );
          }}
        </DataState>
        <AnalyticsBlock heading="Most viewed listings" description={`Views in the last ${days} days.`}>
          <MostViewed days={days} />
        </AnalyticsBlock>
      </Stack>
    </Panel>
  );
}
