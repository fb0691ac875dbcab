import type { PageContent } from '@donation-network/shared-rules';
import { paragraphsHtml } from '@donation-network/shared-ui';
import { PLANS_DESCRIPTION, PLANS_HEADING, PLANS_INTRO_SECTION_ID, PLANS_SUBTITLE } from './plans-content';

/** The plans page (page 'pricing') as managed content: the heading (the title), and the intro under it; the plan cards stay in code. */
export const PLANS_PAGE_CONTENT: PageContent = {
  pageId: 'pricing',
  title: PLANS_HEADING,
  description: PLANS_DESCRIPTION,
  sections: [{ id: PLANS_INTRO_SECTION_ID, title: 'Introduction', content: paragraphsHtml([PLANS_SUBTITLE]), order: 0 }],
};
