import type { PageContent } from '@donation-network/shared-rules';
import { paragraphsHtml } from '@donation-network/shared-ui';
import { HERO_SECTION_ID, orderedSections } from '../../lib/page-sections';
import {
  ABOUT_DESCRIPTION,
  ABOUT_HERO,
  ABOUT_SECTION_IDS,
  ABOUT_TITLE,
  CONTACT_TEXT,
  IMPACT_TEXT,
  MISSION_TEXT,
  STORY_TEXT,
  VALUES_INTRO,
  WHAT_WE_DO_INTRO,
} from './about-content';

/** /about as managed content: the hero, and the heading and text of each designed band (cards and figures stay in code). */
export const ABOUT_PAGE_CONTENT: PageContent = {
  pageId: 'about',
  title: ABOUT_TITLE,
  description: ABOUT_DESCRIPTION,
  sections: orderedSections([
    { id: HERO_SECTION_ID, title: ABOUT_HERO.title, content: paragraphsHtml([ABOUT_HERO.lead]) },
    { id: ABOUT_SECTION_IDS.mission, title: 'Our Mission', content: paragraphsHtml(MISSION_TEXT) },
    { id: ABOUT_SECTION_IDS.story, title: 'Our Story', content: paragraphsHtml(STORY_TEXT) },
    { id: ABOUT_SECTION_IDS.whatWeDo, title: 'What We Do', content: paragraphsHtml([WHAT_WE_DO_INTRO]) },
    { id: ABOUT_SECTION_IDS.values, title: 'Our Values', content: paragraphsHtml([VALUES_INTRO]) },
    { id: ABOUT_SECTION_IDS.impact, title: 'Our Impact', content: paragraphsHtml([IMPACT_TEXT]) },
    { id: ABOUT_SECTION_IDS.contact, title: 'Contact Us', content: paragraphsHtml([CONTACT_TEXT]) },
  ]),
};
