import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid } from 'shared-ui';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { MISSION, MISSION_CARDS, MISSION_FADE_DELAY_MS } from '../../home-content';
import { HomeSection } from '../HomeSection/HomeSection';

const ICONS = [ICON_PATHS.heart, ICON_PATHS.globe, ICON_PATHS.shield];

/** Home page section 2: the mission and its three cards; fades in 300 ms after it is revealed. */
export function HomeMission() {
  return (
    <HomeSection id="home-mission" title={MISSION.title} intro={MISSION.intro} delayMs={MISSION_FADE_DELAY_MS}>
      <Grid minColumnWidth={240} gap={24}>
        {MISSION_CARDS.map((card, index) => (
          <Card key={card.title}>
            <CardHeader>
              <LineIcon>{ICONS[index]}</LineIcon>
              <CardTitle>{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{card.text}</CardDescription>
            </CardContent>
          </Card>
        ))}
      </Grid>
    </HomeSection>
  );
}
