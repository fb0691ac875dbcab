import type { PageContent } from '@donation-network/shared-rules';
import { escapeHtml, linkHtml, paragraphsHtml } from '@donation-network/shared-ui';
import { INTERVALS_NOTE } from '../../lib/donation-intervals';
import { HERO_SECTION_ID, orderedSections } from '../../lib/page-sections';
import {
  ELIGIBILITY_SECTION_ID,
  HOW_IT_WORKS_DESCRIPTION,
  HOW_IT_WORKS_HERO,
  HOW_IT_WORKS_TITLE,
  JOURNEYS,
  MATCHING_TEXT,
  PRIVACY_TEXT,
  type Step,
} from './how-it-works-content';

const stepsHtml = (steps: readonly Step[]) =>
  `<ol>${steps.map((step) => `<li><h3>${escapeHtml(step.title)}</h3><p>${escapeHtml(step.text)}</p></li>`).join('')}</ol>`;

/**
 * /how-it-works as managed content: the hero, one section per journey (intro and an ordered
 * list of steps, shown as numbered cards), matching, privacy and eligibility (the interval table stays in code).
 */
export const HOW_IT_WORKS_PAGE_CONTENT: PageContent = {
  pageId: 'how-it-works',
  title: HOW_IT_WORKS_TITLE,
  description: HOW_IT_WORKS_DESCRIPTION,
  sections: orderedSections([
    { id: HERO_SECTION_ID, title: HOW_IT_WORKS_HERO.title, content: paragraphsHtml([HOW_IT_WORKS_HERO.lead]) },
    ...JOURNEYS.map((journey) => ({
      id: journey.id,
      title: journey.title,
      content: paragraphsHtml([journey.intro]) + stepsHtml(journey.steps),
    })),
    { id: 'matching', title: 'How Matching Works', content: paragraphsHtml(MATCHING_TEXT) },
    {
      id: 'privacy',
      title: 'Your Privacy',
      content:
        paragraphsHtml(PRIVACY_TEXT) +
        `<p>Read our ${linkHtml('Privacy Policy', '/privacy')} and ${linkHtml('Data Protection Policy', '/data-protection')}.</p>`,
    },
    {
      id: ELIGIBILITY_SECTION_ID,
      title: 'When You Can Donate Again',
      content:
        paragraphsHtml([INTERVALS_NOTE]) +
        `<p>See the ${linkHtml('Donation Process', '/donation-process')} for what happens before, during and after a donation, or read the ${linkHtml('FAQs', '/faqs')}.</p>`,
    },
  ]),
};
