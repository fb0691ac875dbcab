import { findSection, sectionsOtherThan, usePageContent } from '@donation-network/shared-auth';
import { usePageMeta, useScrollToTop } from '@donation-network/shared-ui';
import { SectionBands } from '../../../../components/SectionBands/SectionBands';
import { HERO_SECTION_ID, heroText } from '../../../../lib/page-sections';
import { HOME_SECTION_IDS } from '../../home-content';
import { HOME_PAGE_CONTENT } from '../../home-page-content';
import { HomeAppPromotion } from '../HomeAppPromotion/HomeAppPromotion';
import { HomeCommunity } from '../HomeCommunity/HomeCommunity';
import { HomeHero } from '../HomeHero/HomeHero';
import { HomeImpact } from '../HomeImpact/HomeImpact';
import { HomeMission } from '../HomeMission/HomeMission';
import { HomePartnerships } from '../HomePartnerships/HomePartnerships';

const PLACED_IDS = [HERO_SECTION_ID, ...Object.values(HOME_SECTION_IDS)];

/**
 * `/`: hero, mission, Join the Community, impact, partnership programmes and app promotion, in that order,
 * with their headings and intros from managed content (a section an admin removed is not shown), then any
 * sections an admin added. The document title is the bare site name.
 */
export function HomePage() {
  const { content } = usePageContent(HOME_PAGE_CONTENT);
  usePageMeta(undefined, content.description);
  useScrollToTop();
  const mission = findSection(content, HOME_SECTION_IDS.mission);
  const community = findSection(content, HOME_SECTION_IDS.community);
  const impact = findSection(content, HOME_SECTION_IDS.impact);
  const partnerships = findSection(content, HOME_SECTION_IDS.partnerships);
  const app = findSection(content, HOME_SECTION_IDS.app);
  return (
    <article>
      <HomeHero {...heroText(content)} />
      {mission && <HomeMission section={mission} />}
      {community && <HomeCommunity section={community} />}
      {impact && <HomeImpact section={impact} />}
      {partnerships && <HomePartnerships section={partnerships} />}
      {app && <HomeAppPromotion section={app} />}
      <SectionBands sections={sectionsOtherThan(content, PLACED_IDS)} mutedFirst />
    </article>
  );
}
