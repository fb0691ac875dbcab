import { usePortalRead } from '@donation-network/shared-auth';
import { useState } from 'react';
import styled from 'styled-components';
import { ANALYTICS_MESSAGES, ANALYTICS_PERIODS, DIRECTORY_PLANS_PATH, type AnalyticsPeriod } from '@donation-network/shared-rules';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, DataState, Grid, LinkButton } from '@donation-network/shared-ui';
import { PeriodPicker, TimeSeriesChart } from '@donation-network/shared-ui/charts';
import type { DashboardKind } from '../../api/dashboard-api';
import { fetchProfileAnalytics, type ProfileAnalyticsBucket } from '../../api/profile-analytics';

// The dashboard's card grid: this card takes a whole row.
const Panel = styled(Card)`
  grid-column: 1 / -1;
  min-width: 0;
`;

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0 0 16px;

  > div {
    padding: 12px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const ChartTitle = styled.h4`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const total = (buckets: readonly ProfileAnalyticsBucket[], key: Exclude<keyof ProfileAnalyticsBucket, 'bucket'>) =>
  buckets.reduce((sum, bucket) => sum + bucket[key], 0);

/** Accepted out of the requests answered, or a dash while none is answered. */
function acceptance(accepted: number, declined: number): string {
  const answered = accepted + declined;
  return answered === 0 ? '—' : `${Math.round((100 * accepted) / answered)}%`;
}

type Refusal = 'premium' | 'profile';

/** A refusal the member can act on (buy premium, create the profile), or null for any other error. */
function refusalOf(error: unknown): Refusal | null {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(ANALYTICS_MESSAGES.premiumRequired)) return 'premium';
  if (message.includes(ANALYTICS_MESSAGES.profileRequired)) return 'profile';
  return null;
}

/** What stands in for the figures when the database refuses them for a reason the member can act on. */
function RefusalNotice({ kind, refusal }: { kind: DashboardKind; refusal: Refusal }) {
  if (refusal === 'premium') {
    return (
      <>
        <Muted>{ANALYTICS_MESSAGES.premiumRequired}: see how often founders view your profile and how many ask you for an intro.</Muted>
        <LinkButton to={DIRECTORY_PLANS_PATH} size="sm">
          See directory plans
        </LinkButton>
      </>
    );
  }
  return (
    <>
      <Muted>{ANALYTICS_MESSAGES.profileRequired}.</Muted>
      <LinkButton to={`/${kind}/profile`} size="sm" variant="outline">
        Create Profile
      </LinkButton>
    </>
  );
}

/**
 * Profile Analytics on the founder and investor dashboards: views of the member's own profile and the
 * intro requests it received, with how many they accepted, per day (per week for 90 days). Investors
 * need directory premium; the database decides and this card explains.
 */
export function ProfileAnalytics({ kind }: { kind: DashboardKind }) {
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = usePortalRead({
    queryKey: ['directories', 'profile-analytics', kind, days],
    read: (signal) => fetchProfileAnalytics(kind, days, signal),
  });
  const refusal = analytics.status === 'error' ? refusalOf(analytics.error) : null;
  const askers = kind === 'founder' ? 'investors' : 'founders';

  return (
    <Panel as="section" aria-labelledby="profile-analytics">
      <Header>
        <div>
          <TitleRow>
            <CardTitle id="profile-analytics">Profile Analytics</CardTitle>
            {kind === 'investor' && <Badge variant="warning">Premium</Badge>}
          </TitleRow>
          <CardDescription>Views of your profile and the intro requests it brings. Your own views are not counted.</CardDescription>
        </div>
        {!refusal && (
          <PeriodPicker
            options={ANALYTICS_PERIODS}
            value={days}
            onChange={(next) => setDays(next as AnalyticsPeriod)}
            label="Analytics period"
          />
        )}
      </Header>
      <CardContent>
        {refusal ? (
          <RefusalNotice kind={kind} refusal={refusal} />
        ) : (
          <DataState result={analytics} loadingLabel="Loading your profile analytics" compact>
            {() => {
              const { buckets, granularity } = analytics.data!;
              const dates = buckets.map((bucket) => bucket.bucket);
              const series = (key: Exclude<keyof ProfileAnalyticsBucket, 'bucket'>) => buckets.map((bucket) => bucket[key]);
              const accepted = total(buckets, 'intros_accepted');
              const declined = total(buckets, 'intros_declined');
              return (
                <>
                  <Totals aria-label={`Totals of the last ${days} days`}>
                    <div>
                      <dt>Profile views</dt>
                      <dd>{total(buckets, 'views')}</dd>
                    </div>
                    <div>
                      <dt>Intro requests</dt>
                      <dd>{total(buckets, 'intro_requests')}</dd>
                    </div>
                    <div>
                      <dt>Accepted</dt>
                      <dd>{acceptance(accepted, declined)}</dd>
                    </div>
                  </Totals>
                  <Grid minColumnWidth={280} gap={24} maxColumns={2}>
                    <div style={{ minWidth: 0 }}>
                      <ChartTitle>Profile views</ChartTitle>
                      <TimeSeriesChart
                        title="Views of your profile"
                        dates={dates}
                        granularity={granularity}
                        height={180}
                        series={[{ key: 'views', label: 'Views', values: series('views') }]}
                      />
                    </div>
                    <div style={{ minWidth: 0 }}>
                      <ChartTitle>Intro requests from {askers}</ChartTitle>
                      <TimeSeriesChart
                        title={`Intro requests from ${askers}`}
                        dates={dates}
                        granularity={granularity}
                        height={180}
                        series={[
                          { key: 'intro_requests', label: 'Intro requests', values: series('intro_requests') },
                          { key: 'intros_accepted', label: 'Accepted', values: series('intros_accepted') },
                          { key: 'intros_declined', label: 'Declined', values: series('intros_declined') },
                        ]}
                      />
                    </div>
                  </Grid>
                </>
              );
            }}
          </DataState>
        )}
      </CardContent>
    </Panel>
  );
}
