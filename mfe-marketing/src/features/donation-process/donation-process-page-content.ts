import type { PageContent } from '@donation-network/shared-rules';
import { linkHtml, listHtml, paragraphsHtml } from '@donation-network/shared-ui';
import { INTERVALS_NOTE } from '../../lib/donation-intervals';
import { HERO_SECTION_ID, orderedSections } from '../../lib/page-sections';
import {
  DONATION_PROCESS_DESCRIPTION,
  DONATION_PROCESS_HERO,
  DONATION_PROCESS_TITLE,
  INTERVALS_SECTION_ID,
  ORGAN_DONATION_TEXT,
  ORGANS_SECTION_ID,
  STAGES,
} from './donation-process-content';

/**
 * /donation-process as managed content: the hero, one section per stage (intro and a check list;
 * every section that is not the hero, intervals or organ donation is a numbered stage card),
 * how often you can give (the interval list stays in code) and organ donation.
 */
export const DONATION_PROCESS_PAGE_CONTENT: PageContent = {
  pageId: 'donation-process',
  title: DONATION_PROCESS_TITLE,
  description: DONATION_PROCESS_DESCRIPTION,
  sections: orderedSections([
    { id: HERO_SECTION_ID, title: DONATION_PROCESS_HERO.title, content: paragraphsHtml([DONATION_PROCESS_HERO.lead]) },
    ...STAGES.map((stage) => ({ id: stage.id, title: stage.title, content: paragraphsHtml([stage.intro]) + listHtml(stage.points) })),
    { id: INTERVALS_SECTION_ID, title: 'How Often You Can Give', content: paragraphsHtml([INTERVALS_NOTE]) },
    {
      id: ORGANS_SECTION_ID,
      title: 'Organ Donation',
      content:
        paragraphsHtml(ORGAN_DONATION_TEXT) +
        `<p>Questions? Read the ${linkHtml('FAQs', '/faqs')} or see ${linkHtml('How It Works', '/how-it-works')}.</p>`,
    },
  ]),
};
