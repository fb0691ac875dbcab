import { paragraphsHtml } from '@donation-network/shared-ui';
import { partnerPageContent, type BandText } from './partner-page-content';

/** The texts of /partners/healthcare's bands, by section id; benefits, steps, partner types, quote and links stay in code. */
export const HEALTHCARE_BANDS = {
  intro: {
    title: '',
    content: paragraphsHtml([
      'Connect your hospital, blood bank or clinic with people who have chosen to donate. Clinical decisions always stay with you: we provide the connection, not medical services.',
    ]),
  },
  benefits: { title: 'Benefits for Healthcare Partners', content: '' },
  process: {
    title: 'Partnership Process',
    content: paragraphsHtml(['Six steps take you from your first enquiry to going live on the network.']),
  },
  types: { title: 'Who Can Partner', content: '' },
  spotlight: { title: 'Partner Spotlight', content: '' },
  closing: {
    title: 'Become a Healthcare Partner',
    content: paragraphsHtml(['Start your application and our partnerships team will contact you about the next steps.']),
  },
} satisfies Record<string, BandText>;

/** Fallback of page_content 'healthcare' (/partners/healthcare). */
export const HEALTHCARE_PAGE_CONTENT = partnerPageContent(
  'healthcare',
  'Healthcare Partnerships',
  'Hospitals, blood banks, transplant centres and clinics: reach willing blood and organ donors through the donation network. See the benefits, the six-step partnership process and who can partner.',
  HEALTHCARE_BANDS,
);
