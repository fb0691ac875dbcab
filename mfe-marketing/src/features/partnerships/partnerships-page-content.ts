import type { PageContent } from '@donation-network/shared-rules';
import { paragraphsHtml } from '@donation-network/shared-ui';
import { HERO_SECTION_ID, orderedSections } from '../../lib/page-sections';
import { PARTNERSHIP_PROGRAMMES } from '../../lib/partnership-programmes';
import {
  PARTNERSHIPS_DESCRIPTION,
  PARTNERSHIPS_HERO,
  PARTNERSHIPS_TITLE,
  PROGRAMME_DETAILS,
  STEPS_INTRO,
  STEPS_SECTION_ID,
} from './partnerships-content';

/**
 * /partnerships as managed content: the hero, one section per programme (id = its anchor:
 * healthcare, corporate, services; benefits, audience and buttons stay in code) and the steps' heading and intro.
 */
export const PARTNERSHIPS_PAGE_CONTENT: PageContent = {
  pageId: 'partnerships',
  title: PARTNERSHIPS_TITLE,
  description: PARTNERSHIPS_DESCRIPTION,
  sections: orderedSections([
    { id: HERO_SECTION_ID, title: PARTNERSHIPS_HERO.title, content: paragraphsHtml([PARTNERSHIPS_HERO.lead]) },
    ...PARTNERSHIP_PROGRAMMES.map((programme) => ({
      id: programme.type,
      title: programme.title,
      content: paragraphsHtml([programme.summary, PROGRAMME_DETAILS[programme.type].text]),
    })),
    { id: STEPS_SECTION_ID, title: 'How Partnership Works', content: paragraphsHtml([STEPS_INTRO]) },
  ]),
};
