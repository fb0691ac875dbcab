import type { PageContent } from '@donation-network/shared-rules';
import { linkHtml, paragraphsHtml } from '@donation-network/shared-ui';
import { orderedSections } from '../../lib/page-sections';
import { FAQ_GROUPS, FAQS_DESCRIPTION, FAQS_TITLE, type Faq } from './faqs-content';

function answerHtml(faq: Faq): string {
  return paragraphsHtml(faq.answer) + (faq.link ? `<p>${linkHtml(faq.link.label, faq.link.to)}</p>` : '');
}

/**
 * /faqs as managed content: one section per question (title = question, content = answer).
 * Convention: a section with empty content is a group heading for the questions after it.
 */
export const FAQS_PAGE_CONTENT: PageContent = {
  pageId: 'faqs',
  title: FAQS_TITLE,
  description: FAQS_DESCRIPTION,
  sections: orderedSections(
    FAQ_GROUPS.flatMap((group) => [
      { id: group.id, title: group.title, content: '' },
      ...group.faqs.map((faq) => ({ id: faq.id, title: faq.question, content: answerHtml(faq) })),
    ]),
  ),
};
