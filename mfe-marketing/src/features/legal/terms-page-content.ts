import { TERMS } from './legal-content';
import { legalPageContent } from './legal-page-content';

/** Fallback of page_content 'terms' (/terms and the first tab of /legal). */
export const TERMS_PAGE_CONTENT = legalPageContent(
  TERMS,
  'The terms for using the donation network: what our services are (and that we provide no medical services), your responsibilities, donor matching, payments, liability and how to raise a complaint.',
);
