import type { PageSection } from '@donation-network/shared-rules';
import { Grid } from '@donation-network/shared-ui';
import { IconCard } from '../../../../components/IconCard/IconCard';
import { ICON_PATHS } from '../../../../components/LineIcon/LineIcon';
import { MISSION_CARDS, MISSION_FADE_DELAY_MS } from '../../home-content';
import { HomeSection } from '../HomeSection/HomeSection';

const ICONS = [ICON_PATHS.heart, ICON_PATHS.globe, ICON_PATHS.shield];

/** The home page's mission section, first below the hero: the mission and its three cards; fades in 300 ms after it is revealed. */
export function HomeMission({ section }: { section: PageSection }) {
  return (
    <HomeSection id="home-mission" title={section.title} introHtml={section.content} delayMs={MISSION_FADE_DELAY_MS}>
      <Grid minColumnWidth={240} gap={24} maxColumns={MISSION_CARDS.length}>
        {MISSION_CARDS.map((card, index) => (
          <IconCard key={card.title} icon={ICONS[index]} title={card.title} text={card.text} />
        ))}
      </Grid>
    </HomeSection>
  );
}
