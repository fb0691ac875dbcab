import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Grid, LinkButton, PageHeading, StatCard } from 'shared-ui';

const Page = styled(Container)`
  padding-top: 40px;
  padding-bottom: 64px;
`;

export interface RoleDashboardProps {
  /** 'founder' or 'investor': the title, the profile links and the completion text follow from it. */
  kind: 'founder' | 'investor';
  subtitle: string;
  /** Percent of the profile filled in. */
  completion: number;
  /** Who a complete profile attracts ('investors'). */
  audience: string;
  matches: { title: string; value: number; description: string; to: string; action: string };
  /** The cards under the figures. */
  children: ReactNode;
}

/** The founder and investor dashboards: heading with Edit Profile, then Profile Completion, matches and Subscription. */
export function RoleDashboard({ kind, subtitle, completion, audience, matches, children }: RoleDashboardProps) {
  const profilePath = `/${kind}/profile`;
  return (
    <Page>
      <PageHeading
        title={`${kind.charAt(0).toUpperCase()}${kind.slice(1)} Dashboard`}
        subtitle={subtitle}
        actions={
          <LinkButton to={profilePath} variant="outline">
            Edit Profile
          </LinkButton>
        }
      />
      <Grid minColumnWidth={240} gap={16} style={{ marginTop: 24 }}>
        <StatCard
          title="Profile Completion"
          value={`${completion}%`}
          progress={completion}
          description={`Complete your profile to attract ${audience}`}
          action={
            <LinkButton to={profilePath} size="sm">
              Complete Profile
            </LinkButton>
          }
        />
        <StatCard
          title={matches.title}
          value={matches.value}
          description={matches.description}
          action={
            <LinkButton to={matches.to} size="sm" variant="outline">
              {matches.action}
            </LinkButton>
          }
        />
        <StatCard
          title="Subscription"
          value="Free"
          description="Your current plan"
          action={
            <LinkButton to="/pricing" size="sm" variant="outline">
              Upgrade Plan
            </LinkButton>
          }
        />
      </Grid>
      <Grid minColumnWidth={320} gap={16} style={{ marginTop: 16 }}>
        {children}
      </Grid>
    </Page>
  );
}
