import { usePortalRead } from '@donation-network/shared-auth';
import { useState } from 'react';
import styled from 'styled-components';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, type ViewedItemKind } from '@donation-network/shared-rules';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, DataState, Grid } from '@donation-network/shared-ui';
import { PeriodPicker, TimeSeriesChart } from '@donation-network/shared-ui/charts';
import { fetchListingViews, fetchPartnerAnalytics, type ListingViews, type PartnerAnalyticsBucket } from '../../api/partner-analytics';

const Section = styled.section`
  margin-bottom: 32px;

  h2 {
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 0 0 16px;

  > div {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 4px 0 0;
  }
`;

const Figure = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Outcome = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ChartCard = styled(Card)`
  min-width: 0;
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
    queryKey: ['partner-legal', 'listing-views', days],
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
    queryKey: ['partner-legal', 'partner-analytics', days],
    read: (signal) => fetchPartnerAnalytics(days, signal),
  });

  return (
    <Section aria-labelledby="partner-analytics">
      <Header>
        <div>
          <h2 id="partner-analytics">Listing analytics</h2>
          <Muted>How often your listings are viewed and what they bring in. Your own views are not counted.</Muted>
        </div>
        <PeriodPicker
          options={ANALYTICS_PERIODS}
          value={days}
          onChange={(next) => setDays(next as AnalyticsPeriod)}
          label="Analytics period"
        />
      </Header>
      <DataState result={analytics} loadingLabel="Loading your analytics">
        {() => {
          const { buckets, granularity } = analytics.data!;
          const dates = buckets.map((bucket) => bucket.bucket);
          const series = (key: Exclude<keyof PartnerAnalyticsBucket, 'bucket'>) => buckets.map((bucket) => bucket[key]);
          const views = total(buckets, 'views');
          return (
            <>
              <Totals aria-label={`Totals of the last ${days} days`}>
                <div>
                  <dt>Views</dt>
                  <dd>
                    <Figure>{views}</Figure>
                    <Outcome>in the last {days} days</Outcome>
                  </dd>
                </div>
                <div>
                  <dt>Meeting requests</dt>
                  <dd>
                    <Figure>{total(buckets, 'meeting_requests')}</Figure>
                    <Outcome>
                      {total(buckets, 'meetings_confirmed')} confirmed · {total(buckets, 'meetings_declined')} declined
                    </Outcome>
                  </dd>
                </div>
                <div>
                  <dt>Applications</dt>
                  <dd>
                    <Figure>{total(buckets, 'applications')}</Figure>
                    <Outcome>
                      {total(buckets, 'applications_accepted')} accepted · {total(buckets, 'applications_rejected')} rejected
                    </Outcome>
                  </dd>
                </div>
              </Totals>
              <Grid minColumnWidth={300} gap={16} maxColumns={2}>
                <ChartCard>
                  <CardHeader>
                    <CardTitle>Views</CardTitle>
                    <CardDescription>
                      {views === 0
                        ? 'No views in this period yet: views count when a subscriber opens one of your listings.'
                        : 'One per viewer per listing per day.'}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <TimeSeriesChart
                      title="Views of your listings"
                      dates={dates}
                      granularity={granularity}
                      series={[{ key: 'views', label: 'Views', values: series('views') }]}
                    />
                  </CardContent>
                </ChartCard>
                <ChartCard>
                  <CardHeader>
                    <CardTitle>Requests and outcomes</CardTitle>
                    <CardDescription>Requests by the day they were made, and how many were confirmed or accepted.</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <TimeSeriesChart
                      title="Meeting requests and applications"
                      dates={dates}
                      granularity={granularity}
                      series={[
                        { key: 'meeting_requests', label: 'Meeting requests', values: series('meeting_requests') },
                        { key: 'meetings_confirmed', label: 'Meetings confirmed', values: series('meetings_confirmed') },
                        { key: 'applications', label: 'Applications', values: series('applications') },
                        { key: 'applications_accepted', label: 'Applications accepted', values: series('applications_accepted') },
                      ]}
                    />
                  </CardContent>
                </ChartCard>
              </Grid>
            </>
          );
        }}
      </DataState>
      <Card style={{ marginTop: 16 }}>
        <CardHeader>
          <CardTitle>Most viewed listings</CardTitle>
          <CardDescription>Views in the last {days} days.</CardDescription>
        </CardHeader>
        <CardContent>
          <MostViewed days={days} />
        </CardContent>
      </Card>
    </Section>
  );
}
