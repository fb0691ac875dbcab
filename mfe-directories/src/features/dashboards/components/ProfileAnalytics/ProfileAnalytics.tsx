import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import { ANALYTICS_MESSAGES, ANALYTICS_PERIODS, DIRECTORY_PLANS_PATH, type AnalyticsPeriod } from '@donation-network/shared-rules';
import { Badge, DataState, LinkButton } from '@donation-network/shared-ui';
import { AnalyticsFigures, AnalyticsPanel } from '@donation-network/shared-ui/charts';
import type { DashboardKind } from '../../api/dashboard-api';
import { fetchProfileAnalytics, type ProfileAnalyticsBucket } from '../../api/profile-analytics';

// The dashboard's card grid: this card takes a whole row.
const Panel = styled(AnalyticsPanel)`
  grid-column: 1 / -1;
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
    <Panel
      title="Profile Analytics"
      badge={kind === 'investor' && <Badge variant="warning">Premium</Badge>}
      description="Views of your profile and the intro requests it brings. Your own views are not counted."
      period={refusal ? undefined : { options: ANALYTICS_PERIODS, value: days, onChange: (next) => setDays(next as AnalyticsPeriod) }}
    >
      {refusal ? (
        <RefusalNotice kind={kind} refusal={refusal} />
      ) : (
        <DataState result={analytics} loadingLabel="Loading your profile analytics" compact>
          {() => {
            const { buckets, granularity } = analytics.data!;
            const series = (key: Exclude<keyof ProfileAnalyticsBucket, 'bucket'>) => buckets.map((bucket) => bucket[key]);
            return (
              <AnalyticsFigures
                days={days}
                totals={[
                  { label: 'Profile views', value: total(buckets, 'views') },
                  { label: 'Intro requests', value: total(buckets, 'intro_requests') },
                  { label: 'Accepted', value: acceptance(total(buckets, 'intros_accepted'), total(buckets, 'intros_declined')) },
                ]}
                dates={buckets.map((bucket) => bucket.bucket)}
                granularity={granularity}
                charts={[
                  {
                    heading: 'Profile views',
                    title: 'Views of your profile',
                    series: [{ key: 'views', label: 'Views', values: series('views') }],
                  },
                  {
                    heading: `Intro requests from ${askers}`,
                    title: `Intro requests from ${askers}`,
                    series: [
                      { key: 'intro_requests', label: 'Intro requests', values: series('intro_requests') },
                      { key: 'intros_accepted', label: 'Accepted', values: series('intros_accepted') },
                      { key: 'intros_declined', label: 'Declined', values: series('intros_declined') },
                    ],
                  },
                ]}
              />
            );
          }}
        </DataState>
      )}
    </Panel>
  );
}
