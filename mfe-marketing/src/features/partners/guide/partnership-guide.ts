import type { PageContent } from '@donation-network/shared-rules';
import { sectionsOtherThan } from '@donation-network/portal-session';
import { HEALTHCARE_BANDS } from '../healthcare-page-content';
import {
  HEALTHCARE_BENEFITS,
  HEALTHCARE_PARTNER_CONTACT_PATH,
  HEALTHCARE_PARTNER_TYPES,
  HEALTHCARE_PROCESS,
  HEALTHCARE_SPOTLIGHT,
} from '../partner-content';
import { bandTexts } from '../partner-page-content';
import type { GuideDocument } from './guide-pdf';

export const PARTNERSHIP_GUIDE_FILE = 'healthcare-partnership-guide.pdf';
export const GUIDE_FAILED_MESSAGE = 'The guide could not be created. Please try again.';

/** The text of stored section HTML as paragraphs: one per paragraph, list item or heading (a bare text is one). */
export function htmlParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote')].filter((block) => !block.querySelector('p, li'));
  const texts = blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [body.textContent ?? ''];
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The guide to /partners/healthcare as the page shows it now: its stored texts, benefits, steps, partner types and quote. */
export function healthcarePartnershipGuide(content: PageContent, origin: string): GuideDocument {
  const band = bandTexts(content, HEALTHCARE_BANDS);
  const section = (id: keyof typeof HEALTHCARE_BANDS) => ({ heading: band[id].title, paragraphs: htmlParagraphs(band[id].content) });
  const added = sectionsOtherThan(content, Object.keys(HEALTHCARE_BANDS)).map((extra) => ({
    heading: extra.title,
    paragraphs: htmlParagraphs(extra.content),
  }));
  return {
    title: `${content.title}: Partnership Guide`,
    intro: htmlParagraphs(band.intro.content),
    sections: [
      { ...section('benefits'), items: [...HEALTHCARE_BENEFITS] },
      { ...section('process'), items: [...HEALTHCARE_PROCESS], numbered: true },
      { ...section('types'), items: [...HEALTHCARE_PARTNER_TYPES] },
      {
        ...section('spotlight'),
        paragraphs: [...htmlParagraphs(band.spotlight.content), `“${HEALTHCARE_SPOTLIGHT.quote}”`, `— ${HEALTHCARE_SPOTLIGHT.attribution}`],
      },
      ...added,
      section('closing'),
    ],
    footer: `Apply: ${origin}${HEALTHCARE_PARTNER_CONTACT_PATH}`,
  };
}
