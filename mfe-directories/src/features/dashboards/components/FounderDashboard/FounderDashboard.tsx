import { usePortalRead } from '@donation-network/portal-session';
import styled from 'styled-components';
import { StatCard } from '@donation-network/shared-ui';
import { listMyIntros } from '../../../../lib/intros';
import { IntroList } from '../IntroList/IntroList';
import { MatchList } from '../MatchList/MatchList';
import { ProfileAnalytics } from '../ProfileAnalytics/ProfileAnalytics';
import { RoleDashboard } from '../RoleDashboard/RoleDashboard';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /founder/dashboard (role founder): completion, investor matches and plan from the database, intros received and sent. */
export function FounderDashboard() {
  const intros = usePortalRead({ queryKey: ['directories', 'my-intros'], read: (signal) => listMyIntros(signal) });
  return (
    <RoleDashboard
      kind="founder"
      subtitle="Manage your company profile and connect with investors"
      audience="investors"
      matches={{
        title: 'Investor Matches',
        description: 'Investors matching your industry and stage',
        to: '/investors',
        action: 'View Investors',
      }}
    >
      {(figures) => (
        <>
          <ProfileAnalytics kind="founder" />
          <StatCard title="Recent Investors" description="Investors who asked you for an intro">
            <IntroList intros={intros} direction="received" emptyText="No investors have asked for an intro yet." />
          </StatCard>
          <StatCard title="Best Investor Matches" description="Investors whose focus and stages fit your company">
            <MatchList
              matches={figures.matches}
              emptyText="No matching investors yet. Complete your industry and funding stage to find them."
            />
          </StatCard>
          <StatCard title="Sent Intro Requests" description="Intros you asked investors for">
            <IntroList intros={intros} direction="sent" emptyText="You have not asked an investor for an intro yet." />
          </StatCard>
          <StatCard title="Upcoming Events">
            <Muted>No upcoming events right now. Pitch days and investor meetups will appear here.</Muted>
          </StatCard>
        </>
      )}
    </RoleDashboard>
  );
}
