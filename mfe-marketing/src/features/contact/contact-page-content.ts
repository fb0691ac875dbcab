import type { PageContent } from '@donation-network/shared-rules';
import { paragraphsHtml } from '@donation-network/shared-ui';
import { fallbackIntro } from './contact-service';

export const CONTACT_INTRO_SECTION_ID = 'intro';

/** /contact as managed content: the heading, the meta description and the intro above the form. */
export const CONTACT_PAGE_CONTENT: PageContent = {
  pageId: 'contact',
  title: 'Contact Us',
  description: 'Contact the Donation Network team about donating, requesting a donation, partnerships or support.',
  sections: [{ id: CONTACT_INTRO_SECTION_ID, title: 'Get in touch', content: paragraphsHtml(fallbackIntro(null)), order: 0 }],
};

/**
 * The intro to show: the managed intro, except that while it is still the code's text
 * (or missing) a visitor who came about a service is thanked for their interest in it.
 */
export function contactIntroHtml(storedIntro: string | undefined, service: string | null): string {
  const unedited = storedIntro === undefined || storedIntro === CONTACT_PAGE_CONTENT.sections[0].content;
  return unedited ? paragraphsHtml(fallbackIntro(service)) : storedIntro;
}
