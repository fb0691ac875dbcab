import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, Container, Grid, LinkButton, PageHeading } from 'shared-ui';
import { StatCard } from '../StatCard/StatCard';

/** Static figures until profile scoring and matching exist (spec section 9). */
export const FOUNDER_PROFILE_COMPLETION = 33;
export const FOUNDER_INVESTOR_MATCHES = 5;

const Page = styled(Container)`
  padding-top: 40px;
  padding-bottom: 64px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /founder/dashboard (role founder). */
export function FounderDashboard() {
  return (
    <Page>
      <PageHeading
        title="Founder Dashboard"
        subtitle="Manage your company profile and connect with investors"
        actions={
          <LinkButton to="/founder/profile" variant="outline">
            Edit Profile
          </LinkButton>
        }
      />
      <Grid minColumnWidth={240} gap={16} style={{ marginTop: 24 }}>
        <StatCard
          title="Profile Completion"
          value={`${FOUNDER_PROFILE_COMPLETION}%`}
          progress={FOUNDER_PROFILE_COMPLETION}
          description="Complete your profile to attract investors"
          action={
            <LinkButton to="/founder/profile" size="sm">
              Complete Profile
            </LinkButton>
          }
        />
        <StatCard
          title="Investor Matches"
          value={FOUNDER_INVESTOR_MATCHES}
          description="Investors matching your industry and stage"
          action={
            <LinkButton to="/investors" size="sm" variant="outline">
              View Investors
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
        <Card as="section" aria-labelledby="recent-investors">
          <CardHeader>
            <CardTitle id="recent-investors">Recent Investors</CardTitle>
          </CardHeader>
          <CardContent>
            <Muted>No investors have viewed your profile yet.</Muted>
          </CardContent>
        </Card>
        <Card as="section" aria-labelledby="upcoming-events">
          <CardHeader>
            <CardTitle id="upcoming-events">Upcoming Events</CardTitle>
          </CardHeader>
          <CardContent>
            <Muted>No upcoming events.</Muted>
          </CardContent>
        </Card>
      </Grid>
    </Page>
  );
}
