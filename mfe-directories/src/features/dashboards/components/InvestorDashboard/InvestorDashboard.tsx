import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, LinkButton, StatCard } from 'shared-ui';
import { RoleDashboard } from '../RoleDashboard/RoleDashboard';

/** Static figures until profile scoring and matching exist. */
export const INVESTOR_PROFILE_COMPLETION = 50;
export const INVESTOR_STARTUP_MATCHES = 8;

/** Static deal flow until the directory reports new entries, pointing at the sample founders of supabase/seed/20-founder-profiles.sql. */
export const RECENT_DEAL_FLOW = [
  { id: 'f0a1c2d3-0001-4a5b-8c6d-000000000001', company: 'HemoLink Health', industry: 'Healthcare', stage: 'Series A' },
  { id: 'f0a1c2d3-0002-4a5b-8c6d-000000000002', company: 'CareLedger', industry: 'FinTech', stage: 'Seed' },
  { id: 'f0a1c2d3-0003-4a5b-8c6d-000000000003', company: 'DonorPath Analytics', industry: 'Software', stage: 'Pre-seed' },
] as const;

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

/** /investor/dashboard (role investor). */
export function InvestorDashboard() {
  return (
    <RoleDashboard
      kind="investor"
      subtitle="Track your deal flow and discover promising startups"
      completion={INVESTOR_PROFILE_COMPLETION}
      audience="founders"
      matches={{
        title: 'Startup Matches',
        value: INVESTOR_STARTUP_MATCHES,
        description: 'Startups matching your investment focus',
        to: '/founders',
        action: 'View Startups',
      }}
    >
      <StatCard title="Recent Deal Flow" description="Startups recently added to the directory">
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
      </StatCard>
      <StatCard
        title="Portfolio Performance"
        badge={<Badge variant="warning">Premium</Badge>}
        description="Portfolio analytics are available with a premium subscription."
      >
        {/* Premium access cannot be bought yet, so the Upgrade button has no action. */}
        <Button type="button" variant="outline" size="sm">
          Upgrade to Premium
        </Button>
      </StatCard>
    </RoleDashboard>
  );
}
