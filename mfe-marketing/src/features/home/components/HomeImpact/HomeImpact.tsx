import styled from 'styled-components';
import type { PageSection } from '@donation-network/shared-rules';
import { StatGrid, StatTile } from '../../../../components/StatTile/StatTile';
import { IMPACT_STATS } from '../../home-content';
import { HomeSection } from '../HomeSection/HomeSection';

const Stats = styled(StatGrid)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;

/** The home page's impact section: the four impact figures, each with a growth note. */
export function HomeImpact({ section }: { section: PageSection }) {
  return (
    <HomeSection id="home-impact" title={section.title} introHtml={section.content}>
      <Stats>
        {IMPACT_STATS.map((stat) => (
          <StatTile key={stat.label} value={stat.value} label={stat.label} note={stat.note} />
        ))}
      </Stats>
    </HomeSection>
  );
}
