import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  Grid,
  LinkButton,
  PageHeading,
} from 'shared-ui';
import { StatCard } from '../StatCard/StatCard';

/** Static figures until profile scoring and matching exist (spec section 9). */
export const INVESTOR_PROFILE_COMPLETION = 50;
export const INVESTOR_STARTUP_MATCHES = 8;

/** Static deal flow (spec section 2), pointing at the sample founders of supabase/seed/20-founder-profiles.sql. */
export const RECENT_DEAL_FLOW = [
  { id: 'f0a1c2d3-0001-4a5b-8c6d-000000000001', company: 'HemoLink Health', industry: 'Healthcare', stage: 'Series A' },
  { id: 'f0a1c2d3-0002-4a5b-8c6d-000000000002', company: 'CareLedger', industry: 'FinTech', stage: 'Seed' },
  { id: 'f0a1c2d3-0003-4a5b-8c6d-000000000003', company: 'DonorPath Analytics', industry: 'Software', stage: 'Pre-seed' },
] as const;

const Page = styled(Container)`
  padding-top: 40px;
  padding-bottom: 64px;
`;

const DealList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

/** /investor/dashboard (role investor). */
export function InvestorDashboard() {
  return (
    <Page>
      <PageHeading
        title="Investor Dashboard"
        subtitle="Track your deal flow and discover promising startups"
        actions={
          <LinkButton to="/investor/profile" variant="outline">
            Edit Profile
          </LinkButton>
        }
      />
      <Grid minColumnWidth={240} gap={16} style={{ marginTop: 24 }}>
        <StatCard
          title="Profile Completion"
          value={`${INVESTOR_PROFILE_COMPLETION}%`}
          progress={INVESTOR_PROFILE_COMPLETION}
          description="Complete your profile to attract founders"
          action={
            <LinkButton to="/investor/profile" size="sm">
              Complete Profile
            </LinkButton>
          }
        />
        <StatCard
          title="Startup Matches"
          value={INVESTOR_STARTUP_MATCHES}
          description="Startups matching your investment focus"
          action={
            <LinkButton to="/founders" size="sm" variant="outline">
              View Startups
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
        <Card as="section" aria-labelledby="recent-deal-flow">
          <CardHeader>
            <CardTitle id="recent-deal-flow">Recent Deal Flow</CardTitle>
            <CardDescription>Startups recently added to the directory</CardDescription>
          </CardHeader>
          <CardContent>
            <DealList>
              {RECENT_DEAL_FLOW.map((deal) => (
                <li key={deal.id}>
                  <div>
                    <Link to={`/founders/${deal.id}`}>{deal.company}</Link>
                    <Muted>
                      {deal.industry} · {deal.stage}
                    </Muted>
                  </div>
                  <LinkButton to={`/founders/${deal.id}`} size="sm" variant="ghost" aria-label={`View ${deal.company}`}>
                    View
                  </LinkButton>
                </li>
              ))}
            </DealList>
          </CardContent>
        </Card>
        <Card as="section" aria-labelledby="portfolio-performance">
          <CardHeader>
            <TitleRow>
              <CardTitle id="portfolio-performance">Portfolio Performance</CardTitle>
              <Badge variant="warning">Premium</Badge>
            </TitleRow>
            <CardDescription>Portfolio analytics are available with a premium subscription.</CardDescription>
          </CardHeader>
          <CardContent>
            {/* Spec section 6: the Upgrade (premium access) buttons have no action. */}
            <Button type="button" variant="outline" size="sm">
              Upgrade to Premium
            </Button>
          </CardContent>
        </Card>
      </Grid>
    </Page>
  );
}
