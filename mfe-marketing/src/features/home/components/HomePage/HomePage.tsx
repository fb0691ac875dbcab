import { SectionBands } from '../../../../components/SectionBands/SectionBands';
import { heroText } from '../../../../lib/page-sections';
import { HOME_SECTION_IDS } from '../../home-content';
import { HOME_PAGE_CONTENT } from '../../home-page-content';
import { HomeAppPromotion } from '../HomeAppPromotion/HomeAppPromotion';
import { HomeCommunity } from '../HomeCommunity/HomeCommunity';
import { HomeHero } from '../HomeHero/HomeHero';
import { HomeImpact } from '../HomeImpact/HomeImpact';
import { HomeMission } from '../HomeMission/HomeMission';
import { HomePartnerships } from '../HomePartnerships/HomePartnerships';
import { placeSections, useMarketingPage } from '../../../../hooks/use-marketing-page';

/**
 * `/`: hero, mission, Join the Community, impact, partnership programmes and app promotion, in that order,
 * with their headings and intros from managed content (a section an admin removed is not shown), then any
 * sections an admin added. The document title is the bare site name.
 */
export function HomePage() {
  const content = useMarketingPage(HOME_PAGE_CONTENT, { siteNameTitle: true });
  const { placed, added } = placeSections(content, HOME_SECTION_IDS);
  const { mission, community, impact, partnerships, app } = placed;
  return (
    <article>
      <HomeHero {...heroText(content)} />
      {mission && <HomeMission section={mission} />}
      {community && <HomeCommunity section={community} />}
      {impact && <HomeImpact section={impact} />}
      {partnerships && <HomePartnerships section={partnerships} />}
      {app && <HomeAppPromotion section={app} />}
      <SectionBands sections={added} mutedFirst />
    </article>
  );
}
