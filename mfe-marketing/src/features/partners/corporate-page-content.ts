import { paragraphsHtml } from '@donation-network/shared-ui';
import { partnerPageContent, type BandText } from './partner-page-content';

/** The texts of /partners/corporate's bands, by section id; the cards and logos under them stay in code. */
export const CORPORATE_BANDS = {
  intro: {
    title: '',
    content: paragraphsHtml(['Work with us to encourage blood and organ donation among your employees, customers and community.']),
  },
  benefits: { title: 'Why Partner With Us', content: '' },
  opportunities: {
    title: 'Partnership Opportunities',
    content: paragraphsHtml([
      'Choose the ways of supporting donation that suit your company. Every programme is planned with you and can start small.',
    ]),
  },
  partners: {
    title: 'Our Corporate Partners',
    content: paragraphsHtml(['Partner logos will appear here as partnerships are announced.']),
  },
  closing: {
    title: 'Ready to make a difference?',
    content: paragraphsHtml(['Tell us about your company and we will suggest a programme that fits.']),
  },
} satisfies Record<string, BandText>;

/** Fallback of page_content 'corporate' (/partners/corporate). */
export const CORPORATE_PAGE_CONTENT = partnerPageContent(
  'corporate',
  'Corporate Partnerships',
  'Partner with the donation network as a company: workplace blood drives, employee donor programmes, campaign sponsorship, community events and other ways to support blood and organ donation.',
  CORPORATE_BANDS,
);
