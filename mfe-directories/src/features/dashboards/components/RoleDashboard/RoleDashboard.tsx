import type { ReactNode } from 'react';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import { DIRECTORY_PLANS_PATH } from '@donation-network/shared-rules';
import { Badge, DataState, formatDate, Grid, LinkButton, PageFrame, PageHeading, StatCard } from '@donation-network/shared-ui';
import { loadDashboardFigures, type DashboardFigures, type DashboardKind } from '../../api/dashboard-api';

export interface RoleDashboardProps {
  /** 'founder' or 'investor': the title, the profile links, the matches and the completion text follow from it. */
  kind: DashboardKind;
  subtitle: string;
  /** Who a complete profile attracts ('investors'). */
  audience: string;
  matches: { title: string; description: string; to: string; action: string };
  /** The cards under the figures, given the loaded figures. */
  children: (figures: DashboardFigures) => ReactNode;
}

/** The plan: directory premium until its period ends, or Free with the way to upgrade (/pricing's directory plans). */
function SubscriptionCard({ figures }: { figures: DashboardFigures }) {
  if (figures.premium) {
    return (
      <StatCard
        title="Subscription"
        value={figures.planName ?? 'Premium'}
        badge={<Badge variant="success">Premium</Badge>}
        description={figures.planEndsAt ? `Premium until ${formatDate(figures.planEndsAt)}` : 'Your current plan'}
      />
    );
  }
  return (
    <StatCard
      title="Subscription"
      value="Free"
      description="Your current plan. Premium adds documents and analytics."
      action={
        <LinkButton to={DIRECTORY_PLANS_PATH} size="sm">
          Upgrade Plan
        </LinkButton>
      }
    />
  );
}

/**
 * The founder and investor dashboards: heading with Edit Profile, then Profile Completion, matches and
 * Subscription, all computed by the database for the signed-in user, then the dashboard's own cards.
 */
export function RoleDashboard({ kind, subtitle, audience, matches, children }: RoleDashboardProps) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const figures = usePortalRead({
    queryKey: ['directories', 'dashboard-figures', kind, userId],
    read: (signal) => loadDashboardFigures(kind, userId, signal),
    enabled: userId !== '',
  });
  const profilePath = `/${kind}/profile`;
  return (
    <PageFrame>
      <PageHeading
        title={`${kind.charAt(0).toUpperCase()}${kind.slice(1)} Dashboard`}
        subtitle={subtitle}
        actions={
          <LinkButton to={profilePath} variant="outline">
            Edit Profile
          </LinkButton>
        }
      />
      <DataState result={figures} loadingLabel="Loading your dashboard...">
        {() => {
          const data = figures.data as DashboardFigures;
          return (
            <>
              <Grid minColumnWidth={240} gap={16} maxColumns={3} style={{ marginTop: 24 }}>
                <StatCard
                  title="Profile Completion"
                  value={`${data.completion}%`}
                  progress={data.completion}
                  description={
                    !data.profileId
                      ? `Create your profile to appear in the directory and attract ${audience}`
                      : data.completion < 100
                        ? `Complete your profile to attract ${audience}`
                        : 'Your profile is complete'
                  }
                  action={
                    // a complete profile is edited from the heading's Edit Profile
                    data.completion < 100 && (
                      <LinkButton to={profilePath} size="sm">
                        {data.profileId ? 'Complete Profile' : 'Create Profile'}
                      </LinkButton>
                    )
                  }
                />
                <StatCard
                  title={matches.title}
                  value={data.matches.length}
                  description={matches.description}
                  action={
                    <LinkButton to={matches.to} size="sm" variant="outline">
                      {matches.action}
                    </LinkButton>
                  }
                />
                <SubscriptionCard figures={data} />
              </Grid>
              <Grid minColumnWidth={320} gap={16} style={{ marginTop: 16 }}>
                {children(data)}
              </Grid>
            </>
          );
        }}
      </DataState>
    </PageFrame>
  );
}
