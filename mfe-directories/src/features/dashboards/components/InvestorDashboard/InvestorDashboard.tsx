import { usePortalRead } from '@donation-network/portal-session';
import { Badge, StatCard } from '@donation-network/shared-ui';
import { listMyIntros } from '../../../../lib/intros';
import { IntroList } from '../IntroList/IntroList';
import { MatchList } from '../MatchList/MatchList';
import { ProfileAnalytics } from '../ProfileAnalytics/ProfileAnalytics';
import { RoleDashboard } from '../RoleDashboard/RoleDashboard';

/** /investor/dashboard (role investor): completion, startup matches and plan from the database, deal flow and intros. */
export function InvestorDashboard() {
  const intros = usePortalRead({ queryKey: ['directories', 'my-intros'], read: (signal) => listMyIntros(signal) });
  return (
    <RoleDashboard
      kind="investor"
      subtitle="Track your deal flow and discover promising startups"
      audience="founders"
      matches={{
        title: 'Startup Matches',
        description: 'Startups matching your investment focus',
        to: '/founders',
        action: 'View Startups',
      }}
    >
      {(figures) => (
        <>
          <ProfileAnalytics kind="investor" />
          <StatCard title="Recent Deal Flow" description="Your best startup matches">
            <MatchList matches={figures.matches} limit={5} emptyText="No startups match your investment focus and stages yet." />
          </StatCard>
          <StatCard title="Intro Requests" description="Founders who asked you for an intro">
            <IntroList intros={intros} direction="received" emptyText="No founders have asked for an intro yet." />
          </StatCard>
          <StatCard title="Sent Intro Requests" description="Intros you asked founders for">
            <IntroList intros={intros} direction="sent" emptyText="You have not asked a founder for an intro yet." />
          </StatCard>
          {/* no upgrade button until a directory premium plan can be bought: /pricing has none */}
          <StatCard
            title="Portfolio Performance"
            badge={<Badge variant="warning">Premium</Badge>}
            description="Portfolio analytics will come with a premium directory plan."
          />
        </>
      )}
    </RoleDashboard>
  );
}
