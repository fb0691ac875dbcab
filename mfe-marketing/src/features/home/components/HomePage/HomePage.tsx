import { usePageMeta, useScrollToTop } from 'shared-ui';
import { HOME_DESCRIPTION } from '../../home-content';
import { HomeAppPromotion } from '../HomeAppPromotion/HomeAppPromotion';
import { HomeCommunity } from '../HomeCommunity/HomeCommunity';
import { HomeHero } from '../HomeHero/HomeHero';
import { HomeImpact } from '../HomeImpact/HomeImpact';
import { HomeMission } from '../HomeMission/HomeMission';
import { HomePartnerships } from '../HomePartnerships/HomePartnerships';

/** `/`: hero, mission, Join the Community, impact, partnership programmes and app promotion, in that order. */
export function HomePage() {
  usePageMeta(undefined, HOME_DESCRIPTION);
  useScrollToTop();
  return (
    <article>
      <HomeHero />
      <HomeMission />
      <HomeCommunity />
      <HomeImpact />
      <HomePartnerships />
      <HomeAppPromotion />
    </article>
  );
}
