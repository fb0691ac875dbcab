import type { PageContent } from '@donation-network/shared-rules';
import { paragraphsHtml } from '@donation-network/shared-ui';
import { HERO_SECTION_ID, orderedSections } from '../../lib/page-sections';
import {
  APP_PROMOTION,
  COMMUNITY,
  HERO_SUBTITLE,
  HERO_TITLE,
  HOME_DESCRIPTION,
  HOME_SECTION_IDS,
  HOME_TITLE,
  IMPACT,
  MISSION,
  PARTNERSHIP_PROGRAMS,
} from './home-content';

/**
 * `/` as managed content: the hero's headline and subtitle, and the heading and intro of each section below it
 * (badge, buttons, stat tiles and cards stay in code). The document title stays the bare site name.
 */
export const HOME_PAGE_CONTENT: PageContent = {
  pageId: 'home',
  title: HOME_TITLE,
  description: HOME_DESCRIPTION,
  sections: orderedSections([
    { id: HERO_SECTION_ID, title: HERO_TITLE, content: paragraphsHtml([HERO_SUBTITLE]) },
    { id: HOME_SECTION_IDS.mission, title: MISSION.title, content: paragraphsHtml([MISSION.intro]) },
    { id: HOME_SECTION_IDS.community, title: COMMUNITY.title, content: paragraphsHtml([COMMUNITY.intro]) },
    { id: HOME_SECTION_IDS.impact, title: IMPACT.title, content: paragraphsHtml([IMPACT.intro]) },
    { id: HOME_SECTION_IDS.partnerships, title: PARTNERSHIP_PROGRAMS.title, content: paragraphsHtml([PARTNERSHIP_PROGRAMS.intro]) },
    { id: HOME_SECTION_IDS.app, title: APP_PROMOTION.title, content: paragraphsHtml([APP_PROMOTION.text]) },
  ]),
};
