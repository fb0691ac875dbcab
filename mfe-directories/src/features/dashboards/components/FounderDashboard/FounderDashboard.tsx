import styled from 'styled-components';
import { StatCard } from 'shared-ui';
import { RoleDashboard } from '../RoleDashboard/RoleDashboard';

/** Static figures until profile scoring and matching exist. */
export const FOUNDER_PROFILE_COMPLETION = 33;
export const FOUNDER_INVESTOR_MATCHES = 5;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /founder/dashboard (role founder). */
export function FounderDashboard() {
  return (
    <RoleDashboard
      kind="founder"
      subtitle="Manage your company profile and connect with investors"
      completion={FOUNDER_PROFILE_COMPLETION}
      audience="investors"
      matches={{
        title: 'Investor Matches',
        value: FOUNDER_INVESTOR_MATCHES,
        description: 'Investors matching your industry and stage',
        to: '/investors',
        action: 'View Investors',
      }}
    >
      <StatCard title="Recent Investors">
        <Muted>No investors have viewed your profile yet.</Muted>
      </StatCard>
      <StatCard title="Upcoming Events">
        <Muted>No upcoming events.</Muted>
      </StatCard>
    </RoleDashboard>
  );
}
