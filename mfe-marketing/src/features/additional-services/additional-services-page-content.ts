import type { PageContent } from '@donation-network/shared-rules';
import { escapeHtml, listHtml, paragraphsHtml } from '@donation-network/shared-ui';
import { HERO_SECTION_ID, orderedSections } from '../../lib/page-sections';
import {
  ADDITIONAL_SERVICES,
  ADDITIONAL_SERVICES_DESCRIPTION,
  ADDITIONAL_SERVICES_EYEBROW,
  ADDITIONAL_SERVICES_TITLE,
} from './additional-services-content';

const heading = (text: string) => `<h3>${escapeHtml(text)}</h3>`;

/** /additional-services as managed content: the hero (tagline and lead), then one section (a card) per service. */
export const ADDITIONAL_SERVICES_PAGE_CONTENT: PageContent = {
  pageId: 'additional-services',
  title: ADDITIONAL_SERVICES_EYEBROW,
  description: ADDITIONAL_SERVICES_DESCRIPTION,
  sections: orderedSections([
    { id: HERO_SECTION_ID, title: ADDITIONAL_SERVICES_TITLE, content: paragraphsHtml([ADDITIONAL_SERVICES_DESCRIPTION]) },
    ...ADDITIONAL_SERVICES.map((service) => ({
      id: service.id,
      title: service.title,
      content:
        paragraphsHtml([service.what]) +
        heading('How we help') +
        paragraphsHtml([service.how]) +
        heading('Before you choose a provider') +
        listHtml(service.consider),
    })),
  ]),
};
